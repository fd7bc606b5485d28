import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { featureRefusal } from "../../contract/payments.ts";
import { buyPackage } from "../test/buy-package.ts";
import {
  attendingGuest,
  door,
  errorOf,
  host,
  newEvent,
  passMail,
  passOnPage,
  scan,
  startDoorApp,
  t,
} from "../test/check-in-setup.ts";

// Door mode's package gate: Premium or Deluxe opens it, and without them no pass is issued.

startDoorApp();

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
