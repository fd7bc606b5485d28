// An event's date and time are the host's wall-clock values (a YYYY-MM-DD date, an HH:mm time and
// the event's IANA zone). They are formatted in UTC only so that no zone, the server's or the
// viewer's, can move the day: the instant itself means nothing. Shared by the web app, link
// previews and e-mails. The real instant, where it matters, comes from zoned-time.ts.

export type DateParts = { year: number; month: number; day: number };

/** The parts of a YYYY-MM-DD string, or null when it is not a real calendar date. */
export function parseEventDate(date: string): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    return null;
  }
  return { year, month, day };
}

/** 'HH:mm' from a stored time ('18:30' or '18:30:00'), or null when there is none. */
export function clockOf(time: string | null | undefined): string | null {
  return time && /^\d{2}:\d{2}/.test(time) ? time.slice(0, 5) : null;
}

const shortDate = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});
const longDate = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

function formatWith(formatter: Intl.DateTimeFormat, date: string, time?: string | null): string {
  const parts = parseEventDate(date);
  // A malformed date is shown as stored rather than hidden: the host can still recognise it.
  const day = parts ? formatter.format(Date.UTC(parts.year, parts.month - 1, parts.day)) : date;
  const clock = clockOf(time);
  return clock ? `${day} at ${clock}` : day;
}

/** 'Jan 5, 2025', plus ' at 18:30' when there is a time (cards and lists). */
export function formatEventDateShort(date: string, time?: string | null): string {
  return formatWith(shortDate, date, time);
}

/** 'Sunday, January 5, 2025', plus ' at 18:30' when there is a time (detail screens). */
export function formatEventDateLong(date: string, time?: string | null): string {
  return formatWith(longDate, date, time);
}

/** Today's date (YYYY-MM-DD) on the wall clocks of a zone: what a deadline in that zone is compared with. */
export function todayInZone(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

const partDay = new Intl.DateTimeFormat("en-GB", {
  weekday: "short",
  day: "numeric",
  month: "short",
  timeZone: "UTC",
});

/**
 * When one part of an event happens, on its wall clock: 'Sat 13 Feb, 10:00–12:00', or
 * 'Sat 13 Feb, 10:00' with no end (a guest's reply page, their mails; issue 36).
 */
export function formatPartWhen(date: string, startTime: string, endTime?: string | null): string {
  const parts = parseEventDate(date);
  const day = parts
    ? partDay.format(Date.UTC(parts.year, parts.month - 1, parts.day)).replace(",", "")
    : date;
  const start = clockOf(startTime) ?? startTime;
  const end = clockOf(endTime);
  return end ? `${day}, ${start}–${end}` : `${day}, ${start}`;
}
