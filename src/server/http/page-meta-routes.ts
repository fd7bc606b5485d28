import { eventPageMeta } from "../events/event-page-meta.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "./app-error.ts";
import type { PageMeta } from "./page-meta.ts";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What the server knows of a page before the app runs: its meta, and the status to answer with. */
export type PageAnswer = { meta: PageMeta | null; status: 200 | 403 | 404 };

/**
 * Public event pages get server-rendered meta, as an anonymous visitor sees them; a private event
 * answers 403 (the app shows 'This event is private') and a missing one 404, never a 200 shell.
 */
export async function pageAnswerFor(
  path: string,
  events: EventsService,
  publicUrl: string,
): Promise<PageAnswer> {
  const eventId = path.match(/^\/events\/([^/]+)\/?$/)?.[1];
  if (!eventId) return { meta: null, status: 200 };
  if (!uuid.test(eventId)) return { meta: null, status: 404 };
  try {
    return { meta: eventPageMeta(await events.get(null, eventId), publicUrl), status: 200 };
  } catch (err) {
    // The defaults reveal nothing of a private event.
    return { meta: null, status: err instanceof AppError && err.code === "forbidden" ? 403 : 404 };
  }
}
