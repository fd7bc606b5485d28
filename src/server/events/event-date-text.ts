// An event's date and time as text, from the host's stored wall-clock values: formatted in UTC so
// that no server zone can move the day. Used by link previews and e-mails.

const monthFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Jan 5, 2025 at 18:30', for link previews. */
export function shortEventDate(date: string, time: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = monthFormat.format(new Date(Date.UTC(y, m - 1, d)));
  return time ? `${day} at ${time}` : day;
}

const longFormat = new Intl.DateTimeFormat("en-US", {
  weekday: "long",
  month: "long",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Monday, January 5, 2026 at 18:30', for e-mails. */
export function longEventDate(date: string, time: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = longFormat.format(new Date(Date.UTC(y, m - 1, d)));
  return time ? `${day} at ${time}` : day;
}
