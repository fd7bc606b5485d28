import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import { guestPartsMessages, type Part, partMessages } from "../../contract/parts.ts";
import type { GuestPartsPort } from "../guests/guest-parts-port.ts";
import { createGuestsService } from "../guests/service.ts";
import { noticesSettled } from "../test/eventually.ts";
import { host, hostActor, hostEvent, startHostApp, t } from "../test/host-app-setup.ts";

// Who is invited to which parts of an event (issue 36): guests added without a say are invited to
// all parts, the host chooses per guest and in bulk, and the guest list filters by part and shows
// each guest's answer per part. An event without parts answers as before.

startHostApp();

const addPart = (eventId: string, name: string, over: Partial<Part> = {}) =>
  t.services.parts.create(hostActor(), eventId, {
    ...{ name, date: "2034-02-13", startTime: "10:00", endTime: null, venue: null, note: "" },
    ...{ capacity: null, isPublic: true, ...over },
  });

let n = 0;
async function addGuest(eventId: string, over: Record<string, unknown> = {}) {
  n++;
  return t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Guest ${n}`, email: `guest-${n}@example.com`, status: "invited", ...over },
  });
}
const added = async (eventId: string, over: Record<string, unknown> = {}) =>
  (await (await addGuest(eventId, over)).json()) as Guest;

const listOf = async (eventId: string, query = ""): Promise<GuestPage> =>
  (await t.request(`/api/events/${eventId}/guests?pageSize=25${query}`, { cookie: host.cookie })).json();

const partsOf = (g: Guest) => g.parts.map((p) => p.partId);

/** An event with a haldi, a sangeet and a reception, in that order. */
async function wedding() {
  const eventId = await hostEvent();
  const haldi = await addPart(eventId, "Haldi");
  const sangeet = await addPart(eventId, "Sangeet", { isPublic: false });
  const reception = await addPart(eventId, "Reception");
  return { eventId, haldi, sangeet, reception };
}

describe("an event without parts", () => {
  it("answers as before: no parts on the guests or the page, and part ids refused", async () => {
    const eventId = await hostEvent();
    const guest = await added(eventId);
    expect(guest.parts).toEqual([]);
    const page = await listOf(eventId);
    expect(page.parts).toEqual([]);
    expect(page.items.map((g) => g.parts)).toEqual([[]]);
    const refused = await addGuest(eventId, { partIds: [crypto.randomUUID()] });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(partMessages.unknownParts);
  });
});

describe("guests added without a say on parts", () => {
  it("are invited to all parts, by hand, by the demo's bulk add, and to the public ones by open registration", async () => {
    const { eventId, haldi, sangeet, reception } = await wedding();
    const byHand = await added(eventId);
    expect(byHand.parts).toEqual([
      { partId: haldi.id, status: "invited", party: 0 },
      { partId: sangeet.id, status: "invited", party: 0 },
      { partId: reception.id, status: "invited", party: 0 },
    ]);
    await t.services.guests.addMany(hostActor(), eventId, [
      { name: "Bulk", email: "bulk@example.com", phone: null, category: null, status: "invited" },
    ]);
    const open = await t.services.guests.addOpenGuest(eventId, {
      ...{ name: "Stranger", email: "stranger@example.com", plusOnesAllowed: 0, response: "attending" },
      ...{ plusOnes: [], plusOneAnswers: [], mealChoice: null, dietaryNotes: "", heldAnswers: null },
      ...{ noteToHost: "", respondedAt: new Date() },
    });
    const page = await listOf(eventId);
    const byName = new Map(page.items.map((g) => [g.name, partsOf(g)]));
    expect(byName.get("Bulk")).toEqual([haldi.id, sangeet.id, reception.id]);
    // The sangeet is not open to registration: a stranger is not invited to it.
    expect(byName.get(open.name)).toEqual([haldi.id, reception.id]);
    expect(page.parts.map((p) => p.name)).toEqual(["Haldi", "Sangeet", "Reception"]);
  });

  it("come to their parts when the host puts them down as coming", async () => {
    const { eventId } = await wedding();
    const guest = await added(eventId, { status: "confirmed", plusOnesAllowed: 1 });
    expect(guest.parts.map((p) => [p.status, p.party])).toEqual([
      ["confirmed", 1],
      ["confirmed", 1],
      ["confirmed", 1],
    ]);
  });
});

describe("the host's choice per guest", () => {
  it("invites a new guest to the parts chosen and refuses none or another event's part", async () => {
    const { eventId, haldi, reception } = await wedding();
    const other = await wedding();
    const guest = await added(eventId, { partIds: [reception.id, haldi.id] });
    expect(partsOf(guest)).toEqual([haldi.id, reception.id]);
    const none = await addGuest(eventId, { partIds: [] });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain(guestPartsMessages.choose);
    const foreign = await addGuest(eventId, { partIds: [other.haldi.id] });
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain(partMessages.unknownParts);
  });

  it("changes a guest's parts on an edit, keeping the answers to the parts kept; no partIds: unchanged", async () => {
    const { eventId, haldi, sangeet, reception } = await wedding();
    const guest = await added(eventId, { status: "confirmed" });
    const edit = (body: Record<string, unknown>) =>
      t.request(`/api/guests/${guest.id}`, {
        method: "PUT",
        cookie: host.cookie,
        json: { name: guest.name, email: guest.email, status: "confirmed", ...body },
      });
    const narrowed = (await (await edit({ partIds: [sangeet.id] })).json()) as Guest;
    expect(narrowed.parts).toEqual([{ partId: sangeet.id, status: "confirmed", party: 1 }]);
    const widened = (await (await edit({ partIds: [haldi.id, sangeet.id, reception.id] })).json()) as Guest;
    expect(widened.parts.map((p) => p.status)).toEqual(["invited", "confirmed", "invited"]);
    const renamed = (await (await edit({ name: "Renamed" })).json()) as Guest;
    expect(renamed.name).toBe("Renamed");
    expect(partsOf(renamed)).toEqual([haldi.id, sangeet.id, reception.id]);
    const read = (await (
      await t.request(`/api/guests/${guest.id}`, { cookie: host.cookie })
    ).json()) as Guest;
    expect(read.parts).toEqual(renamed.parts);
  });
});

describe("inviting in bulk", () => {
  const invite = (eventId: string, body: Record<string, unknown>) =>
    t.request(`/api/events/${eventId}/parts/invitations`, { cookie: host.cookie, json: body });

  it("puts a selection or a category on exactly the parts chosen", async () => {
    const { eventId, haldi, sangeet, reception } = await wedding();
    const a = await added(eventId, { category: "family" });
    const b = await added(eventId, { category: "family" });
    const c = await added(eventId, { category: "friend" });
    const chosen = await invite(eventId, { guestIds: [a.id], partIds: [haldi.id] });
    expect(await chosen.json()).toEqual({ guests: 1 });
    const family = await invite(eventId, { category: "friend", partIds: [sangeet.id, reception.id] });
    expect(await family.json()).toEqual({ guests: 1 });
    const page = await listOf(eventId);
    const byId = new Map(page.items.map((g) => [g.id, partsOf(g)]));
    expect(byId.get(a.id)).toEqual([haldi.id]);
    expect(byId.get(b.id)).toEqual([haldi.id, sangeet.id, reception.id]);
    expect(byId.get(c.id)).toEqual([sangeet.id, reception.id]);
  });

  it("refuses another event's part or guest, and no part at all", async () => {
    const { eventId, haldi } = await wedding();
    const other = await wedding();
    const guest = await added(eventId);
    const stranger = await added(other.eventId);
    const wrongPart = await invite(eventId, { guestIds: [guest.id], partIds: [other.haldi.id] });
    expect(wrongPart.status).toBe(400);
    const wrongGuest = await invite(eventId, { guestIds: [stranger.id], partIds: [haldi.id] });
    expect(wrongGuest.status).toBe(404);
    const empty = await invite(eventId, { guestIds: [guest.id], partIds: [] });
    expect(empty.status).toBe(400);
  });
});

describe("the guest list by part", () => {
  it("lists the guests invited to a part, with the status tabs and the search, and counts them", async () => {
    const { eventId, haldi, sangeet, reception } = await wedding();
    const asha = await added(eventId, { name: "Asha", partIds: [haldi.id] });
    const ravi = await added(eventId, { name: "Ravi", partIds: [haldi.id, sangeet.id], status: "confirmed" });
    await added(eventId, { name: "Meera", partIds: [reception.id] });
    const names = (page: GuestPage) => page.items.map((g) => g.name);
    const atHaldi = await listOf(eventId, `&partId=${haldi.id}`);
    expect(names(atHaldi)).toEqual(["Ravi", "Asha"]);
    expect(atHaldi.total).toBe(2);
    expect(atHaldi.counts.all).toBe(3);
    expect(names(await listOf(eventId, `&partId=${haldi.id}&status=confirmed`))).toEqual(["Ravi"]);
    expect(names(await listOf(eventId, `&partId=${haldi.id}&search=ash`))).toEqual(["Asha"]);
    expect(names(await listOf(eventId, `&partId=${reception.id}&search=ash`))).toEqual([]);
    // Each guest's answer per part, in the parts' order.
    const row = atHaldi.items.find((g) => g.id === ravi.id)!;
    expect(row.parts).toEqual([
      { partId: haldi.id, status: "confirmed", party: 1 },
      { partId: sangeet.id, status: "confirmed", party: 1 },
    ]);
    expect(atHaldi.items.find((g) => g.id === asha.id)!.parts).toEqual([
      { partId: haldi.id, status: "invited", party: 0 },
    ]);
    // Paged by number: the second page of one.
    const second = await t.request(`/api/events/${eventId}/guests?pageSize=5&page=2&partId=${haldi.id}`, {
      cookie: host.cookie,
    });
    expect(((await second.json()) as GuestPage).total).toBe(2);
    // Another event's part finds no one here, and tells nothing of how many it has.
    const other = await wedding();
    await added(other.eventId, { name: "Elsewhere", partIds: [other.haldi.id] });
    const foreign = await listOf(eventId, `&partId=${other.haldi.id}`);
    expect(foreign.items).toEqual([]);
    expect(foreign.total).toBe(0);
  });
});

describe("the guest list's reads of parts", () => {
  it("reads the event's parts once per page, and no guest's answers for an event without parts", async () => {
    // The real parts service, each call of the reads the list makes written down as it passes.
    const calls: string[] = [];
    const real = t.services.parts;
    const recorded =
      <A extends unknown[], R>(name: string, read: (...args: A) => R) =>
      (...args: A) => {
        calls.push(name);
        return read(...args);
      };
    const port: GuestPartsPort = {
      ...real,
      list: recorded("list", real.list),
      ofGuests: recorded("ofGuests", real.ofGuests),
      answersOf: recorded("answersOf", real.answersOf),
      answersColumn: recorded("answersColumn", real.answersColumn),
      answersIn: recorded("answersIn", real.answersIn),
    };
    const guests = createGuestsService({ db: t.db, events: t.services.events, parts: port });
    const page = { page: 1, pageSize: 10 };

    const plain = await hostEvent();
    await added(plain);
    expect((await guests.list(hostActor(), plain, page)).items).toHaveLength(1);
    expect(calls).toEqual(["list"]);

    calls.length = 0;
    const { eventId, haldi } = await wedding();
    await added(eventId);
    const list = await guests.list(hostActor(), eventId, page);
    expect(list.items[0].parts.map((p) => p.partId)[0]).toBe(haldi.id);
    // The answers come with the page's rows (a column of its statement), read once per guest.
    expect(calls).toEqual(["list", "answersColumn", "answersIn"]);
  });

  it("keeps an event's parts until they change: by the service, or by any statement (the database's notice)", async () => {
    const { eventId, haldi } = await wedding();
    const parts = t.services.parts;
    // On PostgreSQL the notices of the wedding's own writes arrive a moment late, and one that came
    // after the first read would drop the parts it kept.
    await noticesSettled(t.realtime);
    const first = await parts.rows(eventId);
    expect(await parts.rows(eventId)).toBe(first);
    // A change through the service is seen at once.
    await parts.update(hostActor(), eventId, haldi.id, { ...haldi, name: "Haldi ceremony" });
    expect((await parts.list(eventId)).map((p) => p.name)).toEqual([
      "Haldi ceremony",
      "Sangeet",
      "Reception",
    ]);
    // A statement outside the service (another server, psql): the trigger's notice drops the kept
    // parts (on PostgreSQL it arrives a moment after the commit).
    await t.db.execute(sql`update event_parts set name = 'Mehndi' where id = ${haldi.id}`);
    await vi.waitFor(async () => expect((await parts.list(eventId))[0].name).toBe("Mehndi"), {
      timeout: 5_000,
    });
    await t.db.execute(sql`delete from event_parts where id = ${haldi.id}`);
    await vi.waitFor(async () => expect(await parts.list(eventId)).toHaveLength(2), { timeout: 5_000 });
    // The page of the guest list reads the parts as they now are.
    expect((await listOf(eventId)).parts.map((p) => p.name)).toEqual(["Sangeet", "Reception"]);
  });
});
