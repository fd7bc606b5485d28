import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  checkInMessages,
  type DoorGuest,
  type DoorOutcome,
  type DoorSummary,
} from "../../contract/check-in.ts";
import type { NewDoorLink } from "../../contract/door-links.ts";
import { lockEventRow } from "../events/service.ts";
import {
  addGuest,
  attendingGuest,
  door,
  errorOf,
  host,
  hostActor,
  newEvent,
  passOnPage,
  startDoorApp,
  t,
} from "../test/check-in-setup.ts";

// The door of an event in parts (issue 36) against the real app: the door picks a part; a pass
// checks in only at the parts its guest is coming to; counts, undo, walk-ins and door links per part.

startDoorApp();

const part = (name: string, startTime: string) => ({
  name,
  date: "2034-02-13",
  startTime,
  endTime: null,
  venue: null,
  note: "",
  capacity: null,
  isPublic: true,
});

/**
 * A wedding in two parts: Asha (and Ravi) come to both, Bela is invited to the haldi only, Chand
 * said no to the sangeet. The haldi took over their Attending (decision 0033).
 */
async function wedding() {
  const eventId = await newEvent();
  const asha = await attendingGuest(eventId, ["Ravi"]);
  // Set Attending by the host: the reply route's rate limit is kept for the guests who need +1s.
  const bela = await addGuest(eventId, { status: "confirmed" });
  const chand = await addGuest(eventId, { status: "confirmed" });
  const haldi = await t.services.parts.create(hostActor(), eventId, part("Haldi", "10:00"));
  const sangeet = await t.services.parts.create(hostActor(), eventId, part("Sangeet", "19:00"));
  await t.services.parts.invite(hostActor(), eventId, { guestIds: [bela.id] }, [haldi.id]);
  await t.db.transaction(async (tx) => {
    await lockEventRow(tx, eventId);
    const answer = (id: string, attending: boolean) =>
      t.services.parts.answer(tx, { id, eventId, plusOnes: ["Ravi"] }, [
        { partId: sangeet.id, attending, party: 2 },
      ]);
    await answer(asha.id, true);
    await answer(chand.id, false);
  });
  return { eventId, asha, bela, chand, haldi, sangeet };
}

const post = (eventId: string, path: string, json: object) =>
  t.request(`${door(eventId)}/${path}`, { cookie: host.cookie, json });
const act = (eventId: string, path: string, body: object) =>
  post(eventId, path, { actionId: randomUUID(), ...body });
const ok = async (res: Response) => {
  expect(res.status).toBe(200);
  return (await res.json()) as DoorOutcome;
};
const summaryOf = async (eventId: string, partId?: string) =>
  (await (
    await t.request(`${door(eventId)}${partId ? `?part=${partId}` : ""}`, { cookie: host.cookie })
  ).json()) as DoorSummary;
const listOf = async (eventId: string, query: string) =>
  (
    (await (await t.request(`${door(eventId)}/${query}`, { cookie: host.cookie })).json()) as {
      items: DoorGuest[];
    }
  ).items;

describe("the door of an event in parts", () => {
  it("opens on the part happening next, lists the parts, and counts each part on its own", async () => {
    const { eventId, haldi, sangeet } = await wedding();
    // 2034 is ahead: the first part on the clock.
    const first = await summaryOf(eventId);
    expect(first.partId).toBe(haldi.id);
    expect(first.parts?.map((p) => p.name)).toEqual(["Haldi", "Sangeet"]);
    // Haldi: Asha and Ravi, Bela, Chand. Sangeet: Asha and Ravi.
    expect(first).toMatchObject({ arrived: 0, expected: 4 });
    expect(await summaryOf(eventId, sangeet.id)).toMatchObject({
      partId: sangeet.id,
      arrived: 0,
      expected: 2,
    });
  });

  it("checks a guest in at each part once, with the party they said comes to it; undo is per part", async () => {
    const { eventId, asha, haldi, sangeet } = await wedding();
    const atHaldi = await ok(
      await act(eventId, "arrivals", { guestId: asha.id, party: 2, partId: haldi.id }),
    );
    expect(atHaldi.outcome).toBe("checked_in");
    expect(atHaldi.guest).toMatchObject({ partySize: 2, checkedIn: { party: 2 } });
    expect(await summaryOf(eventId, haldi.id)).toMatchObject({ arrived: 2, arrivedGuests: 1, expected: 4 });
    // Still expected at the sangeet: the haldi's arrival is not the sangeet's.
    expect(await summaryOf(eventId, sangeet.id)).toMatchObject({ arrived: 0, expected: 2 });

    // The offline queue replays the same action: applied once, answered the same.
    const actionId = randomUUID();
    const body = { actionId, guestId: asha.id, party: 1, partId: sangeet.id };
    const sent = await ok(await post(eventId, "arrivals", body));
    expect(await ok(await post(eventId, "arrivals", body))).toEqual(sent);
    const again = await ok(
      await act(eventId, "arrivals", { guestId: asha.id, party: 2, partId: sangeet.id }),
    );
    expect(again.outcome).toBe("already_checked_in");
    expect(await summaryOf(eventId, sangeet.id)).toMatchObject({ arrived: 1, arrivedGuests: 1 });
    expect(await t.services.checkIn.checkedInGuests(eventId)).toBe(1);

    const undone = await ok(await act(eventId, "undo", { guestId: asha.id, partId: haldi.id }));
    expect(undone.outcome).toBe("undone");
    expect(await summaryOf(eventId, haldi.id)).toMatchObject({ arrived: 0, recent: [] });
    expect((await summaryOf(eventId, sangeet.id)).recent.map((g) => g.id)).toEqual([asha.id]);
    const notIn = await ok(await act(eventId, "undo", { guestId: asha.id, partId: haldi.id }));
    expect(notIn.outcome).toBe("not_checked_in");
  });

  it("refuses a pass at a part its guest is not coming to, and records nothing", async () => {
    const { eventId, bela, chand, haldi, sangeet } = await wedding();
    const code = (await passOnPage(bela.token))!;
    const refused = await post(eventId, "scan", { code, partId: sangeet.id });
    expect(refused.status).toBe(403);
    const belaName = (await t.services.guests.byIds(eventId, [bela.id]))[0]?.name ?? "";
    expect(await errorOf(refused)).toBe(checkInMessages.notComing(belaName, "Sangeet"));
    // Nor by name, nor for a guest who said no to the part.
    const byName = await act(eventId, "arrivals", { guestId: bela.id, party: 1, partId: sangeet.id });
    expect(byName.status).toBe(403);
    const declined = await act(eventId, "arrivals", { guestId: chand.id, party: 1, partId: sangeet.id });
    expect(declined.status).toBe(403);
    expect(await summaryOf(eventId, sangeet.id)).toMatchObject({ arrived: 0, arrivedGuests: 0 });

    // At the haldi, the same pass finds her.
    const found = await post(eventId, "scan", { code, partId: haldi.id });
    expect(found.status).toBe(200);
    expect(((await found.json()) as DoorGuest).id).toBe(bela.id);
  });

  it("asks which part, and refuses a part of another event", async () => {
    const { eventId, asha } = await wedding();
    const otherPart = await t.services.parts.create(
      hostActor(),
      await newEvent(null),
      part("Mehndi", "15:00"),
    );
    const noPart = await act(eventId, "arrivals", { guestId: asha.id, party: 1 });
    expect(noPart.status).toBe(400);
    expect(await errorOf(noPart)).toBe(checkInMessages.choosePart);
    const foreign = await act(eventId, "arrivals", { guestId: asha.id, party: 1, partId: otherPart.id });
    expect(foreign.status).toBe(404);
    expect(await summaryOf(eventId)).toMatchObject({ arrived: 0 });
  });

  it("lists a part's invited guests with their answer to it; a walk-in joins that part only", async () => {
    const { eventId, asha, bela, chand, haldi, sangeet } = await wedding();
    const atSangeet = await listOf(eventId, `guest-list?part=${sangeet.id}`);
    expect(atSangeet.map((g) => [g.id, g.status]).sort()).toEqual(
      [
        [asha.id, "confirmed"],
        [chand.id, "declined"],
      ].sort(),
    );
    expect((await listOf(eventId, `guests?q=Guest&part=${sangeet.id}`)).map((g) => g.id)).not.toContain(
      bela.id,
    );

    const walkIn = await ok(
      await act(eventId, "walk-ins", { name: "Dev Walk-in", party: 3, partId: sangeet.id }),
    );
    expect(walkIn.outcome).toBe("checked_in");
    const answers = await t.services.parts.ofGuests(eventId, [walkIn.guest.id]);
    expect(answers.get(walkIn.guest.id)).toEqual([{ partId: sangeet.id, status: "confirmed", party: 3 }]);
    expect(await summaryOf(eventId, sangeet.id)).toMatchObject({ arrived: 3, expected: 5 });
    expect((await listOf(eventId, `guest-list?part=${haldi.id}`)).map((g) => g.id)).not.toContain(
      walkIn.guest.id,
    );
    expect(await summaryOf(eventId, haldi.id)).toMatchObject({ arrived: 0, expected: 4 });
  });

  it("gives a door link the door of each part, names only", async () => {
    const { eventId, asha, bela, haldi, sangeet } = await wedding();
    const res = await t.request(`/api/events/${eventId}/door-links`, {
      cookie: host.cookie,
      json: { label: "Gate" },
    });
    expect(res.status).toBe(201);
    const secret = ((await res.json()) as NewDoorLink).url.split("/door/")[1];
    const link = (rest: string, json?: object) => t.request(`/api/door/${secret}${rest}`, { json });

    const summary = (await (await link(`?part=${sangeet.id}`)).json()) as DoorSummary;
    expect(summary).toMatchObject({ view: "door", partId: sangeet.id, expected: 2 });
    const code = (await passOnPage(bela.token))!;
    expect((await link("/scan", { code, partId: sangeet.id })).status).toBe(403);
    const arrival = await link("/arrivals", {
      actionId: randomUUID(),
      guestId: asha.id,
      party: 2,
      partId: sangeet.id,
    });
    expect(arrival.status).toBe(200);
    const list = await (await link(`/guest-list?part=${haldi.id}`)).text();
    expect(list).not.toMatch(/email|phone|@example\.com/);
    expect((await (await link(`?part=${sangeet.id}`)).json()) as DoorSummary).toMatchObject({ arrived: 2 });
  });
});

describe("the door of an event in one part", () => {
  it("takes no part: asking for one is refused", async () => {
    const eventId = await newEvent();
    const g = await addGuest(eventId);
    const res = await act(eventId, "arrivals", { guestId: g.id, party: 1, partId: randomUUID() });
    expect(res.status).toBe(404);
    const s = await summaryOf(eventId);
    expect(s.parts).toBeUndefined();
    expect(s.partId).toBeUndefined();
  });
});
