import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { AttendeeReminder, MessageDetail, MessageList } from "../../contract/messages.ts";
import { attendeeReminders, guests as guestsTable } from "../db/schema.ts";
import { eventually } from "../test/eventually.ts";
import { host, hostActor, startHostApp, t } from "../test/host-app-setup.ts";
import { eventWithGuests, mailable } from "../test/invitation-fixtures.ts";
import { calendarEntries } from "../test/parse-calendar-file.ts";
import { addPart, answerParts } from "../test/part-answers.ts";

// Messages and reminders to the guests Going to one part of an event in parts (issue 36).

startHostApp({}, { workers: true });

/** Mehendi Night (2031-02-14, Udaipur) in two parts; Anu goes to the haldi, Bala to the sangeet, Chitra to both. */
async function weddingInParts() {
  const { eventId, guests } = await eventWithGuests(t, host, mailable("Anu", "Bala", "Chitra", "Dinesh"));
  const haldi = await addPart(t, hostActor(), eventId, "Haldi", {
    date: "2031-02-13",
    startTime: "09:00",
    venue: "Lake Garden, Udaipur",
  });
  const sangeet = await addPart(t, hostActor(), eventId, "Sangeet", {
    date: "2031-02-14",
    startTime: "19:00",
  });
  const [anu, bala, chitra] = guests;
  const answer = (guestId: string, yes: string[]) =>
    answerParts(
      t,
      { id: guestId, eventId, plusOnes: [] },
      [haldi, sangeet].map((p) => ({ partId: p.id, attending: yes.includes(p.id), party: 1 })),
    );
  await answer(anu.id, [haldi.id]);
  await answer(bala.id, [sangeet.id]);
  await answer(chitra.id, [haldi.id, sangeet.id]);
  // Dinesh has not answered.
  return { eventId, haldi, sangeet };
}

/** Makes a reminder due now, as if its time had come, and runs its job. */
async function sendNow(reminderId: string) {
  await t.db
    .update(attendeeReminders)
    .set({ sendAt: new Date(Date.now() - 1000) })
    .where(eq(attendeeReminders.id, reminderId));
  await t.services.messages.deliverAttendeeReminder({ reminderId });
}

describe("a message to Going for one part", () => {
  it("reaches only the guests coming to that part, and says so on the sent message", async () => {
    const { eventId, haldi } = await weddingInParts();
    const list = (await (
      await t.request(`/api/events/${eventId}/messages`, { cookie: host.cookie })
    ).json()) as MessageList;
    expect(list.parts.map((p) => p.name)).toEqual(["Haldi", "Sangeet"]);

    const noPart = await t.request(`/api/events/${eventId}/messages`, {
      cookie: host.cookie,
      json: { subject: "Yellow, please", body: "Wear yellow.", audience: "part" },
    });
    expect(noPart.status).toBe(400);

    const res = await t.request(`/api/events/${eventId}/messages`, {
      cookie: host.cookie,
      json: {
        subject: "Yellow, please",
        body: "Wear yellow to the haldi.",
        audience: "part",
        partId: haldi.id,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const message = (await res.json()) as MessageDetail;
    expect(message.partName).toBe("Haldi");
    expect(message.recipients.map((r) => r.name).sort()).toEqual(["Anu", "Chitra"]);
    await eventually(async () => {
      const mails = (await t.outbox()).filter((m) => m.subject.includes("Yellow, please"));
      return mails.length === 2;
    }, 10_000);
    const to = (await t.outbox()).filter((m) => m.subject.includes("Yellow, please")).map((m) => m.to);
    expect(to.sort()).toEqual(["anu@example.com", "chitra@example.com"]);
  });

  it("a part of another event is refused", async () => {
    const { eventId } = await weddingInParts();
    const other = await weddingInParts();
    const res = await t.request(`/api/events/${eventId}/messages`, {
      cookie: host.cookie,
      json: { subject: "Hello", body: "Hello.", audience: "part", partId: other.haldi.id },
    });
    expect(res.status).toBe(400);
  });
});

describe("a reminder of one part", () => {
  it("is timed by the part's start and tells its Going guests the part's time and place", async () => {
    const { eventId, haldi } = await weddingInParts();
    const res = await t.request(`/api/events/${eventId}/attendee-reminders`, {
      cookie: host.cookie,
      json: { timing: "day-before", partId: haldi.id },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const body = (await res.json()) as { items: AttendeeReminder[]; parts: { name: string }[] };
    expect(body.parts.map((p) => p.name)).toEqual(["Haldi", "Sangeet"]);
    const [reminder] = body.items;
    // The haldi starts 2031-02-13 09:00 in Kolkata (03:30 UTC): 24 hours before.
    expect(reminder).toMatchObject({ partId: haldi.id, sendAt: "2031-02-12T03:30:00.000Z" });
    // The event's own reminder at the same timing is another one, not a clash.
    const own = await t.request(`/api/events/${eventId}/attendee-reminders`, {
      cookie: host.cookie,
      json: { timing: "day-before" },
    });
    expect(own.status).toBe(201);

    await sendNow(reminder.id);
    const mails = (await t.outbox()).filter(
      (m) => m.subject === "Reminder: Mehendi Night: Haldi is tomorrow",
    );
    expect(mails.map((m) => m.to).sort()).toEqual([
      '"Anu" <anu@example.com>',
      '"Chitra" <chitra@example.com>',
    ]);
    expect(mails[0].text).toContain("Lake Garden, Udaipur");
    expect(mails[0].text).toContain("February 13, 2031 at 09:00");
    // Its calendar entry is the part's own, the one the guest's reply file holds (UID, place).
    expect(calendarEntries(mails[0].raw).map((e) => [e.uid, e.location])).toEqual([
      [`${haldi.id}@eventhub`, "Lake Garden, Udaipur"],
    ]);
  });
});

describe("the event's own reminder at an event in parts", () => {
  it("names to each Going guest the parts they come to, with their times, places and calendar entries", async () => {
    const { eventId, haldi, sangeet } = await weddingInParts();
    // Their overall answer, as their reply would have left it (the helper answers the parts only).
    await t.db
      .update(guestsTable)
      .set({ status: "confirmed" })
      .where(and(eq(guestsTable.eventId, eventId), inArray(guestsTable.name, ["Anu", "Bala", "Chitra"])));
    const res = await t.request(`/api/events/${eventId}/attendee-reminders`, {
      cookie: host.cookie,
      json: { timing: "day-of" },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const [reminder] = ((await res.json()) as { items: AttendeeReminder[] }).items;
    await sendNow(reminder.id);
    const mails = (await t.outbox()).filter((m) => m.subject === "Reminder: Mehendi Night is today");
    const to = (name: string) => mails.find((m) => m.to.includes(`<${name.toLowerCase()}@example.com>`))!;
    // Dinesh has not answered: not Going, no reminder.
    expect(mails.map((m) => m.to).sort()).toEqual([
      '"Anu" <anu@example.com>',
      '"Bala" <bala@example.com>',
      '"Chitra" <chitra@example.com>',
    ]);
    expect(to("Anu").text).toContain(
      "You are coming to:\n- Haldi · Thu 13 Feb, 09:00 · Lake Garden, Udaipur",
    );
    expect(to("Anu").text).not.toContain("Sangeet ·");
    expect(to("Bala").text).toContain("You are coming to:\n- Sangeet · Fri 14 Feb, 19:00 · Udaipur");
    expect(to("Chitra").text).toContain(
      "- Haldi · Thu 13 Feb, 09:00 · Lake Garden, Udaipur\n- Sangeet · Fri 14 Feb, 19:00 · Udaipur",
    );
    expect(to("Chitra").html).toContain("<li");
    expect(calendarEntries(to("Anu").raw).map((e) => e.uid)).toEqual([`${haldi.id}@eventhub`]);
    expect(calendarEntries(to("Chitra").raw).map((e) => e.uid)).toEqual([
      `${haldi.id}@eventhub`,
      `${sangeet.id}@eventhub`,
    ]);
  });
});
