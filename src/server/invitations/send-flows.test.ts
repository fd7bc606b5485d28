import { beforeAll, describe, expect, it } from "vitest";
import type { InvitationDetail } from "../../contract/invitations.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { customTemplate, draft, eventWithGuests } from "../test/invitation-fixtures.ts";

startHostApp();
let templateId: string;
beforeAll(async () => {
  templateId = await customTemplate(t, host);
});

async function call(method: string, path: string): Promise<{ status: number; body: InvitationDetail }> {
  const res = await t.request(path, { method, cookie: host.cookie });
  return { status: res.status, body: (await res.json()) as InvitationDetail };
}

describe("WhatsApp, one guest at a time", () => {
  it("marks each guest sent, undoes, and the invitation is sent once every recipient is", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Om", "om@example.com", "98450 12345"],
      ["Pia", "pia@example.com", "98450 54321"],
    ]);
    const [om, pia] = guests;
    const d = await draft(t, host, { eventId, templateId, guestIds: [om.id, pia.id], type: "whatsapp" });
    const base = `/api/invitations/${d.id}/recipients`;
    // Opening a guest's message shares the code, so their link opens from now on.
    expect((await t.request(`/api/invite/${d.uniqueCode}`)).status).toBe(404);

    const first = await call("POST", `${base}/${om.id}/sent`);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe("draft");
    expect(first.body.recipients.find((r) => r.guestId === om.id)).toMatchObject({ state: "sent" });
    expect(first.body.recipients.find((r) => r.guestId === om.id)!.sentAt).not.toBeNull();
    expect((await t.request(`/api/invite/${d.uniqueCode}`)).status).toBe(200);

    const both = await call("POST", `${base}/${pia.id}/sent`);
    expect(both.body.status).toBe("sent");

    const undone = await call("DELETE", `${base}/${pia.id}/sent`);
    expect(undone.status).toBe(200);
    expect(undone.body.status).toBe("draft");
    expect(undone.body.recipients.find((r) => r.guestId === pia.id)).toMatchObject({
      state: "pending",
      sentAt: null,
    });

    // Marking twice keeps the first time it was sent.
    const again = await call("POST", `${base}/${om.id}/sent`);
    expect(again.body.recipients.find((r) => r.guestId === om.id)!.sentAt).toBe(
      first.body.recipients.find((r) => r.guestId === om.id)!.sentAt,
    );
    expect((await call("POST", `${base}/${pia.id}/sent`)).body.status).toBe("sent");
  });

  it("refuses a guest who is not a recipient, and e-mail invitations", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Ravi", "ravi@example.com", "98450 11111"],
      ["Sam", "sam@example.com", "98450 22222"],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "whatsapp" });
    expect((await call("POST", `/api/invitations/${d.id}/recipients/${guests[1].id}/sent`)).status).toBe(404);
    const mail = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    expect((await call("POST", `/api/invitations/${mail.id}/recipients/${guests[0].id}/sent`)).status).toBe(
      400,
    );
  });
});

describe("a link invitation", () => {
  it("is sent once its link is shared; sharing another type's link changes only its code", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Tia", "tia@example.com", null]]);
    const link = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    expect((await call("POST", `/api/invitations/${link.id}/send`)).body.status).toBe("draft");
    const shared = await call("POST", `/api/invitations/${link.id}/share`);
    expect(shared.body.status).toBe("sent");

    const mail = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    expect((await call("POST", `/api/invitations/${mail.id}/share`)).body.status).toBe("draft");
  });
});
