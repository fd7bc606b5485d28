import { useQuery } from "@tanstack/react-query";
import type { GuestContact } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/**
 * Every guest of one event, for the recipients step: one request (filters and 'select all' work
 * across the whole list), sorted by name on the server, since picking people is easier by name.
 */
export function useEventGuests(eventId: string | null) {
  return useQuery({
    queryKey: guestKeys.everyone(eventId ?? ""),
    queryFn: async () =>
      (await unwrap(api.GET("/events/{id}/guests/contacts", { params: { path: { id: eventId ?? "" } } })))
        .items satisfies GuestContact[],
    enabled: Boolean(eventId),
  });
}
