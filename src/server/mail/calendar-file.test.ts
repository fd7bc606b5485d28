import { describe, expect, it } from "vitest";
import { parseCalendarFile } from "../test/parse-calendar-file.ts";
import { type CalendarEvent, eventCalendarFile } from "./calendar-file.ts";

const base: CalendarEvent = {
  id: "5b0f6c1e-8d0a-4c2e-9f5e-2a7d1c3b4e5f",
  title: "Sangeet",
  description: "Music and dance night.",
  date: "2031-01-05",
  time: "18:30",
  timeZone: "America/New_York",
  location: "Jaipur",
  createdAt: new Date("2030-12-01T10:00:00Z"),
  updatedAt: new Date("2030-12-01T10:00:00Z"),
};

describe("the event's calendar file", () => {
  it("parses in ical.js with the event's text, UID, DTSTAMP and start instant in its own zone", () => {
    const before = Date.now();
    const parsed = parseCalendarFile(eventCalendarFile(base, "https://eventhub.test/rsvp/abc"));
    expect(parsed.summary).toBe("Sangeet");
    expect(parsed.location).toBe("Jaipur");
    expect(parsed.uid).toBe(`${base.id}@eventhub`);
    // DTSTAMP: when the file was made, in UTC (whole seconds).
    const stamp = parsed.dtstamp as { toJSDate(): Date; isDate: boolean; zone: { tzid: string } };
    expect(stamp.zone.tzid).toBe("UTC");
    expect(stamp.toJSDate().getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(stamp.toJSDate().getTime()).toBeLessThanOrEqual(Date.now());
    // 18:30 in New York in January is 23:30 UTC, whatever zone this machine runs in.
    expect(parsed.start.toISOString()).toBe("2031-01-05T23:30:00.000Z");
    expect(parsed.end.toISOString()).toBe("2031-01-06T02:30:00.000Z");
    expect(parsed.description).toBe("Music and dance night.\n\nhttps://eventhub.test/rsvp/abc");
  });

  it("gives back titles and places with commas, semicolons, quotes and backslashes unchanged", () => {
    const title = `Asha's "big" party; food, music \\ dance, and a very long title that must be folded over lines — दिवाली 🎉`;
    const location = `12, Main Road; "Gate 3" \\ Floor 2, Jaipur`;
    const ics = eventCalendarFile(
      { ...base, title, location, description: "line one\nline two" },
      "https://x.test/r",
    );
    expect(ics.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const parsed = parseCalendarFile(ics);
    expect(parsed.summary).toBe(title);
    expect(parsed.location).toBe(location);
    expect(parsed.description).toBe("line one\nline two\n\nhttps://x.test/r");
  });

  it("names no ORGANIZER without an address (RFC 5545 needs a CAL-ADDRESS)", () => {
    const parsed = parseCalendarFile(eventCalendarFile({ ...base, title: 'Host "Q"' }, "https://x.test/r"));
    expect(parsed.organizer).toBeNull();
  });
});
