/**
 * The UTC instant of a wall-clock date and time in an IANA zone ('2025-01-05', '18:30',
 * 'Asia/Kolkata' → 2025-01-05T13:00:00Z), without a time-zone library: Intl tells the zone's
 * offset at a given instant, and two passes settle offsets that change around DST.
 */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const [h, mi] = (time || "00:00").split(":").map(Number);
  const wallClockAsUtc = Date.UTC(y, mo - 1, d, h, mi);
  let instant = wallClockAsUtc - offsetMs(wallClockAsUtc, timeZone);
  instant = wallClockAsUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** Whether Intl knows an IANA zone id ('Asia/Kolkata' yes, 'Mars/Base' no). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** A moment on India's clock in long Indian form ('5 January 2025 at 6:30 pm'): the PDF receipt. */
export function formatIndianTimeLong(iso: string): string {
  return new Intl.DateTimeFormat("en-IN", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Asia/Kolkata",
  }).format(new Date(iso));
}

/**
 * A maker of one Intl.DateTimeFormat per time zone, each built once: building one costs far more
 * than using one, and the hot paths format per guest (the door's arrival times) or twice per
 * request (a reply's zoned instants: 7 % of the server's time under load, 2026-11-26).
 */
export function zoneFormatter(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, "timeZone">,
): (timeZone: string) => Intl.DateTimeFormat {
  const formatters = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(locale, { timeZone, ...options });
      formatters.set(timeZone, formatter);
    }
    return formatter;
  };
}

const wallClockFormatter = zoneFormatter("en-US", {
  hourCycle: "h23",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});

/** How far the zone's wall clock is ahead of UTC at an instant, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = wallClockFormatter(timeZone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/**
 * The instant the day `days` after `date` begins on the zone's clocks ('2035-06-01', 2,
 * 'Asia/Kolkata' → 2035-06-02T18:30:00Z, midnight starting 3 June there). The calendar date is
 * counted on, never an instant: a day is not always 24 hours where the clocks change.
 */
export function startOfDayAfter(date: string, days: number, timeZone: string): Date {
  const [y, mo, d] = date.split("-").map(Number);
  const later = new Date(Date.UTC(y, mo - 1, d + days));
  const two = (n: number) => String(n).padStart(2, "0");
  const day = `${later.getUTCFullYear()}-${two(later.getUTCMonth() + 1)}-${two(later.getUTCDate())}`;
  return zonedTimeToUtc(day, "00:00", timeZone);
}
