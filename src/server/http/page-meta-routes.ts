import { eventPageMeta } from "../events/event-page-meta.ts";
import type { EventsService } from "../events/service.ts";
import type { PageMeta } from "./page-meta.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Which SPA pages get server-rendered meta: public event pages, as seen by an anonymous visitor. */
export async function pageMetaFor(
  path: string,
  events: EventsService,
  publicUrl: string,
): Promise<PageMeta | null> {
  const eventId = path.match(/^\/events\/([^/]+)\/?$/)?.[1];
  if (!eventId || !uuid.test(eventId)) return null;
  try {
    return eventPageMeta(await events.get(null, eventId), publicUrl);
  } catch {
    // Private or missing: the defaults reveal nothing.
    return null;
  }
}
