import { describe, expect, it } from "vitest";
import { zonedTimeToUtc } from "./zoned-time.ts";

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
