import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HostEvent } from "../../contract/events.ts";
import type { GuestPage } from "../../contract/guests.ts";
import { events, guests } from "../db/schema.ts";
import { eventually, noticesSettled } from "../test/eventually.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { createAnswerCache } from "./answer-cache.ts";

// Signed-in answers kept in memory (answer-cache.ts): each must be what a fresh read gives as soon
// as anything behind it changed, by this server, by another writer of the same database, or by a
// reply; and never reach another user.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RSVP_RATE_LIMIT: "100000" });
});
afterAll(() => t.close());

type Host = Awaited<ReturnType<typeof signUp>>;

async function newEvent(host: Host, title = "Haldi at home") {
  const res = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      title,
      description: "Turmeric and songs.",
      date: "2031-04-01",
      time: "10:00",
      location: "Pune",
      isPublic: false,
      timeZone: "Asia/Kolkata",
    },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

async function addGuest(host: Host, eventId: string, name: string) {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name, email: `${name.toLowerCase().replace(/\W/g, "-")}@example.com`, status: "invited" },
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; rsvpPath: string };
}

const listPage = async (host: Host, eventId: string) =>
  (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
const myEvents = async (host: Host) =>
  ((await (await t.request("/api/events/mine", { cookie: host.cookie })).json()) as { items: HostEvent[] })
    .items;

/** A write as another server (or psql) makes it, with the change notices held back: only the TTL would end a kept answer. */
async function renameWithoutNotice(guestId: string, name: string) {
  await t.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.update(guests).set({ name }).where(eq(guests.id, guestId));
  });
}

describe("kept signed-in answers", () => {
  it("are sent again from memory until something changes (shown by a change that announces nothing)", async () => {
    const host = await signUp(t);
    const eventId = await newEvent(host);
    const guest = await addGuest(host, eventId, "Meera Kulkarni");
    await noticesSettled(t.realtime);
    expect((await listPage(host, eventId)).items[0].name).toBe("Meera Kulkarni");
    await renameWithoutNotice(guest.id, "Meera Joshi");
    // The kept answer still names her as before: the read did not reach the database.
    expect((await listPage(host, eventId)).items[0].name).toBe("Meera Kulkarni");
    // Any write through this server ends every kept answer.
    await addGuest(host, eventId, "Arjun Rao");
    expect((await listPage(host, eventId)).items.map((g) => g.name).sort()).toEqual([
      "Arjun Rao",
      "Meera Joshi",
    ]);
  });

  it("end when the database announces a change made elsewhere: guests added, renamed and removed", async () => {
    const host = await signUp(t);
    const eventId = await newEvent(host);
    const guest = await addGuest(host, eventId, "Kavya Iyer");
    expect((await listPage(host, eventId)).total).toBe(1);
    expect((await myEvents(host))[0].replies).toEqual({ going: 0, maybe: 0, declined: 0 });

    // Another server's writes: straight to the database, not through this app.
    await t.db
      .update(guests)
      .set({ name: "Kavya Menon", status: "confirmed" })
      .where(eq(guests.id, guest.id));
    await eventually(async () => (await listPage(host, eventId)).items[0].name === "Kavya Menon");
    await eventually(async () => (await myEvents(host))[0].replies?.going === 1);
    await t.db.insert(guests).values({ eventId, name: "Ravi Shah", status: "maybe" });
    await eventually(async () => (await listPage(host, eventId)).total === 2);
    await eventually(async () => (await myEvents(host))[0].replies?.maybe === 1);
    await t.db.delete(guests).where(eq(guests.eventId, eventId));
    await eventually(async () => (await listPage(host, eventId)).total === 0);
  });

  it("end when the host's events change elsewhere: a new event, a new title", async () => {
    const host = await signUp(t);
    const eventId = await newEvent(host, "Mehendi");
    expect((await myEvents(host)).map((e) => e.title)).toEqual(["Mehendi"]);
    await t.db.update(events).set({ title: "Mehendi night" }).where(eq(events.id, eventId));
    await eventually(async () => (await myEvents(host))[0].title === "Mehendi night");
    await t.db.insert(events).values({
      title: "Sangeet",
      description: "Dance.",
      date: "2031-04-02",
      time: "19:00",
      location: "Pune",
      timeZone: "Asia/Kolkata",
      createdBy: host.id,
    });
    await eventually(async () => (await myEvents(host)).length === 2);
  });

  it("show a guest's reply at once, in the list and in the host's numbers", async () => {
    const host = await signUp(t);
    const eventId = await newEvent(host);
    const guest = await addGuest(host, eventId, "Farah Khan");
    expect((await listPage(host, eventId)).counts.confirmed).toBe(0);
    expect((await myEvents(host))[0].replies?.going).toBe(0);
    const reply = await t.request(`/api/rsvp/${guest.rsvpPath.split("/").pop()}`, {
      method: "PUT",
      json: { response: "attending", plusOnes: [] },
    });
    expect(reply.status).toBe(200);
    // No waiting: the reply was a write on this server.
    expect((await listPage(host, eventId)).counts.confirmed).toBe(1);
    expect((await myEvents(host))[0].replies?.going).toBe(1);
  });

  it("never reach another user asking the same address", async () => {
    const host = await signUp(t);
    const other = await signUp(t);
    const eventId = await newEvent(host);
    await addGuest(host, eventId, "Nikhil Das");
    expect((await listPage(host, eventId)).total).toBe(1);
    const theirs = await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: other.cookie });
    expect(theirs.status).toBe(403);
    const signedOut = await t.request(`/api/events/${eventId}/guests?pageSize=25`);
    expect(signedOut.status).toBe(401);
    expect(await myEvents(other)).toEqual([]);
  });
});

describe("the answer cache on its own", () => {
  function harness(ttlMs = 60_000, maxChars = 1_000_000) {
    let hear: (topic: string) => void = () => {};
    const cache = createAnswerCache({
      ttlMs,
      maxChars,
      realtime: {
        subscribeAll(listener) {
          hear = listener;
          return () => {};
        },
      },
    });
    let reads = 0;
    const read =
      (answer: unknown, dependsOn: string[] = []) =>
      async () => {
        reads++;
        return { answer, dependsOn };
      };
    return { cache, notice: (topic: string) => hear(topic), reads: () => reads, read };
  }

  it("keeps an answer until a notice names a topic it depends on", async () => {
    const h = harness();
    expect(await h.cache.json("a", ["user:1"], h.read({ n: 1 }, ["event:9"]))).toBe('{"n":1}');
    expect(await h.cache.json("a", ["user:1"], h.read({ n: 2 }))).toBe('{"n":1}');
    h.notice("event:8");
    expect(await h.cache.json("a", ["user:1"], h.read({ n: 2 }))).toBe('{"n":1}');
    h.notice("event:9");
    expect(await h.cache.json("a", ["user:1"], h.read({ n: 3 }))).toBe('{"n":3}');
    h.notice("user:1");
    expect(await h.cache.json("a", ["user:1"], h.read({ n: 4 }))).toBe('{"n":4}');
    expect(h.reads()).toBe(3);
  });

  it("keeps nothing read while a notice or a write came in", async () => {
    const h = harness();
    await h.cache.json("a", [], async () => {
      h.notice("anything");
      return { answer: 1 };
    });
    expect(h.cache.size()).toBe(0);
    await h.cache.json("b", [], async () => {
      h.cache.wrote();
      return { answer: 1 };
    });
    expect(h.cache.size()).toBe(0);
    await h.cache.json("c", [], h.read(1));
    expect(h.cache.size()).toBe(1);
    h.cache.wrote();
    expect(h.cache.size()).toBe(0);
  });

  it("lets the oldest go when the answers together would pass their size, keeps no large one, none past the TTL", async () => {
    const h = harness(60_000, 160);
    // Each answer is 8 characters of JSON; 160 hold 20 of them.
    for (let i = 0; i < 21; i++) await h.cache.json(`k${i}`, [], h.read("x".repeat(6)));
    expect(h.cache.size()).toBe(20);
    expect(await h.cache.json("k0", [], h.read("fresh"))).toBe('"fresh"');
    expect(await h.cache.json("k20", [], h.read("stale"))).toBe('"xxxxxx"');
    // An answer of more than a sixteenth of the room is sent, not kept.
    await h.cache.json("big", [], h.read("y".repeat(20)));
    expect(await h.cache.json("big", [], h.read("again"))).toBe('"again"');
    const expired = harness(0);
    await expired.cache.json("a", [], expired.read(1));
    expect(expired.cache.size()).toBe(0);
  });
});
