import { describe, expect, it } from "vitest";
import { replyPartMessages } from "../../contract/reply-parts.ts";
import { host, hostActor, startHostApp, t } from "../test/host-app-setup.ts";
import { customTemplate, draft, eventWithGuests, mailable, waitFor } from "../test/invitation-fixtures.ts";
import { calendarEntries } from "../test/parse-calendar-file.ts";
import { addPart } from "../test/part-answers.ts";

// What a guest of an event in parts receives with their invitation (issue 36): a calendar file with
// an entry per part they are invited to, each at its own time and place; a guest invited to none
// of the parts gets no mail, and the send says why beside them.

startHostApp({}, { workers: true });

describe("an e-mail invitation at an event in parts", () => {
  it("attaches one entry per part the guest is invited to, and skips a guest invited to none", async () => {
    // Mehendi Night, 2031-02-14 in Udaipur (Asia/Kolkata), in three parts (a fourth goes).
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Anu", "Bala", "Chitra"));
    const haldi = await addPart(t, hostActor(), eventId, "Haldi", {
      date: "2031-02-13",
      startTime: "09:00",
      endTime: "11:30",
      venue: "Lake Garden, Udaipur",
    });
    const mehndi = await addPart(t, hostActor(), eventId, "Mehndi", {
      date: "2031-02-13",
      startTime: "15:00",
    });
    const sangeet = await addPart(t, hostActor(), eventId, "Sangeet", {
      date: "2031-02-14",
      startTime: "19:00",
    });
    const tilak = await addPart(t, hostActor(), eventId, "Tilak", { date: "2031-02-12", startTime: "11:00" });
    const [anu, bala, chitra] = guests;
    await t.services.parts.invite(hostActor(), eventId, { guestIds: [anu.id] }, [sangeet.id, haldi.id]);
    // Bala was invited to the tilak only, and the host removed it: there is nothing for Bala to reply to.
    await t.services.parts.invite(hostActor(), eventId, { guestIds: [bala.id] }, [tilak.id]);
    const removed = await t.request(`/api/events/${eventId}/parts/${tilak.id}`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(removed.status).toBe(204);

    const invitation = await draft(t, host, {
      eventId,
      templateId: await customTemplate(t, host),
      guestIds: guests.map((g) => g.id),
    });
    const sent = await t.request(`/api/invitations/${invitation.id}/send`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(sent.status).toBe(200);
    const done = await waitFor(t, host, invitation.id, (d) =>
      d.recipients.every((r) => r.state === "sent" || r.state === "failed"),
    );
    const outcome = Object.fromEntries(done.recipients.map((r) => [r.name, [r.state, r.error]]));
    expect(outcome).toEqual({
      Anu: ["sent", null],
      Bala: ["failed", replyPartMessages.notSentNoPart],
      Chitra: ["sent", null],
    });
    const mails = await t.outbox();
    expect(mails.some((m) => m.to.includes(bala.email!))).toBe(false);

    // Anu: the haldi and the sangeet, in the parts' order, each at its own time and place.
    const anuMail = mails.find((m) => m.to.includes(anu.email!))!;
    const entries = calendarEntries(anuMail.raw);
    expect(entries.map((e) => e.uid)).toEqual([`${haldi.id}@eventhub`, `${sangeet.id}@eventhub`]);
    expect(entries.map((e) => e.summary)).toEqual(["Haldi · Mehendi Night", "Sangeet · Mehendi Night"]);
    expect(entries.map((e) => e.location)).toEqual(["Lake Garden, Udaipur", "Udaipur"]);
    // 09:00–11:30 and 19:00 (no end: three hours) on Kolkata's clock.
    expect(
      entries.map((e) => [e.startDate.toJSDate().toISOString(), e.endDate.toJSDate().toISOString()]),
    ).toEqual([
      ["2031-02-13T03:30:00.000Z", "2031-02-13T06:00:00.000Z"],
      ["2031-02-14T13:30:00.000Z", "2031-02-14T16:30:00.000Z"],
    ]);
    expect(anuMail.text).not.toContain("Mehndi");

    // Chitra, added without a say, is invited to every part: three entries.
    const chitraMail = mails.find((m) => m.to.includes(chitra.email!))!;
    expect(calendarEntries(chitraMail.raw).map((e) => e.uid)).toEqual(
      [haldi, mehndi, sangeet].map((p) => `${p.id}@eventhub`),
    );

    // The host gives Bala a part and retries: now the invitation goes, with that part's entry.
    await t.services.parts.invite(hostActor(), eventId, { guestIds: [bala.id] }, [mehndi.id]);
    const retried = await t.request(`/api/invitations/${invitation.id}/retry`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(retried.status).toBe(200);
    await waitFor(t, host, invitation.id, (d) => d.recipients.every((r) => r.state === "sent"));
    const balaMail = (await t.outbox()).find((m) => m.to.includes(bala.email!))!;
    expect(calendarEntries(balaMail.raw).map((e) => e.uid)).toEqual([`${mehndi.id}@eventhub`]);

    // The Mehndi goes too, Bala's only part: the reminder to those who have not replied passes Bala over.
    await t.services.parts.remove(hostActor(), eventId, mehndi.id);
    await t.request(`/api/invitations/${invitation.id}/reminders`, {
      cookie: host.cookie,
      json: { sendAt: new Date(Date.now() + 1500).toISOString() },
    });
    const reminded = await waitFor(t, host, invitation.id, (d) => d.reminders[0]?.status === "sent");
    expect(reminded.reminders[0].sentCount).toBe(2);
    const reminders = (await t.outbox()).filter((m) => m.subject === "Reminder: Invitation to Mehendi Night");
    expect(reminders.map((m) => m.to).sort()).toEqual([anu.email, chitra.email]);
  });

  it("an event without parts still attaches the event's own entry", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Devi"));
    const invitation = await draft(t, host, {
      eventId,
      templateId: await customTemplate(t, host),
      guestIds: [guests[0].id],
    });
    await t.request(`/api/invitations/${invitation.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, invitation.id, (d) => d.recipients.every((r) => r.state === "sent"));
    const mail = (await t.outbox()).find((m) => m.to.includes("devi@example.com"))!;
    expect(calendarEntries(mail.raw).map((e) => e.uid)).toEqual([`${eventId}@eventhub`]);
  });
});
