import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { events } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hour = 60 * 60 * 1000;

async function newEvent(cookie: string, title: string, date = "2035-06-01", time = "18:00"): Promise<Event> {
  const res = await t.request("/api/events", {
    cookie,
    json: {
      title,
      description: "A party with enough words.",
      date,
      time,
      location: "Pune",
      isPublic: false,
      timeZone: "Asia/Kolkata",
    },
  });
  expect(res.status).toBe(201);
  return res.json();
}

/** The event's start, and its row made a week old (as if created well ahead). */
async function startOf(event: Event) {
  await t.db
    .update(events)
    .set({ createdAt: new Date(Date.now() - 7 * 24 * hour) })
    .where(eq(events.id, event.id));
  return zonedTimeToUtc(event.date, event.time, event.timeZone).getTime();
}

const remindersOf = async (title: string) =>
  (await t.outbox()).filter((m) => m.subject === `Tomorrow: ${title}`);

describe("the host's day-before reminder", () => {
  it("goes once, less than a day before the start, with the replies so far", async () => {
    const host = await signUp(t, "reminded-host@example.com", "Reminded Host");
    const event = await newEvent(host.cookie, "Garden lunch");
    for (const [name, status] of [
      ["Asha", "confirmed"],
      ["Bilal", "declined"],
      ["Chitra", "invited"],
    ] as const) {
      const added = await t.request(`/api/events/${event.id}/guests`, {
        cookie: host.cookie,
        json: { name, email: `${name.toLowerCase()}@example.com`, phone: "", category: "friend", status },
      });
      expect(added.status).toBe(201);
    }
    const start = await startOf(event);

    await t.hostReminders.sweep(new Date(start - 25 * hour));
    expect(await remindersOf("Garden lunch")).toHaveLength(0);

    await t.hostReminders.sweep(new Date(start - 23 * hour));
    await t.hostReminders.sweep(new Date(start - 22 * hour));
    const [mail, ...more] = await remindersOf("Garden lunch");
    expect(more).toHaveLength(0);
    expect(mail.to).toBe("reminded-host@example.com");
    expect(mail.text).toContain("Friday, June 1, 2035 at 18:00, Pune");
    expect(mail.text).toContain("Replies so far: 1 attending, 0 maybe, 1 declined, 1 not replied yet.");
    expect(mail.text).toContain(`/dashboard/guests?eventId=${event.id}`);
  });

  it("goes again for a new date, and not at all once the host turns event reminders off", async () => {
    const host = await signUp(t, "moving-host@example.com", "Moving Host");
    const event = await newEvent(host.cookie, "Moved dinner");
    await t.hostReminders.sweep(new Date((await startOf(event)) - 2 * hour));
    expect(await remindersOf("Moved dinner")).toHaveLength(1);

    const moved = await t.request(`/api/events/${event.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: { ...event, date: "2035-06-08" },
    });
    expect(moved.status).toBe(200);
    const newStart = await startOf(await moved.json());
    await t.hostReminders.sweep(new Date(newStart - 2 * hour));
    expect(await remindersOf("Moved dinner")).toHaveLength(2);

    const later = await newEvent(host.cookie, "Quiet dinner", "2035-07-01");
    await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: host.cookie,
      json: { eventReminders: false },
    });
    await t.hostReminders.sweep(new Date((await startOf(later)) - 2 * hour));
    expect(await remindersOf("Quiet dinner")).toHaveLength(0);
  });

  it("skips an event created less than a day before it starts", async () => {
    const host = await signUp(t, "late-host@example.com", "Late Host");
    const event = await newEvent(host.cookie, "Last-minute drinks");
    const start = zonedTimeToUtc(event.date, event.time, event.timeZone).getTime();
    await t.db
      .update(events)
      .set({ createdAt: new Date(start - 3 * hour) })
      .where(eq(events.id, event.id));
    await t.hostReminders.sweep(new Date(start - 2 * hour));
    expect(await remindersOf("Last-minute drinks")).toHaveLength(0);
  });
});
