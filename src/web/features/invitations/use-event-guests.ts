import type { GuestContact } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { useQueryById } from "../../lib/use-query-by-id.ts";

/**
 * Every guest of one event, for the recipients step: one request (filters and 'select all' work
 * across the whole list), sorted by name on the server, since picking people is easier by name.
 */
export function useEventGuests(eventId: string | null) {
  return useQueryById(
    eventId,
    guestKeys.everyone,
    async (id) =>
      (await unwrap(api.GET("/events/{id}/guests/contacts", { params: { path: { id } } })))
        .items satisfies GuestContact[],
  );
}
