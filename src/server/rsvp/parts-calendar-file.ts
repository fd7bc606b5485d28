import { createEvents, type EventAttributes } from "ics";
import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { PartRow } from "../parts/service.ts";
import type { CalendarEvent } from "./calendar-file.ts";

export type CalendarPart = Pick<
  PartRow,
  "id" | "name" | "date" | "startTime" | "endTime" | "venue" | "note" | "createdAt" | "updatedAt"
>;

/**
 * One .ics holding a VEVENT per part a guest comes to (issue 36): each part is its own entry in
 * their calendar, under its own UID, at its own time and place. Its revision (SEQUENCE) counts, as
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
