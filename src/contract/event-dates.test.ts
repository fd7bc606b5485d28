import { describe, expect, it } from "vitest";
import { formatEventDateLong, formatEventDateShort, todayInZone } from "./event-dates.ts";

// Tests run with TZ=Asia/Kolkata: a date cut through the process's zone would show the day before.
describe("event dates", () => {
  it("never shifts the day, whatever the process's zone", () => {
    expect(formatEventDateShort("2025-01-05", "18:30")).toBe("Jan 5, 2025 at 18:30");
    expect(formatEventDateShort("2025-12-31", "")).toBe("Dec 31, 2025");
    expect(formatEventDateLong("2026-01-05", "18:30")).toBe("Monday, January 5, 2026 at 18:30");
    expect(formatEventDateLong("2026-01-01", "")).toBe("Thursday, January 1, 2026");
  });

  it("tells today's date on the event's own wall clocks", () => {
    const instant = new Date("2026-01-05T20:00:00Z");
    expect(todayInZone("Pacific/Kiritimati", instant)).toBe("2026-01-06");
    expect(todayInZone("Pacific/Pago_Pago", instant)).toBe("2026-01-05");
    expect(todayInZone("Asia/Kolkata", instant)).toBe("2026-01-06");
  });
});
