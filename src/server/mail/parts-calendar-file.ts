import { createEvents, type EventAttributes } from "ics";
import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { CalendarEvent } from "./calendar-file.ts";

/** What a calendar file says of one part of an event (a part's row has these fields). */
export type CalendarPart = {
  id: string;
  name: string;
  /** Its wall-clock date, start and optional end, in its event's zone. */
  date: string;
  startTime: string;
  endTime: string | null;
  /** Its own venue, or null for the event's location. */
  venue: string | null;
  /** Dress code or a note to the guests. */
  note: string;
  createdAt: Date;
  updatedAt: Date;
};

/**
 * One .ics holding a VEVENT per part (issue 36): the parts a guest comes to (their reply's file),
 * or those they are invited to (their invitation's). Each part is its own entry in their calendar,
 * under its own UID, at its own time and place. Its revision (SEQUENCE) counts, as
 * the event's does (decision 0024), the seconds from the part's creation to the last change of the
 * part or of its event, so an edit of either replaces the entry a calendar holds.
 */
export function partsCalendarFile(event: CalendarEvent, parts: CalendarPart[], url: string): string {
  const entries = parts.map((part): EventAttributes => {
    const modified = Math.max(part.updatedAt.getTime(), event.updatedAt.getTime());
    const start = zonedTimeToUtc(part.date, part.startTime, event.timeZone).getTime();
    const when = part.endTime
      ? {
          end: zonedTimeToUtc(part.date, part.endTime, event.timeZone).getTime(),
          endInputType: "utc" as const,
        }
      : { duration: { hours: defaultEventHours } };
    const about = [part.note, event.description, url].filter(Boolean).join("\n\n");
    return {
      uid: `${part.id}@eventhub`,
      title: `${part.name} · ${event.title}`,
      description: about,
      location: part.venue ?? event.location ?? undefined,
      url,
      start,
      startInputType: "utc",
      startOutputType: "utc",
      ...when,
      ...(part.endTime ? { endOutputType: "utc" as const } : {}),
      sequence: Math.max(0, Math.floor((modified - part.createdAt.getTime()) / 1000)),
      lastModified: modified,
    };
  });
  const { error, value } = createEvents(entries, { productId: "eventhub/ics" });
  if (error || !value) throw error ?? new Error("could not build the calendar file");
  return value;
}
