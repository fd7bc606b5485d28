import type { Event } from "../../../contract/events.ts";

/** Today's date in the browser, as YYYY-MM-DD (local, never through UTC). */
function localToday(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The event a host most likely means when none is named: the next upcoming one, else the latest. */
export function defaultEventId(events: Event[]): string | null {
  const today = localToday();
  const upcoming = events.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  return upcoming[0]?.id ?? events[0]?.id ?? null;
}
