import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AttendeeReminder } from "../../contract/messages.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { createJobs, type Jobs } from "../jobs/jobs.ts";
import { createLogger } from "../logger.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { eventWithGuests } from "../test/invitation-fixtures.ts";
import { deliverAttendeeReminderQueue } from "./attendee-reminders.ts";
import { deliverMessageQueue } from "./delivery.ts";
import { attendeeReminders } from "./tables.ts";

// A reminder to the guests who are coming is scheduled like every send: it must go out once when
// its time came while the server was down, and not again when the server starts another time.

startHostApp({}, { workers: true });

/** A server starting on the same database: its own job workers, which first pick up what is due. */
async function startInstance(): Promise<Jobs> {
  const jobs = await createJobs(t.database, createLogger("silent"), {
    databaseUrl: t.database.pool?.options.connectionString,
    queues: [deliverMessageQueue, deliverAttendeeReminderQueue],
    pollSeconds: 0.5,
  });
  await t.services.messages.registerWorkers(jobs);
  return jobs;
}

async function reminderOf(eventId: string): Promise<AttendeeReminder> {
  const res = await t.request(`/api/events/${eventId}/attendee-reminders`, { cookie: host.cookie });
  return ((await res.json()) as { items: AttendeeReminder[] }).items[0];
}

async function sentOnce(eventId: string, timeoutMs = 15_000): Promise<AttendeeReminder> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reminder = await reminderOf(eventId);
    if (reminder.status === "sent") return reminder;
    if (Date.now() > deadline) throw new Error(`the reminder is still ${reminder.status}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

const remindersTo = async (email: string) =>
  (await t.outbox()).filter((m) => m.to.includes(email) && m.subject.startsWith("Reminder: "));

describe("a reminder to Going guests across restarts", () => {
  it("falls due while the server is down, goes out once when it starts, and not again at the next start", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Gita", "gita@example.com", null]]);
    await t.db.update(guestsTable).set({ status: "confirmed" }).where(eq(guestsTable.id, guests[0].id));
    const res = await t.request(`/api/events/${eventId}/attendee-reminders`, {
      cookie: host.cookie,
      json: { timing: "day-before" },
    });
    expect(res.status).toBe(201);

    await t.jobs.stop(); // the server goes down; meanwhile the reminder's time comes
    await t.db
      .update(attendeeReminders)
      .set({ sendAt: new Date(Date.now() - 1000) })
      .where(eq(attendeeReminders.eventId, eventId));
    expect((await reminderOf(eventId)).status).toBe("scheduled");

    const first = await startInstance();
    try {
      expect(await sentOnce(eventId)).toMatchObject({ sentCount: 1 });
    } finally {
      await first.stop();
    }
    const second = await startInstance();
    try {
      await new Promise((r) => setTimeout(r, 2000)); // a few polls of the second server's workers
    } finally {
      await second.stop();
    }
    expect(await remindersTo("gita@example.com")).toHaveLength(1);
  });
});
