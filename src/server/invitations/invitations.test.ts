import { describe, expect, it } from "vitest";
import type { InvitationDetail, InvitationSummary } from "../../contract/invitations.ts";
import { draft, eventWithGuests, mailable } from "../test/invitation-fixtures.ts";
import { host, startInvitationsApp, t, templateId } from "../test/invitations-setup.ts";

// Invitation drafts: saving with a unique code and the event's own recipients, listing, editing and deleting.

startInvitationsApp();

describe("drafts", () => {
  it("saves a draft with a unique 8-character code and the recipients", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Anu", "Bo"));
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    expect(d).toMatchObject({ status: "draft", type: "email", recipientCount: 2 });
    expect(d.uniqueCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(d.recipients.map((r) => r.state)).toEqual(["pending", "pending"]);
    expect(d.recipients[0].invitePath).toMatch(new RegExp(`^/invite/${d.uniqueCode}/[a-f0-9]{64}$`));
  });

  it("needs recipients from the event's own list", async () => {
    const { eventId } = await eventWithGuests(t, host, []);
    const none = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: { eventId, templateId, title: "T", message: "M", type: "email", guestIds: [] },
    });
    expect((await none.json()).error.message).toBe("No recipients selected");
    const elsewhere = await eventWithGuests(t, host, [["Cy", "cy@example.com", null]]);
    const foreign = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: {
        eventId,
        templateId,
        title: "T",
        message: "M",
        type: "email",
        guestIds: [elsewhere.guests[0].id],
      },
    });
    expect(foreign.status).toBe(400);
  });

  it("lists mine newest first, and the 5 most recent", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Dee", "dee@example.com", null]]);
    for (let i = 0; i < 6; i++) await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const recent = (await (await t.request("/api/invitations/recent", { cookie: host.cookie })).json()) as {
      items: InvitationSummary[];
    };
    expect(recent.items).toHaveLength(5);
    const times = recent.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const ofEvent = (await (
      await t.request(`/api/invitations?eventId=${eventId}`, { cookie: host.cookie })
    ).json()) as { items: unknown[] };
    expect(ofEvent.items).toHaveLength(6);
  });
});

describe("editing and deleting", () => {
  it("edits a draft, refuses to edit a sent one, and deletes", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Sam", "Tara"));
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const body = {
      eventId,
      templateId,
      title: "New title",
      message: "New message",
      type: "email",
      guestIds: [guests[1].id],
    };
    const edited = (await (
      await t.request(`/api/invitations/${d.id}`, { method: "PUT", cookie: host.cookie, json: body })
    ).json()) as InvitationDetail;
    expect(edited).toMatchObject({ title: "New title", recipientCount: 1 });
    expect(edited.recipients.map((r) => r.name)).toEqual(["Tara"]);
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const refused = await t.request(`/api/invitations/${d.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: body,
    });
    expect(refused.status).toBe(409);
    expect(
      (await t.request(`/api/invitations/${d.id}`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(204);
    expect((await t.request(`/api/invitations/${d.id}`, { cookie: host.cookie })).status).toBe(404);
  });
});
