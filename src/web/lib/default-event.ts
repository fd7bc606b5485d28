import type { Event } from "../../contract/events.ts";
import { localDateValue } from "./event-date-format.ts";

/** The event a host most likely means when none is named: the next upcoming one, else the latest. */
export function defaultEventId(events: Event[]): string | null {
  const today = localDateValue(new Date());
  const upcoming = events.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  return upcoming[0]?.id ?? events[0]?.id ?? null;
}
