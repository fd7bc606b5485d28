// An event's date and time are the host's wall-clock values. They are turned into a UTC instant and
// formatted in UTC only so that no zone can move the day; the instant itself means nothing.

type DateParts = { year: number; month: number; day: number };

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

function parseTime(time: string | null | undefined): { hour: number; minute: number } | null {
  const match = time ? /^(\d{2}):(\d{2})/.exec(time) : null;
  return match ? { hour: Number(match[1]), minute: Number(match[2]) } : null;
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
  const clock = parseTime(time);
  return clock ? `${day} at ${time?.slice(0, 5)}` : day;
}

/** 'Jan 5, 2025', plus ' at 18:30' when there is a time (cards and lists). */
export function formatEventDateShort(date: string, time?: string | null): string {
  return formatWith(shortDate, date, time);
}

/** 'Sunday, January 5, 2025', plus ' at 18:30' when there is a time (detail screens). */
export function formatEventDateLong(date: string, time?: string | null): string {
  return formatWith(longDate, date, time);
}

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
export function browserTimeZone(): string {
  return currentTimeZoneName(Intl.DateTimeFormat().resolvedOptions().timeZone);
}

function zoneName(timeZone: string, instant: number, style: "short" | "longOffset"): string | null {
  try {
    const parts = new Intl.DateTimeFormat("en-US", { timeZone, timeZoneName: style }).formatToParts(instant);
    return parts.find((p) => p.type === "timeZoneName")?.value ?? null;
  } catch {
    return null;
  }
}

/** Minutes east of UTC, read from 'GMT+05:30' (plain 'GMT' is zero). */
function offsetMinutes(timeZone: string, instant: number): number | null {
  const name = zoneName(timeZone, instant, "longOffset");
  if (name === null) return null;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === "-" ? -minutes : minutes;
}

/**
 * The real instant of a wall-clock date and time in a zone. One correction step is enough except in
 * the hour a clock change skips or repeats, where either answer is fine for choosing a zone name.
 */
function eventInstant(date: string, time: string | null | undefined, timeZone: string): number | null {
  const parts = parseEventDate(date);
  if (!parts) return null;
  const clock = parseTime(time) ?? { hour: 12, minute: 0 };
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, clock.hour, clock.minute);
  const offset = offsetMinutes(timeZone, wall);
  if (offset === null) return null;
  const first = wall - offset * 60_000;
  const corrected = offsetMinutes(timeZone, first);
  return corrected === null ? first : wall - corrected * 60_000;
}

/** The zone's abbreviation on the event's own date ('EST' or 'EDT'), or its offset ('GMT+5:30'). */
export function timeZoneAbbreviation(timeZone: string, date: string, time?: string | null): string | null {
  const instant = eventInstant(date, time, timeZone);
  return instant === null ? null : zoneName(timeZone, instant, "short");
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
  const eventOffset = offsetMinutes(timeZone, instant);
  if (eventOffset === offsetMinutes(viewerTimeZone, instant)) return null;
  const abbreviation = zoneName(timeZone, instant, "short") ?? timeZone;
  const city = (timeZone.split("/").pop() ?? timeZone).replaceAll("_", " ");
  return { abbreviation, label: `${city} time (${abbreviation})` };
}

const timestampFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeStyle: "short" });

/** A real moment such as createdAt ('Jan 5, 2025, 6:30 PM'), in the viewer's own zone. */
export function formatTimestamp(iso: string): string {
  const moment = new Date(iso);
  return Number.isNaN(moment.getTime()) ? iso : timestampFormat.format(moment);
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
