import { describe, expect, test } from "vitest";
import { formatEventDateLong, formatEventDateShort, parseEventDate } from "../../contract/event-dates.ts";
import {
  currentTimeZoneName,
  dateTimeValueToIso,
  formatActivityTime,
  formatDayMonth,
  formatEventWhenShort,
  formatMomentCompact,
  formatMomentDate,
  formatMonthYear,
  formatTimestamp,
  formatTimestampInZone,
  formatTimestampLong,
  isFutureDateTimeValue,
  localDateTimeValue,
  localDateValue,
  timeZoneAbbreviation,
  timeZoneNote,
  timeZoneOffsetLabel,
} from "./event-date-format.ts";

// Run with TZ set to a zone east of UTC (the test script sets Asia/Kolkata): a date cut through UTC
// midnight would show the previous or next day there.

describe("event dates are the host's wall-clock values", () => {
  test("short form, with and without a time", () => {
    expect(formatEventDateShort("2025-01-05")).toBe("Jan 5, 2025");
    expect(formatEventDateShort("2025-01-05", "18:30")).toBe("Jan 5, 2025 at 18:30");
    expect(formatEventDateShort("2025-01-05", "")).toBe("Jan 5, 2025");
  });

  test("long form names the weekday", () => {
    expect(formatEventDateLong("2025-01-05", "18:30")).toBe("Sunday, January 5, 2025 at 18:30");
    expect(formatEventDateLong("2024-02-29")).toBe("Thursday, February 29, 2024");
  });

  test("the first and last day of the year stay on their day", () => {
    expect(formatEventDateShort("2025-01-01", "00:00")).toBe("Jan 1, 2025 at 00:00");
    expect(formatEventDateShort("2024-12-31", "23:59")).toBe("Dec 31, 2024 at 23:59");
  });

  test("a date stays on its day in a zone west of UTC too", () => {
    const before = process.env.TZ;
    process.env.TZ = "Pacific/Honolulu";
    try {
      expect(formatEventDateShort("2031-01-05")).toBe("Jan 5, 2031");
      expect(formatEventDateLong("2031-01-05", "00:30")).toBe("Sunday, January 5, 2031 at 00:30");
    } finally {
      process.env.TZ = before;
    }
  });

  test("a stored time with seconds shows hours and minutes", () => {
    expect(formatEventDateShort("2031-01-05", "18:30:00")).toBe("Jan 5, 2031 at 18:30");
  });

  test("an impossible or malformed date is shown as stored", () => {
    expect(parseEventDate("2025-02-30")).toBeNull();
    expect(parseEventDate("5 Jan 2025")).toBeNull();
    expect(formatEventDateShort("2025-02-30")).toBe("2025-02-30");
    expect(parseEventDate("2025-12-31")).toEqual({ year: 2025, month: 12, day: 31 });
  });
});

describe("time zone note", () => {
  test("none when the viewer is in the event's zone or one with the same offset that day", () => {
    expect(timeZoneNote("Asia/Kolkata", "2025-01-05", "18:30", "Asia/Kolkata")).toBeNull();
    expect(timeZoneNote("Asia/Kolkata", "2025-01-05", "18:30", "Asia/Colombo")).toBeNull();
    expect(timeZoneNote("Europe/London", "2025-01-05", "18:30", "UTC")).toBeNull();
  });

  test("names the zone, with daylight saving taken from the event's own date", () => {
    expect(timeZoneNote("America/New_York", "2025-01-05", "18:30", "Asia/Kolkata")).toEqual({
      abbreviation: "EST",
      label: "New York time (EST)",
    });
    expect(timeZoneNote("America/New_York", "2025-07-05", "18:30", "Asia/Kolkata")?.abbreviation).toBe("EDT");
    // London is on UTC in winter but not in summer.
    expect(timeZoneNote("Europe/London", "2025-07-05", "18:30", "UTC")?.abbreviation).toBe("GMT+1");
  });

  test("zones without a common abbreviation show their offset", () => {
    expect(timeZoneNote("Asia/Kolkata", "2025-01-05", "18:30", "America/New_York")?.label).toBe(
      "Kolkata time (GMT+5:30)",
    );
  });

  test("the card form appends the abbreviation only for a viewer elsewhere", () => {
    expect(formatEventWhenShort("2025-01-05", "18:30", "America/New_York", "Asia/Kolkata")).toBe(
      "Jan 5, 2025 at 18:30 EST",
    );
    expect(formatEventWhenShort("2025-01-05", "18:30", "Asia/Kolkata", "Asia/Kolkata")).toBe(
      "Jan 5, 2025 at 18:30",
    );
  });

  test("an unknown zone is ignored rather than breaking the page", () => {
    expect(timeZoneNote("Mars/Olympus", "2025-01-05", "18:30", "Asia/Kolkata")).toBeNull();
  });

  test("defaults to this machine's zone", () => {
    const here = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timeZoneNote(here, "2025-01-05", "18:30")).toBeNull();
  });
});

describe("other formats", () => {
  test("renamed zones get their current names", () => {
    expect(currentTimeZoneName("Asia/Calcutta")).toBe("Asia/Kolkata");
    expect(currentTimeZoneName("Europe/Kiev")).toBe("Europe/Kyiv");
    expect(currentTimeZoneName("America/New_York")).toBe("America/New_York");
  });

  test("the abbreviation follows the event's date", () => {
    expect(timeZoneAbbreviation("America/New_York", "2025-01-05", "18:30")).toBe("EST");
    expect(timeZoneAbbreviation("America/New_York", "2025-07-05")).toBe("EDT");
    expect(timeZoneAbbreviation("Asia/Kolkata", "2025-07-05", "09:00")).toBe("GMT+5:30");
    expect(timeZoneAbbreviation("Asia/Kolkata", "not a date")).toBeNull();
  });

  test("the offset of a zone at a moment", () => {
    const winter = Date.UTC(2025, 0, 5, 12);
    expect(timeZoneOffsetLabel("Asia/Kolkata", winter)).toBe("GMT+5:30");
    expect(timeZoneOffsetLabel("America/New_York", winter)).toBe("GMT-5");
    expect(timeZoneOffsetLabel("America/New_York", Date.UTC(2025, 6, 5, 12))).toBe("GMT-4");
    expect(timeZoneOffsetLabel("Europe/London", winter)).toBe("GMT+0");
    expect(timeZoneOffsetLabel("Mars/Olympus", winter)).toBe("");
  });
});

// The tests run in Kolkata (UTC+5:30): 13:00 UTC is 18:30 there, and 20:00 UTC is already tomorrow.
describe("real moments, in the viewer's zone", () => {
  test("timestamps", () => {
    expect(formatTimestamp("2025-01-05T13:00:00.000Z")).toBe("Jan 5, 2025, 6:30 PM");
    expect(formatTimestamp("garbage")).toBe("garbage");
  });

  test("long timestamps, for receipts", () => {
    expect(formatTimestampLong("2025-01-05T13:00:00.000Z")).toBe("January 5, 2025 at 6:30 PM");
    expect(formatTimestampLong("garbage")).toBe("garbage");
  });

  test("a moment on the event's clock, whoever renders it", () => {
    expect(formatTimestampInZone("2025-01-05T13:00:00.000Z", "America/New_York")).toBe(
      "Jan 5, 2025, 8:00 AM",
    );
    expect(formatTimestampInZone("2025-01-05T20:00:00.000Z", "Asia/Kolkata")).toBe("Jan 6, 2025, 1:30 AM");
    expect(formatTimestampInZone("2025-01-05T20:00:00.000Z", "Mars/Olympus")).toBe("2025-01-05");
  });

  test("the day of a moment is the viewer's day", () => {
    expect(formatMomentDate("2025-01-05T13:00:00.000Z")).toBe("Jan 5, 2025");
    expect(formatMomentDate("2025-01-05T20:00:00.000Z")).toBe("Jan 6, 2025");
    expect(formatMomentDate("garbage")).toBe("garbage");
  });

  test("the compact form leaves out this year and the time of other years", () => {
    const now = new Date("2025-06-01T00:00:00.000Z");
    expect(formatMomentCompact("2025-11-22T08:59:00.000Z", now)).toBe("Nov 22, 2:29 PM");
    expect(formatMomentCompact("2024-11-22T08:59:00.000Z", now)).toBe("Nov 22, 2024");
  });
});

describe("calendar days and months, which no zone moves", () => {
  test("a day for a chart's axis", () => {
    expect(formatDayMonth("2025-11-25")).toBe("25 Nov");
    expect(formatDayMonth("2025-01-01")).toBe("1 Jan");
  });

  test("a month", () => {
    expect(formatMonthYear("2026-03")).toBe("Mar 2026");
    expect(formatMonthYear("2025-12")).toBe("Dec 2025");
  });
});

describe("date input values, in the browser's zone", () => {
  test("a moment's local day and time, never through UTC", () => {
    const lateEvening = new Date("2025-01-05T20:00:00.000Z");
    expect(localDateValue(lateEvening)).toBe("2025-01-06");
    expect(localDateTimeValue(lateEvening)).toBe("2025-01-06T01:30");
  });

  test("a datetime-local value is read in the browser's zone", () => {
    expect(dateTimeValueToIso("2025-01-05T18:30")).toBe("2025-01-05T13:00:00.000Z");
    expect(dateTimeValueToIso("")).toBeNull();
    expect(dateTimeValueToIso("not a time")).toBeNull();
  });

  test("only a later moment is in the future", () => {
    const now = Date.parse("2025-01-05T13:00:00.000Z");
    expect(isFutureDateTimeValue("2025-01-05T18:31", now)).toBe(true);
    expect(isFutureDateTimeValue("2025-01-05T18:30", now)).toBe(false);
    expect(isFutureDateTimeValue("", now)).toBe(false);
  });
});

describe("activity times are read on the event's clock", () => {
  const now = new Date("2026-11-27T12:00:00Z");
  test("day, month and 24-hour time in the event's zone, whatever the viewer's", () => {
    // 05:12 UTC is 10:42 in Kolkata and 00:12 in New York.
    expect(formatActivityTime("2026-11-27T05:12:00Z", "Asia/Kolkata", now)).toBe("27 Nov, 10:42");
    expect(formatActivityTime("2026-11-27T05:12:00Z", "America/New_York", now)).toBe("27 Nov, 00:12");
  });
  test("the year when it is not this year on the event's clock, and a day cut at the zone's midnight", () => {
    expect(formatActivityTime("2025-11-27T05:12:00Z", "Asia/Kolkata", now)).toBe("27 Nov 2025, 10:42");
    expect(formatActivityTime("2026-11-26T19:00:00Z", "Asia/Kolkata", now)).toBe("27 Nov, 00:30");
  });
});
