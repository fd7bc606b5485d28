import { describe, expect, it } from "vitest";
import { longEventDate, shortEventDate } from "./event-date-text.ts";

// Tests run with TZ=Asia/Kolkata: a date cut through the server's zone would show the day before.
describe("event date text", () => {
  it("never shifts the day, whatever the server's zone", () => {
    expect(shortEventDate("2025-01-05", "18:30")).toBe("Jan 5, 2025 at 18:30");
    expect(shortEventDate("2025-12-31", "")).toBe("Dec 31, 2025");
    expect(longEventDate("2026-01-05", "18:30")).toBe("Monday, January 5, 2026 at 18:30");
    expect(longEventDate("2026-01-01", "")).toBe("Thursday, January 1, 2026");
  });
});
