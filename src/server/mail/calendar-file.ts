import { createEvent } from "ics";
import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
/**
 * What a calendar file says of an event: an event row has these fields. Declared here, not picked
 * from the events feature's row, as mail serves every feature and imports none.
 */
export type CalendarEvent = {
  id: string;
  title: string;
  description: string;
  /** The wall-clock date and time in the event's own zone. */
  date: string;
  time: string;
  timeZone: string;
  location: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * The file's revision number (RFC 5545 SEQUENCE): whole seconds from the event's creation to its last
 * change. Every edit moves updated_at forward, so a file made after an edit carries a higher number
 * and calendar apps replace the entry they hold under the same UID instead of keeping the old one
 * (decision record 0024). Seconds from creation, not from 1970, stay far below the 32-bit integer
 * some clients read it into.
 */
export const calendarSequence = (event: Pick<CalendarEvent, "createdAt" | "updatedAt">) =>
  Math.max(0, Math.floor((event.updatedAt.getTime() - event.createdAt.getTime()) / 1000));

/**
 * An .ics file for one event, its start given in UTC so every calendar app places it right.
 * No ORGANIZER: RFC 5545 requires it to be an address, the host's address is private to guests,
 * and the host's name alone (what this file once carried) made ical.js (Thunderbird) refuse the
 * whole file.
 */
export function eventCalendarFile(event: CalendarEvent, url: string): string {
  const start = zonedTimeToUtc(event.date, event.time, event.timeZone);
  const { error, value } = createEvent({
    uid: `${event.id}@eventhub`,
    title: event.title,
    description: event.description ? `${event.description}\n\n${url}` : url,
    location: event.location,
    url,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: defaultEventHours },
    productId: "eventhub/ics",
    sequence: calendarSequence(event),
    lastModified: event.updatedAt.getTime(),
  });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return value;
}
