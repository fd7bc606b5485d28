import type { AnalyticsSummary, AnalyticsTrends } from "../../../contract/analytics.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { useQueryById } from "../../lib/use-query-by-id.ts";

/**
 * An event's analytics are figures of its guests: their keys sit under the guests' key, so the live
 * guest stream and every guest write refresh them with the rest.
 */
const analyticsKeys = {
  summary: (eventId: string) => [...guestKeys.event(eventId), "analytics", "summary"] as const,
  trends: (eventId: string) => [...guestKeys.event(eventId), "analytics", "trends"] as const,
};

/** The funnel and the caterer's headcount; asked only when the event's package includes them. */
export function useAnalyticsSummary(eventId: string, enabled: boolean) {
  return useQueryById(
    enabled ? eventId : null,
    analyticsKeys.summary,
    (id): Promise<AnalyticsSummary> =>
      unwrap(api.GET("/events/{id}/analytics", { params: { path: { id } } })),
  );
}

/** Replies per day and by category (Deluxe). */
export function useAnalyticsTrends(eventId: string, enabled: boolean) {
  return useQueryById(
    enabled ? eventId : null,
    analyticsKeys.trends,
    (id): Promise<AnalyticsTrends> =>
      unwrap(api.GET("/events/{id}/analytics/trends", { params: { path: { id } } })),
  );
}

/** A download link (the browser saves the CSV), not a call of the typed client; one part's with `partId`. */
export const headcountCsvPath = (eventId: string, partId?: string) =>
  `/api/events/${encodeURIComponent(eventId)}/analytics/headcount.csv${partId ? `?partId=${encodeURIComponent(partId)}` : ""}`;
