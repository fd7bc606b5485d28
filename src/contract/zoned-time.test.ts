import { describe, expect, it } from "vitest";
import { formatIndianTimeLong, isTimeZone, zonedTimeToUtc } from "./zoned-time.ts";

describe("zonedTimeToUtc", () => {
  it("converts fixed-offset and DST zones", () => {
    expect(zonedTimeToUtc("2025-01-05", "18:30", "Asia/Kolkata").toISOString()).toBe(
      "2025-01-05T13:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-07-04", "09:00", "America/New_York").toISOString()).toBe(
      "2025-07-04T13:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-01-04", "09:00", "America/New_York").toISOString()).toBe(
      "2025-01-04T14:00:00.000Z",
    );
    expect(zonedTimeToUtc("2025-01-01", "00:15", "Pacific/Kiritimati").toISOString()).toBe(
      "2024-12-31T10:15:00.000Z",
    );
  });
});

describe("zones and moments", () => {
  it("knows the zones Intl knows", () => {
    expect(isTimeZone("Asia/Kolkata")).toBe(true);
    expect(isTimeZone("America/Argentina/Buenos_Aires")).toBe(true);
    expect(isTimeZone("Mars/Olympus")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });

  it("writes a receipt's moment on India's clock, whatever the server's zone", () => {
    expect(formatIndianTimeLong("2025-01-05T13:00:00.000Z")).toBe("5 January 2025 at 6:30 pm");
    expect(formatIndianTimeLong("2025-01-05T20:00:00.000Z")).toBe("6 January 2025 at 1:30 am");
  });
});
