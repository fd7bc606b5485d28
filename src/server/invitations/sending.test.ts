import { describe, expect, it } from "vitest";
import type { InvitationDetail } from "../../contract/invitations.ts";
import { draft, eventWithGuests, waitFor } from "../test/invitation-fixtures.ts";
import { host, startInvitationsApp, t, templateId } from "../test/invitations-setup.ts";

// Sending invitations by e-mail, now or at a scheduled time, and reminding those who have not replied.

startInvitationsApp();

describe("sending by e-mail", () => {
  it("refuses when selected guests have no e-mail, with the spec's text", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Eve", "eve@example.com", null],
      ["Fay", null, "+91 98765 00000"],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    const res = await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      "1 selected guest(s) don't have email addresses. Please add their emails or choose a different delivery method.",
    );
  });

  it("sends one mail per recipient with a personal link, a calendar file and unsubscribe", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Gita", "gita@example.com", null],
      ["Hari", "hari@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    const sent = await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    expect(((await sent.json()) as InvitationDetail).status).toBe("sent");
    const done = await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    expect(done.recipients.every((r) => r.sentAt)).toBe(true);
    const mails = (await t.outbox()).filter((m) => m.subject === "Invitation to Mehendi Night");
    const gita = mails.find((m) => m.to === "gita@example.com")!;
    expect(gita.text).toContain(
      `${t.config.publicUrl}${done.recipients.find((r) => r.name === "Gita")!.invitePath}`,
    );
    expect(gita.html).toContain("Reply to the invitation");
    // The footer link opens a confirmation page (mail scanners follow links; a GET must not unsubscribe).
    const token = done.recipients
      .find((r) => r.name === "Gita")!
      .invitePath.split("/")
      .pop();
    expect(gita.html).toContain(`${t.config.publicUrl}/rsvp/${token}?unsubscribe=1`);
    expect((gita as unknown as { headers: Record<string, string> }).headers["List-Unsubscribe"]).toMatch(
      /unsubscribe>$/,
    );
    expect((gita as unknown as { attachments: string[] }).attachments).toEqual(["event.ics"]);
    expect(mails.filter((m) => m.to === "hari@example.com")).toHaveLength(1);
  });

  it("a guest who unsubscribed is not mailed again; the failure says why and can be retried", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Ira", "ira@example.com", null]]);
    const token = guests[0].rsvpPath.split("/").pop();
    expect((await t.request(`/api/rsvp/${token}/unsubscribe`, { method: "POST" })).status).toBe(204);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const failed = await waitFor(t, host, d.id, (x) => x.recipients[0].state === "failed");
    expect(failed.recipients[0].error).toBe("The guest asked not to receive these e-mails");
    const retried = (await (
      await t.request(`/api/invitations/${d.id}/retry`, { method: "POST", cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(retried.recipients[0].state).toBe("queued");
  });
});

describe("scheduling", () => {
  it("refuses a date in the past with the spec's text", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Jai", "jai@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const res = await t.request(`/api/invitations/${d.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect((await res.json()).error.message).toBe("Scheduled date must be in the future");
  });

  it("sends at the scheduled time, and not at all once cancelled", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Kavi", "kavi@example.com", null],
      ["Lata", "lata@example.com", null],
    ]);
    const onTime = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const cancelled = await draft(t, host, { eventId, templateId, guestIds: [guests[1].id] });
    const when = new Date(Date.now() + 2500).toISOString();
    const scheduled = (await (
      await t.request(`/api/invitations/${onTime.id}/schedule`, {
        cookie: host.cookie,
        json: { scheduledDate: when },
      })
    ).json()) as InvitationDetail;
    expect(scheduled).toMatchObject({ status: "scheduled", scheduledDate: when });
    await t.request(`/api/invitations/${cancelled.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: when },
    });
    await t.request(`/api/invitations/${cancelled.id}/cancel-schedule`, {
      method: "POST",
      cookie: host.cookie,
    });
    const done = await waitFor(t, host, onTime.id, (x) => x.recipients[0].state === "sent");
    expect(done.status).toBe("sent");
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(when).getTime());
    await new Promise((r) => setTimeout(r, 1500));
    const after = (await (
      await t.request(`/api/invitations/${cancelled.id}`, { cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(after).toMatchObject({ status: "draft", scheduledDate: null });
    expect((await t.outbox()).some((m) => m.to === "lata@example.com")).toBe(false);
  });

  it("reminds only the recipients who have not replied", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Mira", "mira@example.com", null],
      ["Nilo", "nilo@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    const miraToken = guests[0].rsvpPath.split("/").pop();
    await t.request(`/api/rsvp/${miraToken}`, { method: "PUT", json: { response: "attending" } });
    await t.request(`/api/invitations/${d.id}/reminders`, {
      cookie: host.cookie,
      json: { sendAt: new Date(Date.now() + 1500).toISOString() },
    });
    const reminded = await waitFor(
      t,
      host,
      d.id,
      (x) => x.reminders[0]?.status === "sent" && x.reminders[0].sentCount > 0,
    );
    expect(reminded.reminders[0].sentCount).toBe(1);
    const reminders = (await t.outbox()).filter((m) => m.subject === "Reminder: Invitation to Mehendi Night");
    expect(reminders.map((m) => m.to)).toEqual(["nilo@example.com"]);
    // The host hears that it went out ("Event reminders" is on by default).
    await expect
      .poll(async () => (await t.outbox()).find((m) => m.subject === "Reminder sent: Mehendi Night")?.to)
      .toBe("host@example.com");
  });
});
