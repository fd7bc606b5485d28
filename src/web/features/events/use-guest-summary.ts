import { useQuery } from "@tanstack/react-query";
import type { GuestPage } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/** The newest guests and the status counts, for the detail screen's Guests tab (the host only). */
export function useGuestSummary(eventId: string, enabled: boolean) {
  return useQuery({
    queryKey: guestKeys.summary(eventId),
    queryFn: (): Promise<GuestPage> =>
      unwrap(api.GET("/events/{id}/guests", { params: { path: { id: eventId }, query: { pageSize: 5 } } })),
    enabled,
  });
}
