import { clockOf, formatEventDateShort, parseEventDate } from "../../contract/event-dates.ts";
import { zonedTimeToUtc, zoneFormatter } from "../../contract/zoned-time.ts";

// Every date and time the web app shows or puts into a date input, in one place.
//
// An event's date and time are the host's wall-clock values: they are formatted in UTC only so that
// no zone can move the day (the instant itself means nothing). Where the real moment of an event
// matters (which zone name applies, whether a viewer's clock differs) the contract's zone solver
// finds it. Timestamps (createdAt, respondedAt, a scheduled send) are real moments, shown in the
// viewer's own zone.

// ---- Time zones ----

// Intl still reports some renamed zones by their old ids (Chromium and Node say Asia/Calcutta); hosts
// should see the names they know. Both spellings name the same zone everywhere.
const renamedZones: Record<string, string> = {
  "America/Buenos_Aires": "America/Argentina/Buenos_Aires",
  "America/Godthab": "America/Nuuk",
  "Asia/Calcutta": "Asia/Kolkata",
  "Asia/Katmandu": "Asia/Kathmandu",
  "Asia/Rangoon": "Asia/Yangon",
  "Asia/Saigon": "Asia/Ho_Chi_Minh",
  "Atlantic/Faeroe": "Atlantic/Faroe",
  "Europe/Kiev": "Europe/Kyiv",
  "Pacific/Enderbury": "Pacific/Kanton",
};

/** The current name of a time zone id ('Asia/Calcutta' → 'Asia/Kolkata'). */
export function currentTimeZoneName(timeZone: string): string {
  return renamedZones[timeZone] ?? timeZone;
}

/** The zone this browser runs in, the default for new events. */
let unknownViewer = false;

/**
 * For the guest pages' server renderer, which does not know the reader's zone: dates are read as
 * by a viewer in UTC, so the event's own zone is always named and nobody misreads the time.
 */
export function readDatesForUnknownViewer(): void {
  unknownViewer = true;
}

export function browserTimeZone(): string {
  if (unknownViewer) return "UTC";
  return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** The zone's name at an instant in one of Intl's styles, or null for a zone Intl does not know. */
function zoneName(timeZone: string, instant: number, style: "short" | "shortOffset"): string | null {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style }).formatToParts(instant);
    return parts.find((p) => p.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** The real instant of the event's wall-clock start (noon when it has no time), or null. */
function eventInstant(date: string, time: string | null | undefined, timeZone: string): number | null {
  if (!parseEventDate(date)) return null;
  try {
    return zonedTimeToUtc(date, clockOf(time) ?? "12:00", timeZone).getTime();
  } catch {
    // An unknown zone: Intl refuses it.
    return null;
  }
}

/** What a clock in the zone reads at an instant, to the minute. */
function wallClock(timeZone: string, instant: number): string | null {
  try {
    return new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "numeric",
      day: "numeric",
      hour: "numeric",
      minute: "numeric",
    }).format(instant);
  } catch {
    return null;
  }
}

/** The zone's abbreviation on the event's own date ('EST' or 'EDT'), or its offset ('GMT+5:30'). */
export function timeZoneAbbreviation(timeZone: string, date: string, time?: string | null): string | null {
  const instant = eventInstant(date, time, timeZone);
  return instant === null ? null : zoneName(timeZone, instant, "short");
}

/** The zone's offset from UTC at a moment ('GMT+5:30', 'GMT-4'), or '' for an unknown zone. */
export function timeZoneOffsetLabel(timeZone: string, at: number = Date.now()): string {
  return zoneName(timeZone, at, "shortOffset") ?? "";
}

export type TimeZoneNote = {
  /** 'EST', or 'GMT+5:30' where the zone has no common abbreviation. */
  abbreviation: string;
  /** 'New York time (EST)': readable, for detail screens. */
  label: string;
};

/**
 * How to name the event's zone for a viewer elsewhere, or null when the viewer's clock reads the same
 * at the event (same zone, or another zone with the same offset on that day).
 */
export function timeZoneNote(
  timeZone: string,
  date: string,
  time?: string | null,
  viewerTimeZone: string = browserTimeZone(),
): TimeZoneNote | null {
  if (!timeZone || timeZone === viewerTimeZone) return null;
  const instant = eventInstant(date, time, timeZone);
  if (instant === null) return null;
  if (wallClock(timeZone, instant) === wallClock(viewerTimeZone, instant)) return null;
  const abbreviation = zoneName(timeZone, instant, "short") ?? timeZone;
  const city = (timeZone.split("/").pop() ?? timeZone).replaceAll("_", " ");
  return { abbreviation, label: `${city} time (${abbreviation})` };
}

/** The short date with the zone's abbreviation appended when the viewer is elsewhere (cards). */
export function formatEventWhenShort(
  date: string,
  time: string | null | undefined,
  timeZone: string,
  viewerTimeZone?: string,
): string {
  const text = formatEventDateShort(date, time);
  const note = timeZoneNote(timeZone, date, time, viewerTimeZone);
  return note ? `${text} ${note.abbreviation}` : text;
}

/** A part of an event on its day: 'Feb 14, 2034 · 11:00–13:00' (no end: '· 11:00'). */
export function formatPartWhen(date: string, startTime: string, endTime: string | null): string {
  const start = clockOf(startTime) ?? startTime;
  const end = clockOf(endTime);
  return `${formatEventDateShort(date)} · ${end ? `${start}–${end}` : start}`;
}

// ---- Real moments, in the viewer's zone ----

const timestampFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });
const longTimestampFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeStyle: "short" });
const momentDateFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
});
const thisYearFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});

/** A moment's text, or the stored text itself when it is not a moment. */
function formatMoment(iso: string, format: (moment: Date) => string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : format(moment);
}

/** A real moment such as a reply ('Jan 5, 2025, 6:30 PM'). */
export function formatTimestamp(iso: string): string {
  return formatMoment(iso, (m) => timestampFormat.format(m));
}

/** A real moment on a document such as a receipt ('January 5, 2025 at 6:30 PM'). */
export function formatTimestampLong(iso: string): string {
  return formatMoment(iso, (m) => longTimestampFormat.format(m));
}

/**
 * A real moment as the event's own clock reads it ('Jan 5, 2025, 6:30 PM'): guest pages are
 * rendered on the server, in no reader's zone. The moment's day when the zone is unknown.
 */
export function formatTimestampInZone(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short", timeZone }).format(
      new Date(iso),
    );
  } catch {
    return new Date(iso).toISOString().slice(0, 10);
  }
}

const activityThisYear = zoneFormatter("en-GB", {
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const activityOtherYear = zoneFormatter("en-GB", {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});
const yearIn = zoneFormatter("en-GB", { year: "numeric" });

/**
 * A moment of the event's activity on the event's own clock, whoever reads it ('27 Nov, 10:42';
 * '27 Nov 2025, 10:42' in another year than now there): co-hosts in other zones see the times the
 * event's day runs by.
 */
export function formatActivityTime(iso: string, timeZone: string, now: Date = new Date()): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  try {
    const sameYear = yearIn(timeZone).format(moment) === yearIn(timeZone).format(now);
    return (sameYear ? activityThisYear : activityOtherYear)(timeZone).format(moment);
  } catch {
    // An unknown zone: Intl refuses it; the moment in UTC still says when.
    return `${moment.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  }
}

/**
 * The last minute before an end that falls at midnight, on the event's clock ('Jun 16, 2031,
 * 11:59 PM'): "until Jun 17, 12:00 AM" reads as a day more than it is.
 */
export function formatUntilInZone(endIso: string, timeZone: string): string {
  return formatTimestampInZone(new Date(new Date(endIso).getTime() - 60_000).toISOString(), timeZone);
}

/** The day of a real moment such as createdAt ('Jan 5, 2025'), in the spec's US short form. */
export function formatMomentDate(iso: string): string {
  return formatMoment(iso, (m) => momentDateFormat.format(m));
}

/** A moment for a narrow column: 'Nov 22, 2:29 PM' this year, 'Nov 22, 2025' in another. */
export function formatMomentCompact(iso: string, now: Date = new Date()): string {
  return formatMoment(iso, (m) =>
    (m.getFullYear() === now.getFullYear() ? thisYearFormat : momentDateFormat).format(m),
  );
}

// ---- Calendar days and months (no zone may move them) ----

const dayMonthFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", timeZone: "UTC" });
const monthYearFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** '25 Nov' for a YYYY-MM-DD day (a chart's axis). */
export function formatDayMonth(day: string): string {
  return dayMonthFormat.format(new Date(`${day}T00:00:00Z`));
}

/** 'Mar 2026' for a YYYY-MM month. */
export function formatMonthYear(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return monthYearFormat.format(Date.UTC(y, m - 1, 1));
}

// ---- Values of date inputs, in the browser's zone ----

const pad = (n: number) => String(n).padStart(2, "0");

/** A date input's value for the browser's local day of a moment ('2025-01-05'), never through UTC. */
export function localDateValue(moment: Date): string {
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}

/** A datetime-local input's value for a moment, in the browser's zone ('2025-01-05T18:30'). */
export function localDateTimeValue(moment: Date): string {
  return `${localDateValue(moment)}T${pad(moment.getHours())}:${pad(moment.getMinutes())}`;
}

/** A datetime-local value as an ISO instant (the browser reads it in its own zone), or null. */
export function dateTimeValueToIso(value: string): string | null {
  const moment = new Date(value);
  return value && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null;
}

/** True when a datetime-local value names a moment after `now`. */
export function isFutureDateTimeValue(value: string, now = Date.now()): boolean {
  const iso = dateTimeValueToIso(value);
  return iso !== null && new Date(iso).getTime() > now;
}
