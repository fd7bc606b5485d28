/**
 * The one query-key factory of the events feature. Everything starts with "events", so invalidating
 * `eventKeys.all` after a write refreshes every list, detail and the home page's upcoming events.
 */
export const eventKeys = {
  all: ["events"] as const,
  mine: (search: string) => ["events", "mine", { search }] as const,
  publicList: (search: string, page: number) => ["events", "public", { search, page }] as const,
  detail: (id: string) => ["events", "detail", id] as const,
  guestSummary: (id: string) => ["events", "guest-summary", id] as const,
};
