import { describe, expect, test } from "vitest";
import { isPastWallClock } from "./past-date.ts";

// 2030-06-15 12:00 UTC is 17:30 in Kolkata and 08:00 in New York.
const now = Date.UTC(2030, 5, 15, 12, 0);

describe("isPastWallClock", () => {
  test("a day before today is past, a day after is not", () => {
    expect(isPastWallClock("2020-01-01", "18:00", "Asia/Kolkata", now)).toBe(true);
    expect(isPastWallClock("2030-06-16", "09:00", "Asia/Kolkata", now)).toBe(false);
  });

  test("today counts by the clock of the event's own zone", () => {
    expect(isPastWallClock("2030-06-15", "17:00", "Asia/Kolkata", now)).toBe(true);
    expect(isPastWallClock("2030-06-15", "18:00", "Asia/Kolkata", now)).toBe(false);
    // 17:00 in New York is still hours away.
    expect(isPastWallClock("2030-06-15", "17:00", "America/New_York", now)).toBe(false);
  });

  test("without a time, today is not past; without a real date nothing is", () => {
    expect(isPastWallClock("2030-06-15", "", "Asia/Kolkata", now)).toBe(false);
    expect(isPastWallClock("2030-06-14", "", "Asia/Kolkata", now)).toBe(true);
    expect(isPastWallClock("", "10:00", "Asia/Kolkata", now)).toBe(false);
    expect(isPastWallClock("2020-02-30", "10:00", "Asia/Kolkata", now)).toBe(false);
    expect(isPastWallClock("2020-01-01", "10:00", "Not/AZone", now)).toBe(false);
  });
});
