import { createEvent } from "ics";
import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventRow } from "../events/event-row.ts";

/** An .ics file for one event, its start given in UTC so every calendar app places it right. */
export function eventCalendarFile(event: EventRow, url: string): string {
  const start = zonedTimeToUtc(event.date, event.time, event.timeZone);
  const { error, value } = createEvent({
    uid: `${event.id}@eventhub`,
    title: event.title,
    description: `${event.description}\n\n${url}`,
    location: event.location,
    url,
    start: start.getTime(),
    startInputType: "utc",
    startOutputType: "utc",
    duration: { hours: defaultEventHours },
    organizer: { name: event.hostName },
    productId: "eventhub/ics",
  });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return value;
}
