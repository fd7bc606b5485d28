import type { VenueResult } from "../../contract/venues.ts";
import { api, unwrap } from "./api-client.ts";
import { useQueryById } from "./use-query-by-id.ts";

/** One key per event's venue: the venue screen's writes refresh the event page's Details tab too. */
export const venueKeys = { event: (eventId: string) => ["venue", eventId] as const };

export function useVenue(eventId: string | undefined) {
  return useQueryById(
    eventId,
    venueKeys.event,
    (id): Promise<VenueResult> => unwrap(api.GET("/events/{id}/venue", { params: { path: { id } } })),
  );
}
