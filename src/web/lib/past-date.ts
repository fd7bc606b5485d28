import { parseEventDate } from "../../contract/event-dates.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";

/** Shown under a date field whose date has already gone by (issue 20: a date in 2020 went through unseen). */
export const pastDateWarning = "This date is in the past.";

/**
 * True when a wall-clock date (and time, when there is one) in an IANA zone has already gone by.
 * Without a time the whole day counts, so an event later today is never called past.
 */
export function isPastWallClock(date: string, time: string, timeZone: string, now = Date.now()): boolean {
  if (!parseEventDate(date)) return false;
  const clock = /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : "23:59";
  try {
    return zonedTimeToUtc(date, clock, timeZone).getTime() < now;
  } catch {
    // A zone Intl does not know: the zone field says so; no guess here.
    return false;
  }
}
