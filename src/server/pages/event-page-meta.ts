import { formatEventDateShort } from "../../contract/event-dates.ts";
import type { Event } from "../../contract/events.ts";
import type { PageMeta } from "../http/page-meta.ts";

/** Link-preview text of a public event page. */
export function eventPageMeta(event: Event, publicUrl: string): PageMeta {
  const when = formatEventDateShort(event.date, event.time);
  const summary = event.description.length > 160 ? `${event.description.slice(0, 157)}…` : event.description;
  return {
    title: event.title,
    description: `${when} · ${event.location}. ${summary}`,
    url: `${publicUrl}/events/${event.id}`,
    image: event.bannerUrl ? `${publicUrl}${event.bannerUrl}?w=1280` : undefined,
  };
}
