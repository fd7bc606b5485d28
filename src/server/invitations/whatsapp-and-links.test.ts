import { describe, expect, it } from "vitest";
import type { InvitationDetail } from "../../contract/invitations.ts";
import { draft, eventWithGuests } from "../test/invitation-fixtures.ts";
import { host, startInvitationsApp, t, templateId } from "../test/invitations-setup.ts";
import { settings } from "../test/rsvp-setup.ts";

// WhatsApp click-to-send links and the shared link's open replies.

startInvitationsApp();

describe("WhatsApp and link invitations", () => {
  it("gives a click-to-send link per guest with a phone and lets the host mark them sent", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Om", "om@example.com", "98450 12345"],
      ["Pia", "pia@example.com", null],
    ]);
    const d = await draft(t, host, {
      eventId,
      templateId,
      guestIds: guests.map((g) => g.id),
      type: "whatsapp",
    });
    const om = d.recipients.find((r) => r.name === "Om")!;
    expect(om.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(decodeURIComponent(om.whatsappUrl!.split("text=")[1])).toContain(
      `${t.config.publicUrl}${om.invitePath}`,
    );
    expect(d.recipients.find((r) => r.name === "Pia")!.whatsappUrl).toBeNull();
    const still = (await (
      await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(still.status).toBe("draft");
    const marked = (await (
      await t.request(`/api/invitations/${d.id}/mark-sent`, {
        cookie: host.cookie,
        json: { guestIds: "all" },
      })
    ).json()) as InvitationDetail;
    expect(marked.status).toBe("sent");
    expect(marked.recipients.every((r) => r.state === "sent")).toBe(true);
  });

  it("the shared link opens the invitation and takes open replies, even for a private event", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Qi", "qi@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    // A draft nobody has shared yet answers like an unknown code, replies included.
    expect((await t.request(`/api/invite/${d.uniqueCode}`)).status).toBe(404);
    expect((await t.request(`${"/api"}${d.recipients[0].invitePath}`)).status).toBe(404);
    const early = await t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
      json: { name: "Too Early", email: "early@example.com", response: "attending" },
    });
    expect(early.status).toBe(404);
    await t.request(`/api/invitations/${d.id}/share`, { method: "POST", cookie: host.cookie });
    const page = await (await t.request(`/api/invite/${d.uniqueCode}`)).json();
    expect(page.invitation).toMatchObject({ title: "Invitation to Mehendi Night", openRsvp: true });
    expect(page.rsvp.event.title).toBe("Mehendi Night");
    expect(JSON.stringify(page)).not.toContain("qi@example.com");
    const reply = await t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
      json: { name: "Walk In", email: "walkin@example.com", response: "attending" },
    });
    expect(reply.status).toBe(200);
    const page2 = (await (
      await t.request(`/api/events/${eventId}/guests?search=walkin`, { cookie: host.cookie })
    ).json()) as { items: { name: string; status: string }[] };
    expect(page2.items[0]).toMatchObject({ name: "Walk In", status: "confirmed" });
    const personal = await (await t.request(`${"/api"}${d.recipients[0].invitePath}`)).json();
    expect(personal.rsvp.guest.name).toBe("Qi");
    expect((await t.request(`/api/invite/NOPE1234`)).status).toBe(404);
    const otherEvent = await eventWithGuests(t, host, [["Ravi", "ravi@example.com", null]]);
    const wrongToken = otherEvent.guests[0].rsvpPath.split("/").pop();
    expect((await t.request(`/api/invite/${d.uniqueCode}/${wrongToken}`)).status).toBe(404);
  });

  it("a shared link's registrant brings +1s up to the event's setting for open replies", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Uma", "uma@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    await t.request(`/api/invitations/${d.id}/share`, { method: "POST", cookie: host.cookie });
    await t.request(`/api/events/${eventId}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ openPlusOnes: 1 }),
    });
    const page = await (await t.request(`/api/invite/${d.uniqueCode}`)).json();
    expect(page.rsvp.form.plusOnesAllowed).toBe(1);
    const send = (plusOnes: string[], email: string) =>
      t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
        json: { name: "Link Visitor", email, response: "attending", plusOnes },
      });
    const two = await send(["A", "B"], "two@example.com");
    expect(two.status).toBe(400);
    expect((await two.json()).error.message).toBe("You can bring up to 1 guest");
    expect((await send(["A"], "one@example.com")).status).toBe(200);
    const list = (await (
      await t.request(`/api/events/${eventId}/guests?search=one@example.com`, { cookie: host.cookie })
    ).json()) as { items: { status: string; plusOnes: string[] }[] };
    expect(list.items).toEqual([expect.objectContaining({ status: "confirmed", plusOnes: ["A"] })]);
  });
});
