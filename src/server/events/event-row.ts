import type { Event } from "../../contract/events.ts";
import type { EventRole } from "../../contract/people.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { events } from "./tables.ts";

export type EventRow = typeof events.$inferSelect & { hostName: string };

/** The API shape of an event row, as seen by `actorId`, whose role on it is `role`. */
export function toEvent(row: EventRow, actorId: string | undefined, role: EventRole | null): Event {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    date: row.date,
    time: row.time,
    timeZone: row.timeZone,
    location: row.location,
    isPublic: row.isPublic,
    bannerUrl: mediaUrl(row.bannerKey),
    createdBy: row.createdBy,
    hostName: row.hostName,
    isOwner: actorId === row.createdBy,
    role,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
