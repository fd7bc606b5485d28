import type { GuestStatus } from "../../../contract/guests.ts";

export type GuestListFilter = {
  search: string;
  status: GuestStatus | null;
  page: number;
  pageSize: number;
};

/**
 * The one query-key factory of the guests feature. Everything of one event starts with
 * ["guests", "event", id], so a change on the live stream refreshes its pages, counts and settings at once.
 */
export const guestKeys = {
  all: ["guests"] as const,
  hostEvents: () => ["guests", "host-events"] as const,
  event: (eventId: string) => ["guests", "event", eventId] as const,
  eventInfo: (eventId: string) => ["guests", "event", eventId, "info"] as const,
  list: (eventId: string, filter: GuestListFilter) => ["guests", "event", eventId, "list", filter] as const,
  settings: (eventId: string) => ["guests", "event", eventId, "rsvp-settings"] as const,
  details: () => ["guests", "detail"] as const,
  detail: (guestId: string) => ["guests", "detail", guestId] as const,
};
