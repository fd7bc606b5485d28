/**
 * Every view of one event's feed starts with `feedKeys.event(id)` (the list and each single post),
 * so a write, or the live stream, refreshes them all with one invalidation.
 */
export const feedKeys = {
  event: (eventId: string) => ["feed", eventId] as const,
  list: (eventId: string) => ["feed", eventId, "list"] as const,
  item: (eventId: string, id: string) => ["feed", eventId, "item", id] as const,
};
