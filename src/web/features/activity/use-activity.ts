import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ActivityPage } from "../../../contract/activity.ts";
import { api, unwrap } from "../../lib/api-client.ts";

/** An event's activity: only this feature reads it, so the key lives here. */
export const activityKeys = {
  page: (eventId: string, page: number) => ["activity", "event", eventId, page] as const,
};

/** One page of who did what with the event, newest first; read afresh each time the page opens. */
export function useActivity(eventId: string, page: number) {
  return useQuery({
    queryKey: activityKeys.page(eventId, page),
    queryFn: (): Promise<ActivityPage> =>
      unwrap(api.GET("/events/{id}/activity", { params: { path: { id: eventId }, query: { page } } })),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
