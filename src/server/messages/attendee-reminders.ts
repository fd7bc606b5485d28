import { and, eq, isNull, lte } from "drizzle-orm";
import { formatEventDateLong, formatPartWhen } from "../../contract/event-dates.ts";
import {
  type AttendeeReminder,
  type AttendeeReminderInput,
  type AttendeeReminderTiming,
  attendeeReminderTexts,
} from "../../contract/messages.ts";
import { partMessages } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { venueAddressLine, venueDirectionsUrl } from "../../contract/venues.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import { activity } from "../activity/service.ts";
import type { Db } from "../db/client.ts";
import { reminderMails } from "../db/reminder-mails.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";
import { eventCalendarFile } from "../mail/calendar-file.ts";
import type { MailAttachment, Mailer } from "../mail/mailer.ts";
import { partsCalendarFile } from "../mail/parts-calendar-file.ts";
import { attendeeReminderMail } from "../mail/templates/attendee-reminder.ts";
import type { MailPart } from "../mail/templates/reply-confirmation.ts";
import type { PartRow, PartsService } from "../parts/service.ts";
import type { VenuesService } from "../venues/service.ts";
import { attendeeReminderMails, attendeeReminders } from "./tables.ts";

/** The pg-boss queue of reminders to the guests who are coming. */
export const deliverAttendeeReminderQueue = "deliver-attendee-reminder";

/** The check-in feature's passes (its service's passForMail), declared here as the little we need. */
export type PassSource = { passForMail(guest: GuestRow): Promise<MailAttachment | null> };

export type AttendeeRemindersDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  venues: Pick<VenuesService, "forGuestPage">;
  passes: PassSource;
  /** The parts of an event and who is Going to each (decision 0033). */
  parts: Pick<PartsService, "list" | "partOfEvent" | "confirmedGuestIds" | "rows" | "ofGuests">;
  jobs: Jobs;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};

const hour = 60 * 60 * 1000;
/** How long before the event's start each timing goes. */
const leadOf: Record<AttendeeReminderTiming, number> = { "day-before": 24 * hour, "day-of": 3 * hour };

/** A part in the reminder: its name, 'Sat 13 Feb, 10:00–12:00' and its venue, or the event's place. */
const partLine = (p: PartRow, eventPlace: string): MailPart => ({
  name: p.name,
  when: formatPartWhen(p.date, p.startTime, p.endTime),
  place: p.venue ?? eventPlace,
});

type Row = typeof attendeeReminders.$inferSelect;
const toReminder = (r: Row): AttendeeReminder => ({
  id: r.id,
  timing: r.timing,
  includeMaybe: r.includeMaybe,
  partId: r.partId,
  sendAt: r.sendAt.toISOString(),
  status: r.status,
  sentCount: r.sentCount,
});

/**
 * Reminders to Going (and, if the host says so, Maybe) guests, the day before or on the day:
 * scheduled as a pg-boss job, each guest's mail recorded in the transaction that sends it, so a
 * reminder run twice (a restart, a second instance) never mails a guest twice.
 */
export function createAttendeeReminders(deps: AttendeeRemindersDeps) {
  const { db, events, guests, venues, passes, parts, jobs, mailer, log, publicUrl } = deps;

  async function owned(actor: CurrentUser | null, id: string, refusal: string) {
    if (!actor) throw new AppError("unauthenticated", "You must be logged in");
    const [row] = await db.select().from(attendeeReminders).where(eq(attendeeReminders.id, id));
    if (!row) throw new AppError("not_found", attendeeReminderTexts.notFound);
    await events.manageable(actor, row.eventId, refusal);
    return row;
  }

  async function list(eventId: string) {
    const rows = await db
      .select()
      .from(attendeeReminders)
      .where(eq(attendeeReminders.eventId, eventId))
      .orderBy(attendeeReminders.sendAt);
    const eventParts = (await parts.list(eventId)).map((p) => ({ partId: p.id, name: p.name }));
    return { items: rows.map(toReminder), parts: eventParts };
  }

  // Each guest's reminder mail recorded in the transaction that sends it (db/reminder-mails.ts).
  const tables = { reminders: attendeeReminders, mails: attendeeReminderMails };
  const reminderMailing = reminderMails(db, tables, log, "attendee reminder");

  async function deliver({ reminderId }: { reminderId: string }) {
    const reminder = await reminderMailing.scheduled(reminderId);
    if (!reminder) return; // cancelled, or sent already
    const event = await events.row(reminder.eventId);
    const venue = await venues.forGuestPage(event.id);
    const rows = await parts.rows(event.id);
    // A part's reminder goes to the guests Going to it (Maybe is an answer to the event, not a part).
    const partRow = reminder.partId ? rows.find((r) => r.id === reminder.partId) : undefined;
    const coming = partRow
      ? await guests.byIds(event.id, await parts.confirmedGuestIds(partRow.id))
      : [
          ...(await guests.audience(event.id, { status: "confirmed" })),
          ...(reminder.includeMaybe ? await guests.audience(event.id, { status: "maybe" }) : []),
        ];
    const place = {
      where: venue ? venueAddressLine(venue) : event.location,
      directionsUrl: venue ? venueDirectionsUrl(venue) : null,
    };
    // A part says its own time and place (its own venue, or the event's), with the part's own entry
    // for the calendar: the UID and times of the part's entry in the guest's reply file.
    const at = partRow
      ? {
          title: `${event.title}: ${partRow.name}`,
          when: formatEventDateLong(partRow.date, partRow.startTime),
          ...(partRow.venue ? { where: partRow.venue, directionsUrl: null } : place),
          calendar: (url: string) => partsCalendarFile(event, [partRow], url),
        }
      : {
          title: event.title,
          when: formatEventDateLong(event.date, event.time),
          ...place,
          calendar: (url: string) => eventCalendarFile({ ...event, location: place.where }, url),
        };
    // The event's own reminder at an event in parts names, to each guest, the parts they come to.
    const comingTo = !partRow && rows.length > 0 ? await partsComingTo(event.id, rows, coming) : null;
    for (const guest of coming) {
      if (!guest.email || guest.emailOptOut) continue;
      const linkUrl = `${publicUrl}/rsvp/${guest.token}`;
      const theirs = comingTo?.get(guest.id) ?? [];
      // Made before the mail's transaction: reading the pass inside it would wait on the
      // transaction's own connection (PGlite has one).
      const message = {
        ...attendeeReminderMail({
          to: guest.email ?? "",
          guestName: guest.name,
          hostName: event.hostName,
          eventTitle: at.title,
          day: reminder.timing === "day-before" ? "tomorrow" : "today",
          when: at.when,
          where: at.where,
          directionsUrl: at.directionsUrl,
          parts: theirs.map((p) => partLine(p, place.where)),
          linkUrl,
          unsubscribeUrl: `${publicUrl}/api/rsvp/${guest.token}/unsubscribe`,
          unsubscribePageUrl: `${publicUrl}/rsvp/${guest.token}?unsubscribe=1`,
          pass: guest.status === "confirmed" ? await passes.passForMail(guest) : null,
          calendarFile: theirs.length > 0 ? partsCalendarFile(event, theirs, linkUrl) : at.calendar(linkUrl),
        }),
        idempotencyKey: `attendee-reminder-${reminderId}-${guest.id}`,
      };
      if ((await reminderMailing.remindOne(reminderId, guest.id, () => mailer.send(message))) === "stopped")
        return;
    }
    await reminderMailing.finish(reminderId);
  }

  /**
   * Each guest's parts they are coming to (their answer is Yes), in the parts' order, read for all
   * of the reminder's guests at once. A guest coming to none (a Maybe) is absent and hears of the
   * event's own time and place.
   */
  async function partsComingTo(eventId: string, rows: PartRow[], guests: GuestRow[]) {
    const answers = await parts.ofGuests(
      eventId,
      guests.map((g) => g.id),
    );
    const byId = new Map(rows.map((r) => [r.id, r]));
    const theirs = new Map<string, PartRow[]>();
    for (const [guestId, list] of answers) {
      const coming = list.flatMap((a) => (a.status === "confirmed" ? (byId.get(a.partId) ?? []) : []));
      if (coming.length > 0) theirs.set(guestId, coming);
    }
    return theirs;
  }

  return {
    deliver,
    list,

    /** Schedules the reminder at its time before the event's start; refused once that has passed. */
    async schedule(eventId: string, actor: CurrentUser, input: AttendeeReminderInput) {
      const event = await events.row(eventId);
      const part = input.partId ? await parts.partOfEvent(eventId, input.partId) : null;
      if (input.partId && !part) throw new AppError("not_found", partMessages.notFound);
      // A part's reminder is timed by the part's start.
      const start = part ? { date: part.date, time: part.startTime } : event;
      const sendAt = new Date(
        zonedTimeToUtc(start.date, start.time, event.timeZone).getTime() - leadOf[input.timing],
      );
      if (sendAt.getTime() <= Date.now())
        throw new AppError("validation_failed", attendeeReminderTexts.passed, {
          timing: attendeeReminderTexts.passed,
        });
      const [clash] = await db
        .select({ id: attendeeReminders.id })
        .from(attendeeReminders)
        .where(
          and(
            eq(attendeeReminders.eventId, eventId),
            eq(attendeeReminders.timing, input.timing),
            eq(attendeeReminders.status, "scheduled"),
            part ? eq(attendeeReminders.partId, part.id) : isNull(attendeeReminders.partId),
          ),
        );
      if (clash) throw new AppError("conflict", attendeeReminderTexts.alreadyScheduled);
      // As before parts for the event's own reminder; a part's names the part.
      const detail = part
        ? `${input.timing === "day-before" ? "the day before" : "the day of"} ${part.name}`
        : input.timing === "day-before"
          ? "the day before"
          : "the day of the event";
      const row = await db.transaction(async (tx) => {
        const [saved] = await tx
          .insert(attendeeReminders)
          .values({
            eventId,
            createdBy: actor.id,
            timing: input.timing,
            includeMaybe: part ? false : input.includeMaybe,
            partId: part?.id ?? null,
            sendAt,
          })
          .returning();
        await activity.record(tx, { eventId, actor, action: "reminder_scheduled", detail });
        return saved;
      });
      const jobId = await jobs.send(deliverAttendeeReminderQueue, { reminderId: row.id }, sendAt);
      await db.update(attendeeReminders).set({ jobId }).where(eq(attendeeReminders.id, row.id));
      return list(eventId);
    },

    async cancel(actor: CurrentUser | null, id: string, refusal: string) {
      const row = await owned(actor, id, refusal);
      const [cancelled] = await db
        .update(attendeeReminders)
        .set({ status: "cancelled" })
        .where(and(eq(attendeeReminders.id, id), eq(attendeeReminders.status, "scheduled")))
        .returning();
      if (cancelled?.jobId) await jobs.cancel(deliverAttendeeReminderQueue, cancelled.jobId);
      return list(row.eventId);
    },

    /** The worker, and a fresh job for every reminder already due (its job may have died with a server). */
    async registerWorkers(queue: Jobs) {
      await queue.work(deliverAttendeeReminderQueue, deliver);
      const due = await db
        .select({ id: attendeeReminders.id })
        .from(attendeeReminders)
        .where(and(eq(attendeeReminders.status, "scheduled"), lte(attendeeReminders.sendAt, new Date())));
      for (const { id } of due) await queue.send(deliverAttendeeReminderQueue, { reminderId: id });
    },
  };
}
