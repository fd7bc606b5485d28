import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestStatus } from "../../contract/guests.ts";
import type { AttendeeReminder } from "../../contract/messages.ts";
import { attendeeReminders, guests as guestsTable } from "../db/schema.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { eventWithGuests, mailable } from "../test/invitation-fixtures.ts";

startHostApp();

async function setStatus(guestId: string, status: GuestStatus) {
  await t.db.update(guestsTable).set({ status }).where(eq(guestsTable.id, guestId));
}

async function schedule(eventId: string, json: object) {
  return t.request(`/api/events/${eventId}/attendee-reminders`, { cookie: host.cookie, json });
}

/** Makes the reminder due now, as if its time had come. */
const due = (id: string) =>
  t.db
    .update(attendeeReminders)
    .set({ sendAt: new Date(Date.now() - 1000) })
    .where(eq(attendeeReminders.id, id));

const remindersOf = async (eventId: string) =>
  (
    (await (
      await t.request(`/api/events/${eventId}/attendee-reminders`, { cookie: host.cookie })
    ).json()) as {
      items: AttendeeReminder[];
    }
  ).items;

describe("reminders to the guests who are coming", () => {
  it("go the day before to Going guests only, once each however often the job runs", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Anu", "Bala", "Chitra", "Dinesh"));
    const [anu, bala, chitra, dinesh] = guests;
    await setStatus(anu.id, "confirmed");
    await setStatus(bala.id, "maybe");
    await setStatus(chitra.id, "confirmed");
    await setStatus(dinesh.id, "declined");
    const chitraToken = chitra.rsvpPath.split("/").pop();
    await t.request(`/api/rsvp/${chitraToken}/unsubscribe`, { method: "POST" });

    const res = await schedule(eventId, { timing: "day-before" });
    expect(res.status).toBe(201);
    const [reminder] = ((await res.json()) as { items: AttendeeReminder[] }).items;
    // The event starts 2031-02-14 19:00 in Kolkata (13:30 UTC): 24 hours before.
    expect(reminder).toMatchObject({
      sendAt: "2031-02-13T13:30:00.000Z",
      status: "scheduled",
      includeMaybe: false,
    });
    expect((await schedule(eventId, { timing: "day-before" })).status).toBe(409);

    await due(reminder.id);
    // Two senders at once (a restarted server beside the old one's job), then a late third run.
    await Promise.all([
      t.services.messages.deliverAttendeeReminder({ reminderId: reminder.id }),
      t.services.messages.deliverAttendeeReminder({ reminderId: reminder.id }),
    ]);
    await t.services.messages.deliverAttendeeReminder({ reminderId: reminder.id });

    const mails = (await t.outbox()).filter((m) => m.subject === "Reminder: Mehendi Night is tomorrow");
    expect(mails.map((m) => m.to)).toEqual(['"Anu" <anu@example.com>']);
    expect(mails[0].text).toContain("Udaipur");
    expect(mails[0].text).toContain(`${t.config.publicUrl}${anu.rsvpPath}`);
    expect(mails[0].raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect((await remindersOf(eventId))[0]).toMatchObject({ status: "sent", sentCount: 1 });
  });

  it("on the day, Maybe guests too when the host asks; a cancelled one sends nothing", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, mailable("Esha", "Firoz"));
    await setStatus(guests[0].id, "confirmed");
    await setStatus(guests[1].id, "maybe");
    const res = await schedule(eventId, { timing: "day-of", includeMaybe: true });
    const [reminder] = ((await res.json()) as { items: AttendeeReminder[] }).items;
    expect(reminder.sendAt).toBe("2031-02-14T10:30:00.000Z");
    await due(reminder.id);
    await t.services.messages.deliverAttendeeReminder({ reminderId: reminder.id });
    const today = (await t.outbox()).filter((m) => m.subject === "Reminder: Mehendi Night is today");
    expect(today.map((m) => m.to).sort()).toEqual([
      '"Esha" <esha@example.com>',
      '"Firoz" <firoz@example.com>',
    ]);

    const other = await schedule(eventId, { timing: "day-before" });
    const later = ((await other.json()) as { items: AttendeeReminder[] }).items.find(
      (r) => r.timing === "day-before",
    )!;
    const cancelled = await t.request(`/api/attendee-reminders/${later.id}`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(cancelled.status).toBe(200);
    await due(later.id);
    await t.services.messages.deliverAttendeeReminder({ reminderId: later.id });
    expect(
      (await t.outbox()).filter(
        (m) => m.subject === "Reminder: Mehendi Night is tomorrow" && m.to.includes("esha@example.com"),
      ),
    ).toHaveLength(0);
    expect((await remindersOf(eventId)).find((r) => r.id === later.id)?.status).toBe("cancelled");
  });
});
