/**
 * One formatter per zone, made once: the door's guest list formats an arrival time per guest, and
 * building an Intl.DateTimeFormat costs far more than using one.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** The time of an instant on the event's clock, 24-hour HH:mm (the spec's time format). */
export function clockTime(at: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-GB", {
      timeZone,
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(at);
}
