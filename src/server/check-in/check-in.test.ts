import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkInMessages,
  type DoorGuest,
  type DoorOutcome,
  type DoorSummary,
} from "../../contract/check-in.ts";
import { featureRefusal, type PackageId } from "../../contract/payments.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { readEvents } from "../test/read-events.ts";
import { readQr } from "../test/read-qr.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// Door mode and guest passes against the real app: passes from the confirmation e-mail and the
// reply page, check-in once per guest and once per action id, undo, walk-ins, voided passes, the
// package gate and the live stream.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  host = await signUp(t, "door-host@example.com", "Door Host");
});
afterAll(async () => {
  await t.close();
});

async function newEvent(packageId: PackageId | null = "premium"): Promise<string> {
  const { id } = await createEvent(t, host.cookie, {
    title: "Wedding Reception",
    description: "Dinner and dancing after the ceremony.",
    date: "2034-02-14",
    time: "19:00",
    location: "Jaipur",
    isPublic: false,
  });
  if (packageId) await buyPackage(t, host.cookie, id, packageId);
  return id;
}

let n = 0;
/** A guest on the list; returns their id, reply token and e-mail. */
async function addGuest(eventId: string, over: Record<string, unknown> = {}) {
  const email = `guest${++n}@example.com`;
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Guest ${n}`, email, status: "invited", plusOnesAllowed: 3, ...over },
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { id: string; rsvpPath: string };
  return { id: g.id, token: g.rsvpPath.split("/").pop()!, email };
}

const reply = (token: string, response: string, plusOnes: string[] = []) =>
  t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response, plusOnes } });

/** The pass code in the QR code of the guest's reply page, read from its pixels. */
async function passOnPage(token: string): Promise<string | null> {
  const html = await (await t.request(`/rsvp/${token}`)).text();
  const m = html.match(/src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/);
  return m ? readQr(decodeURIComponent(m[1].replaceAll("&amp;", "&"))) : null;
}

/** The newest mail to `to`, and the QR code in its attached pass (null without one). */
async function passMail(to: string) {
  const mail = (await t.outbox()).filter((m) => m.to.includes(`<${to}>`) || m.to === to).at(-1);
  if (!mail) return null;
  const part = mail.raw.split(/\r?\n--/).find((p) => /filename=(")?pass\.png/.test(p));
  const base64 = part?.split(/\r?\n\r?\n/)[1]?.replace(/\s/g, "");
  return { mail, code: base64 ? await readQr(Buffer.from(base64, "base64")) : null };
}

const door = (eventId: string) => `/api/events/${eventId}/check-in`;
const scan = (eventId: string, code: string) =>
  t.request(`${door(eventId)}/scan`, { cookie: host.cookie, json: { code } });
const checkIn = async (eventId: string, guestId: string, party: number, actionId = randomUUID()) => {
  const res = await t.request(`${door(eventId)}/arrivals`, {
    cookie: host.cookie,
    json: { actionId, guestId, party },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as DoorOutcome;
};
const undo = async (eventId: string, guestId: string, actionId = randomUUID()) =>
  (await (
    await t.request(`${door(eventId)}/undo`, { cookie: host.cookie, json: { actionId, guestId } })
  ).json()) as DoorOutcome;
const summary = async (eventId: string) =>
  (await (await t.request(door(eventId), { cookie: host.cookie })).json()) as DoorSummary;
const errorOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message;

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
    const g = await addGuest(eventId);
    await reply(g.token, "attending");
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
    const removed = await addGuest(eventId);
    await reply(removed.token, "attending");
    const code = (await passOnPage(removed.token))!;
    await t.request(`/api/guests/${removed.id}`, { method: "DELETE", cookie: host.cookie });
    const res = await scan(eventId, code);
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toBe(checkInMessages.unknownPass);

    const edited = await addGuest(eventId);
    await reply(edited.token, "attending");
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
    const g = await addGuest(eventId);
    await reply(g.token, "attending");
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

describe("checking in", () => {
  it("checks in part of a party once; a second check-in says when and changes nothing", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["A", "B", "C"]);
    expect((await summary(eventId)).expected).toBe(4);

    const first = await checkIn(eventId, g.id, 3);
    expect(first.outcome).toBe("checked_in");
    expect(first.message).toBe(`Guest ${g.email.match(/\d+/)![0]} checked in: 3 of 4`);
    expect(first.guest.checkedIn?.party).toBe(3);
    expect(first.guest.checkedIn?.time).toMatch(/^\d{2}:\d{2}$/);

    const again = await checkIn(eventId, g.id, 4);
    expect(again.outcome).toBe("already_checked_in");
    expect(again.message).toBe(`Already checked in at ${first.guest.checkedIn!.time}`);
    const s = await summary(eventId);
    expect(s).toMatchObject({ arrived: 3, arrivedGuests: 1, expected: 4 });
    expect(s.recent.map((r) => r.id)).toEqual([g.id]);

    // The host's data export lists the arrival.
    const exported = await t.services.checkIn.exportFor(host.id);
    const rows = exported.tables.check_ins.rows as { eventId: string }[];
    expect(rows.filter((r) => r.eventId === eventId)).toMatchObject([{ guestId: g.id, party: 3 }]);

    // A scan of the pass now shows the arrival.
    const code = (await passOnPage(g.token))!;
    expect(((await (await scan(eventId, code)).json()) as DoorGuest).checkedIn?.party).toBe(3);
  });

  it("records one check-in when two devices check in the same guest at the same moment", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["A"]);
    const outcomes = await Promise.all([checkIn(eventId, g.id, 2), checkIn(eventId, g.id, 2)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already_checked_in", "checked_in"]);
    expect(await summary(eventId)).toMatchObject({ arrived: 2, arrivedGuests: 1 });
  });

  it("applies an action id once: the same id sent again answers as before and counts nothing", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["A"]);
    const actionId = randomUUID();
    const [a, b] = await Promise.all([
      checkIn(eventId, g.id, 2, actionId),
      checkIn(eventId, g.id, 2, actionId),
    ]);
    expect(a.outcome).toBe("checked_in");
    expect(b.outcome).toBe("checked_in");
    const later = await checkIn(eventId, g.id, 2, actionId);
    expect(later.message).toBe(a.message);
    expect(await summary(eventId)).toMatchObject({ arrived: 2, arrivedGuests: 1 });
    // The same id for another kind of action is refused.
    const reused = await t.request(`${door(eventId)}/undo`, {
      cookie: host.cookie,
      json: { actionId, guestId: g.id },
    });
    expect(reused.status).toBe(409);
    expect(await errorOf(reused)).toBe(checkInMessages.actionReused);
  });

  it("undoes a mistaken check-in, once", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending");
    await checkIn(eventId, g.id, 1);
    const actionId = randomUUID();
    const undone = await undo(eventId, g.id, actionId);
    expect(undone.outcome).toBe("undone");
    expect(undone.guest.checkedIn).toBeNull();
    expect((await summary(eventId)).arrived).toBe(0);
    expect((await undo(eventId, g.id, actionId)).outcome).toBe("undone");
    expect((await undo(eventId, g.id)).outcome).toBe("not_checked_in");
    // And the guest can check in again.
    expect((await checkIn(eventId, g.id, 1)).outcome).toBe("checked_in");
  });

  it("refuses more people than the guest's party, and guests of other events", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["A"]);
    const res = await t.request(`${door(eventId)}/arrivals`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), guestId: g.id, party: 3 },
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toBe(checkInMessages.partyTooLarge(2));
    const other = await newEvent();
    const elsewhere = await t.request(`${door(other)}/arrivals`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), guestId: g.id, party: 1 },
    });
    expect(elsewhere.status).toBe(404);
  });

  it("finds guests by name, with whether they are in", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId, { name: "Meera Iyer", category: "vip" });
    await addGuest(eventId, { name: "Someone Else" });
    await checkIn(eventId, g.id, 1);
    const res = await t.request(`${door(eventId)}/guests?q=meer`, { cookie: host.cookie });
    const { items } = (await res.json()) as { items: DoorGuest[] };
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ name: "Meera Iyer", vip: true, status: "invited", partySize: 4 });
    expect(items[0].checkedIn?.party).toBe(1);
  });

  it("gives the door its own copy of every guest, by name, with whether they are in", async () => {
    const eventId = await newEvent();
    const zara = await addGuest(eventId, { name: "Zara Khan" });
    const asha = await addGuest(eventId, { name: "Asha Rao", category: "vip" });
    await reply(asha.token, "attending", ["Ravi"]);
    await checkIn(eventId, asha.id, 2);
    const res = await t.request(`${door(eventId)}/guest-list`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: DoorGuest[] };
    expect(items.map((g) => g.id)).toEqual([asha.id, zara.id]);
    expect(items[0]).toMatchObject({ vip: true, partySize: 2, checkedIn: { party: 2 } });
    expect(items[0].checkedIn?.time).toMatch(/^\d{2}:\d{2}$/);
    expect(items[1]).toMatchObject({ name: "Zara Khan", status: "invited", checkedIn: null });
  });

  it("counts a check-in replayed by the offline queue once, and refuses one whose guest was removed meanwhile", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["A"]);
    // The queue sends the action id as the Idempotency-Key too: the first answer comes back as it was.
    const actionId = randomUUID();
    const replay = () =>
      t.request(`${door(eventId)}/arrivals`, {
        cookie: host.cookie,
        headers: { "idempotency-key": actionId },
        json: { actionId, guestId: g.id, party: 2 },
      });
    const first = await replay();
    const second = await replay();
    expect(second.headers.get("idempotent-replayed")).toBe("true");
    expect(await second.json()).toEqual(await first.json());
    expect(await summary(eventId)).toMatchObject({ arrived: 2, arrivedGuests: 1 });

    const gone = await addGuest(eventId, { name: "Removed Meanwhile" });
    expect(
      (await t.request(`/api/guests/${gone.id}`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(204);
    const late = await t.request(`${door(eventId)}/arrivals`, {
      cookie: host.cookie,
      json: { actionId: randomUUID(), guestId: gone.id, party: 1 },
    });
    expect(late.status).toBe(404);
    expect(await errorOf(late)).toBe(checkInMessages.guestGone);
  });

  it("adds a walk-in as attending and checked in, once per action id", async () => {
    const eventId = await newEvent();
    const actionId = randomUUID();
    const walkIn = () =>
      t.request(`${door(eventId)}/walk-ins`, {
        cookie: host.cookie,
        json: { actionId, name: "Kabir", party: 3 },
      });
    const first = (await (await walkIn()).json()) as DoorOutcome;
    expect(first).toMatchObject({
      outcome: "checked_in",
      guest: { name: "Kabir", status: "confirmed", partySize: 3 },
    });
    const again = (await (await walkIn()).json()) as DoorOutcome;
    expect(again.guest.id).toBe(first.guest.id);
    expect(await summary(eventId)).toMatchObject({ arrived: 3, arrivedGuests: 1, expected: 3 });
    const list = (await (
      await t.request(`/api/events/${eventId}/guests`, { cookie: host.cookie })
    ).json()) as {
      total: number;
    };
    expect(list.total).toBe(1);
  });

  it("tells every open door of the event when someone checks in", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    await reply(g.token, "attending");
    const stream = await t.request(`${door(eventId)}/stream`, { cookie: host.cookie });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(stream, ["ready", "arrivals"], {
      onReady: () => checkIn(eventId, g.id, 1),
    });
    expect(events).toEqual(["ready", "arrivals"]);
  });
});

describe("the package gate", () => {
  it("refuses door mode without Premium or Deluxe, issues no pass, and opens once Premium is bought", async () => {
    const eventId = await newEvent(null);
    const g = await addGuest(eventId);
    await reply(g.token, "attending");
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
