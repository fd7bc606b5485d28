import { defaultEventHours } from "../../contract/calendar-links.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventRow } from "../events/event-row.ts";

export type CalendarEvent = Pick<
  EventRow,
  "id" | "title" | "description" | "date" | "time" | "timeZone" | "location"
>;

/** RFC 5545 TEXT: backslash first, then the characters that would otherwise end or split a value. */
function text(value: string): string {
  return value.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");
}

/** A UTC DATE-TIME, e.g. 20310105T130000Z. */
function utc(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
}

/**
 * Folds a content line at 75 octets (RFC 5545 §3.1), never inside a UTF-8 character: a title in
 * Hindi or with emoji must come back whole from every client.
 */
function fold(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

/**
 * An .ics file for one event, its start given in UTC so every calendar app places it right.
 * Written by hand rather than by the `ics` package, which quoted the host's name into an ORGANIZER
 * with no address — RFC 5545 forbids that, and ical.js (Thunderbird) refused the whole file. The
 * host's address is private to guests, so there is no ORGANIZER at all.
 */
export function eventCalendarFile(event: CalendarEvent, url: string, now = new Date()): string {
  const start = zonedTimeToUtc(event.date, event.time, event.timeZone);
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//EventHub//Event calendar file//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${event.id}@eventhub`,
    `DTSTAMP:${utc(now)}`,
    `DTSTART:${utc(start)}`,
    `DURATION:PT${defaultEventHours}H`,
    `SUMMARY:${text(event.title)}`,
    `DESCRIPTION:${text(event.description ? `${event.description}\n\n${url}` : url)}`,
    `LOCATION:${text(event.location)}`,
    // A URI value is not TEXT: it is written as it is (our links carry no commas or semicolons).
    `URL:${url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
