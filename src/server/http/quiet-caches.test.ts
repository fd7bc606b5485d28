import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { createQuietCaches } from "./quiet-caches.ts";

// What the idle collection empties before it collects (idle-collect.ts, decision record 0025): every
// cache that only speeds up busy times, filled by real requests, then emptied, then filled again.

let t: TestApp;
let cookie: string;
let event: Event;
const onam = {
  title: "Onam Sadya",
  description: "Lunch on banana leaves.",
  date: "2031-09-05",
  time: "12:00",
  location: "Kochi",
  isPublic: true,
  timeZone: "Asia/Kolkata",
};

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  cookie = (await signUp(t)).cookie;
  event = await createEvent(t, cookie, onam);
});
afterAll(async () => {
  await t.close();
});

/** The reads a host and a visitor make, each of which leaves something in one of the caches. */
async function busyMinute() {
  const guests = await t.request(`/api/events/${event.id}/guests?pageSize=25`, { cookie });
  expect(guests.status).toBe(200);
  const mine = await t.request("/api/events/mine", { cookie });
  expect(mine.status).toBe(200);
  const page = await t.request(`/events/${event.id}`, { headers: { accept: "text/html" } });
  expect(page.status).toBe(200);
  expect(await page.text()).toContain("Onam Sadya");
  return { guests: await guests.text(), mine: await mine.text() };
}

describe("the caches a quiet server empties", () => {
  it("holds the sessions, event rows and parts, kept answers and guest pages of a busy spell, and empties them all", async () => {
    const before = await busyMinute();
    const held = t.caches.clear();
    expect(Object.keys(held).sort()).toEqual([
      "answers",
      "event parts",
      "event rows",
      "guest pages",
      "sessions",
    ]);
    for (const [name, entries] of Object.entries(held))
      expect({ name, entries }).toEqual({ name, entries: expect.any(Number) });
    expect(held.sessions).toBeGreaterThanOrEqual(1);
    expect(held["event rows"]).toBeGreaterThanOrEqual(1);
    // The guest list read the event's parts (none: it is in one part), and kept that.
    expect(held["event parts"]).toBeGreaterThanOrEqual(1);
    expect(held.answers).toBeGreaterThanOrEqual(2);
    expect(held["guest pages"]).toBeGreaterThanOrEqual(1);
    expect(t.sessions.size).toBe(0);
    expect(Object.values(t.caches.clear())).toEqual([0, 0, 0, 0, 0]);
    // The next requests rebuild what they need, with the same answers.
    expect(await busyMinute()).toEqual(before);
    expect(t.sessions.size).toBe(1);
    expect(t.caches.clear()).toMatchObject({
      sessions: 1,
      "event rows": 1,
      "event parts": 1,
      "guest pages": 1,
    });
  });

  it("still sees a change made after it was emptied", async () => {
    await busyMinute();
    t.caches.clear();
    const renamed = await t.request(`/api/events/${event.id}`, {
      cookie,
      method: "PUT",
      json: { ...onam, title: "Onam Sadya at noon" },
    });
    expect(renamed.status).toBe(200);
    const page = await t.request(`/events/${event.id}`, { headers: { accept: "text/html" } });
    expect(await page.text()).toContain("Onam Sadya at noon");
  });
});

describe("the registry on its own", () => {
  it("asks each cache added to clear itself and reports what each held", () => {
    const caches = createQuietCaches();
    /** A stand-in cache holding `entries` until cleared. */
    const holding = (entries: number) => ({
      clear() {
        const held = entries;
        entries = 0;
        return held;
      },
    });
    caches.add("a", holding(3));
    caches.add("b", holding(5));
    // Two apps on one runtime (tests) add a cache of the same name each: both are emptied.
    caches.add("b", holding(2));
    expect(caches.clear()).toEqual({ a: 3, b: 7 });
    expect(caches.clear()).toEqual({ a: 0, b: 0 });
  });
});
