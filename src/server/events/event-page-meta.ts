import type { Event } from "../../contract/events.ts";
import type { PageMeta } from "../http/page-meta.ts";

const monthFormat = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  year: "numeric",
  timeZone: "UTC",
});

/** 'Jan 5, 2025 at 18:30' from the stored wall-clock values (formatted in UTC so the day never shifts). */
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

/** 'Monday, January 5, 2026 at 18:30' from the stored wall-clock values, for e-mails. */
export function longEventDate(date: string, time: string): string {
  const [y, m, d] = date.split("-").map(Number);
  const day = longFormat.format(new Date(Date.UTC(y, m - 1, d)));
  return time ? `${day} at ${time}` : day;
}

/** Link-preview text of a public event page. */
export function eventPageMeta(event: Event, publicUrl: string): PageMeta {
  const when = shortEventDate(event.date, event.time);
  const summary = event.description.length > 160 ? `${event.description.slice(0, 157)}…` : event.description;
  return {
    title: event.title,
    description: `${when} · ${event.location}. ${summary}`,
    url: `${publicUrl}/events/${event.id}`,
    image: event.bannerUrl ? `${publicUrl}${event.bannerUrl}?w=1280` : undefined,
  };
}
