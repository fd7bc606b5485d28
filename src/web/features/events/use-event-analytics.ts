import { useQuery } from "@tanstack/react-query";
import type { AnalyticsSummary, AnalyticsTrends } from "../../../contract/analytics.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/**
 * An event's analytics are figures of its guests: their keys sit under the guests' key, so the live
 * guest stream and every guest write refresh them with the rest.
 */
const analyticsKeys = {
  summary: (eventId: string) => [...guestKeys.event(eventId), "analytics", "summary"] as const,
  trends: (eventId: string) => [...guestKeys.event(eventId), "analytics", "trends"] as const,
};

const path = (eventId: string, rest = "") => `/api/events/${encodeURIComponent(eventId)}/analytics${rest}`;

/** The funnel and the caterer's headcount; asked only when the event's package includes them. */
export function useAnalyticsSummary(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.summary(eventId),
    queryFn: () => api<AnalyticsSummary>(path(eventId)),
    enabled,
  });
}

/** Replies per day and by category (Deluxe). */
export function useAnalyticsTrends(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: analyticsKeys.trends(eventId),
    queryFn: () => api<AnalyticsTrends>(path(eventId, "/trends")),
    enabled,
  });
}

export const headcountCsvPath = (eventId: string) => path(eventId, "/headcount.csv");
