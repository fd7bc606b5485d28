import { describe, expect, it } from "vitest";
import { partHappening } from "./door-part.ts";

// The part a door opens on: the one happening now on the event's clock, else the next, else the last.

const part = (id: string, date: string, startTime: string, endTime: string | null = null) => ({
  id,
  name: id,
  date,
  startTime,
  endTime,
});
const parts = [
  part("haldi", "2034-02-13", "10:00", "12:00"),
  part("sangeet", "2034-02-13", "19:00"),
  part("ceremony", "2034-02-14", "09:00", "13:00"),
];
// 10:00 in Kolkata is 04:30 UTC.
const at = (iso: string) => partHappening(parts, "Asia/Kolkata", new Date(iso))?.id;

describe("the part a door opens on", () => {
  it("is the part happening now, on the event's clock", () => {
    expect(at("2034-02-13T05:00:00Z")).toBe("haldi");
    expect(at("2034-02-13T18:00:00Z")).toBe("sangeet"); // 23:30, no end time: until the ceremony
    expect(at("2034-02-14T04:00:00Z")).toBe("ceremony");
  });
  it("is the next part between parts and before the first; the last once all are over", () => {
    expect(at("2034-02-01T00:00:00Z")).toBe("haldi");
    expect(at("2034-02-13T08:00:00Z")).toBe("sangeet"); // 13:30: the haldi ended at 12:00
    expect(at("2034-02-15T00:00:00Z")).toBe("ceremony");
  });
  it("is none without parts", () => {
    expect(partHappening([], "Asia/Kolkata", new Date())).toBeNull();
  });
});
