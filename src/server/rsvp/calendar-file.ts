import { createEvent } from "ics";
import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventRow } from "../events/event-row.ts";

export type CalendarEvent = Pick<
  EventRow,
  "id" | "title" | "description" | "date" | "time" | "timeZone" | "location"
>;

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
  });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return value;
}
