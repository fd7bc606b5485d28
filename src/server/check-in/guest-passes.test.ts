import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkInMessages, type DoorGuest } from "../../contract/check-in.ts";
import { featureRefusal } from "../../contract/payments.ts";
import { buyPackage } from "../test/buy-package.ts";
import {
  addGuest,
  attendingGuest,
  door,
  errorOf,
  host,
  newEvent,
  passMail,
  passOnPage,
  reply,
  scan,
  startDoorApp,
  t,
} from "../test/check-in-setup.ts";

// Guest passes against the real app: from the confirmation e-mail and the reply page, voided
// when the guest declines or is removed, cancelled by the host; and the package gate that issues
// them: Premium or Deluxe opens door mode, and without them no pass is issued.

startDoorApp();

describe("guest passes", () => {
  it("mails an attending guest their pass and shows the same one on their reply page, distinct from the link", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId, { category: "vip" });
    expect((await reply(g.token, "attending", ["Asha", "Ravi"])).status).toBe(200);

    const sent = await passMail(g.email);
    expect(sent?.mail.subject).toBe("Your pass for Wedding Reception");
    expect(sent?.mail.text).toContain("for you and 2 more (3 people)");
    const code = sent!.code!;
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(code).not.toContain(g.token);
    expect(await passOnPage(g.token)).toBe(code);
    const html = await (await t.request(`/rsvp/${g.token}`)).text();
    expect(html).toContain("Your pass");
    expect(html).toContain("Admits 3: you and 2 more");

    const res = await scan(eventId, code);
    expect(res.status).toBe(200);
    const guest = (await res.json()) as DoorGuest;
    expect(guest).toMatchObject({ id: g.id, partySize: 3, vip: true, status: "confirmed", checkedIn: null });
  });

  it("voids the pass when the guest declines, and a new reply of yes gets a new pass", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId);
    const first = (await passMail(g.email))!.code!;
    expect((await scan(eventId, first)).status).toBe(200);

    await reply(g.token, "not_attending");
    const refused = await scan(eventId, first);
    expect(refused.status).toBe(410);
    expect(await errorOf(refused)).toBe(checkInMessages.voidedPass);
    expect(await passOnPage(g.token)).toBeNull();

    await reply(g.token, "attending");
    const second = await passOnPage(g.token);
    expect(second).not.toBeNull();
    expect(second).not.toBe(first);
    expect((await scan(eventId, second!)).status).toBe(200);
    expect((await scan(eventId, first)).status).toBe(410);
  });

  it("voids the pass of a guest the host removes, or whose status the host sets to maybe", async () => {
    const eventId = await newEvent();
    const removed = await attendingGuest(eventId);
    const code = (await passOnPage(removed.token))!;
    await t.request(`/api/guests/${removed.id}`, { method: "DELETE", cookie: host.cookie });
    const res = await scan(eventId, code);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(checkInMessages.unknownPass);

    const edited = await attendingGuest(eventId);
    const editedCode = (await passOnPage(edited.token))!;
    await t.request(`/api/guests/${edited.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: { name: "Edited", email: edited.email, status: "maybe" },
    });
    expect((await scan(eventId, editedCode)).status).toBe(410);
  });

  it("lets the host cancel a pass; the reply page then shows a new one", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId);
    const old = (await passOnPage(g.token))!;
    const res = await t.request(`${door(eventId)}/passes/revoke`, {
      cookie: host.cookie,
      json: { guestId: g.id },
    });
    expect(res.status).toBe(204);
    expect((await scan(eventId, old)).status).toBe(410);
    const fresh = await passOnPage(g.token);
    expect(fresh).not.toBe(old);
    expect((await scan(eventId, fresh!)).status).toBe(200);
  });

  it("refuses another event's pass and a made-up code", async () => {
    const a = await newEvent();
    const b = await newEvent();
    const g = await addGuest(a);
    await reply(g.token, "attending");
    const code = (await passOnPage(g.token))!;
    expect((await scan(b, code)).status).toBe(404);
    expect((await scan(a, "not-a-real-pass-code")).status).toBe(404);
    // The reply link's token is not a pass.
    expect((await scan(a, g.token)).status).toBe(404);
  });
});

describe("the package gate", () => {
  it("refuses door mode without Premium or Deluxe, issues no pass, and opens once Premium is bought", async () => {
    const eventId = await newEvent(null);
    const g = await attendingGuest(eventId);
    // The reply is confirmed by e-mail, without a pass.
    expect((await passMail(g.email))?.code).toBeNull();
    expect(await passOnPage(g.token)).toBeNull();
    for (const res of [
      await t.request(door(eventId), { cookie: host.cookie }),
      await t.request(`${door(eventId)}/guests?q=guest`, { cookie: host.cookie }),
      await scan(eventId, "anything"),
      await t.request(`${door(eventId)}/arrivals`, {
        cookie: host.cookie,
        json: { actionId: randomUUID(), guestId: g.id, party: 1 },
      }),
      await t.request(`${door(eventId)}/stream`, { cookie: host.cookie }),
    ]) {
      expect(res.status).toBe(403);
      expect(await errorOf(res)).toBe(featureRefusal("checkIn"));
    }
    await buyPackage(t, host.cookie, eventId, "basic");
    expect((await t.request(door(eventId), { cookie: host.cookie })).status).toBe(403);
    await buyPackage(t, host.cookie, eventId, "premium");
    expect((await t.request(door(eventId), { cookie: host.cookie })).status).toBe(200);
    expect(await passOnPage(g.token)).not.toBeNull();
  });

  it("opens door mode with Deluxe", async () => {
    const eventId = await newEvent("deluxe");
    expect((await t.request(door(eventId), { cookie: host.cookie })).status).toBe(200);
  });
});
