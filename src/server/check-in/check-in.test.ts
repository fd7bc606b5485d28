import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { checkInMessages, type DoorGuest, type DoorOutcome } from "../../contract/check-in.ts";
import {
  addGuest,
  attendingGuest,
  checkIn,
  door,
  errorOf,
  host,
  newEvent,
  passOnPage,
  reply,
  scan,
  startDoorApp,
  summary,
  t,
  undo,
} from "../test/check-in-setup.ts";
import { readEvents } from "../test/read-events.ts";

// Door mode against the real app: check-in once per guest and once per action id, undo, walk-ins,
// the offline queue's replays and the live stream.

startDoorApp();

describe("checking in", () => {
  it("checks in part of a party once; a second check-in says when and changes nothing", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId, ["A", "B", "C"]);
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
    const rows: { eventId: string }[] = [];
    for await (const batch of exported.tables.check_ins.rows())
      rows.push(...(batch as { eventId: string }[]));
    expect(rows.filter((r) => r.eventId === eventId)).toMatchObject([{ guestId: g.id, party: 3 }]);

    // A scan of the pass now shows the arrival.
    const code = (await passOnPage(g.token))!;
    expect(((await (await scan(eventId, code)).json()) as DoorGuest).checkedIn?.party).toBe(3);
  });

  it("records one check-in when two devices check in the same guest at the same moment", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId, ["A"]);
    const outcomes = await Promise.all([checkIn(eventId, g.id, 2), checkIn(eventId, g.id, 2)]);
    expect(outcomes.map((o) => o.outcome).sort()).toEqual(["already_checked_in", "checked_in"]);
    expect(await summary(eventId)).toMatchObject({ arrived: 2, arrivedGuests: 1 });
  });

  it("applies an action id once: the same id sent again answers as before and counts nothing", async () => {
    const eventId = await newEvent();
    const g = await attendingGuest(eventId, ["A"]);
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
    const g = await attendingGuest(eventId);
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
    const g = await attendingGuest(eventId, ["A"]);
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
    const g = await attendingGuest(eventId, ["A"]);
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
    const g = await attendingGuest(eventId);
    const stream = await t.request(`${door(eventId)}/stream`, { cookie: host.cookie });
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const events = await readEvents(stream, ["ready", "arrivals"], {
      onReady: () => checkIn(eventId, g.id, 1),
    });
    expect(events).toEqual(["ready", "arrivals"]);
  });
});
