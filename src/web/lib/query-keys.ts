import type { GuestStatus } from "../../contract/guests.ts";

// The query keys of the server resources more than one feature shows. One key (or key prefix) per
// resource, so one invalidation refreshes every view of it wherever it is on screen. Resources only
// one feature reads keep their keys in that feature.

export type GuestListFilter = {
  search: string;
  status: GuestStatus | null;
  page: number;
  pageSize: number;
  /** The neighbouring guest Next (`after`) or Previous (`before`) starts from; see the list query. */
  after?: string | null;
  before?: string | null;
  /** Only the guests invited to this part of the event. */
  partId?: string | null;
};

/** Events: everything starts with "events", so `eventKeys.all` after a write refreshes every list and page. */
export const eventKeys = {
  all: ["events"] as const,
  /** The signed-in host's events (GET /api/events/mine), optionally searched. */
  mine: (search = "") => ["events", "mine", { search }] as const,
  detail: (id: string) => ["events", "detail", id] as const,
  /** Before a delete: how many guests who replied can be told (host only). */
  cancellationNotice: (id: string) => ["events", "detail", id, "cancellation-notice"] as const,
};

/**
 * Guests: every view of one event's guests starts with `guestKeys.event(id)` (the list pages, the
 * event page's summary, the whole list for choosing recipients, the RSVP settings and counts), so
 * the live stream or a write refreshes them all with one invalidation.
 */
export const guestKeys = {
  all: ["guests"] as const,
  event: (eventId: string) => ["guests", "event", eventId] as const,
  list: (eventId: string, filter: GuestListFilter) => ["guests", "event", eventId, "list", filter] as const,
  /** The newest few and the counts, for the event page's Guests tab. */
  summary: (eventId: string) => ["guests", "event", eventId, "summary"] as const,
  /** Every guest of the event, every page fetched (choosing invitation recipients). */
  everyone: (eventId: string) => ["guests", "event", eventId, "everyone"] as const,
  settings: (eventId: string) => ["guests", "event", eventId, "rsvp-settings"] as const,
  details: () => ["guests", "detail"] as const,
  detail: (guestId: string) => ["guests", "detail", guestId] as const,
};

/** Invitations: the dashboard's recent table shares the root, so a write refreshes it too. */
export const invitationKeys = {
  all: ["invitations"] as const,
  recent: () => ["invitations", "recent"] as const,
  lists: () => ["invitations", "list"] as const,
  list: (eventId: string | null) => ["invitations", "list", eventId ?? "all"] as const,
  detail: (id: string) => ["invitations", "detail", id] as const,
};

/** Invitation templates, as hosts pick them and as the admin installs the defaults. */
export const templateKeys = {
  all: ["templates"] as const,
};

/**
 * An event's gallery: `event` is the prefix of every view of it (one invalidation refreshes them
 * all): the gallery screen's pages per tab and search, and the event page's newest few.
 */
export const galleryKeys = {
  event: (eventId: string) => ["gallery", eventId] as const,
  views: (eventId: string) => ["gallery", eventId, "view"] as const,
  view: (eventId: string, tab: string, search: string) => ["gallery", eventId, "view", tab, search] as const,
  newest: (eventId: string) => ["gallery", eventId, "newest"] as const,
};

/**
 * An event's parts (decision 0033): the host's Parts tab, and every other view that lists them (the
 * guest list's filter, the headcount per part) under one prefix, refreshed by one invalidation.
 */
export const partKeys = {
  event: (eventId: string) => ["parts", "event", eventId] as const,
  forHost: (eventId: string) => ["parts", "event", eventId, "host"] as const,
  removalNotice: (eventId: string, partId: string) => ["parts", "event", eventId, "removal", partId] as const,
};
