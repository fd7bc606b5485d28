import { zoneFormatter } from "./zoned-time.ts";

const clockFormatter = zoneFormatter("en-GB", { hour: "2-digit", minute: "2-digit", hourCycle: "h23" });

/** The time of an instant on the event's clock, 24-hour HH:mm (the spec's time format). */
export function clockTime(at: Date, timeZone: string): string {
  return clockFormatter(timeZone).format(at);
}
