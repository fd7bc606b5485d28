import { useQuery } from "@tanstack/react-query";
import type { GuestPage } from "../../../contract/guests.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { type GuestListFilter, guestKeys } from "../../lib/query-keys.ts";

/** One page of an event's guests, filtered and paged by the server, with the live tab counts. */
export function useGuestPage(eventId: string | null, filter: GuestListFilter) {
  return useQuery({
    queryKey: guestKeys.list(eventId ?? "", filter),
    queryFn: (): Promise<GuestPage> => {
      const { page, pageSize, search, status, after, before, partId } = filter;
      const query = {
        page,
        pageSize,
        ...(search ? { search } : {}),
        ...(status ? { status } : {}),
        ...(partId ? { partId } : {}),
        // One cursor: after wins, as the server reads them.
        ...(after ? { after } : before ? { before } : {}),
      };
      return unwrap(api.GET("/events/{id}/guests", { params: { path: { id: eventId ?? "" }, query } }));
    },
    enabled: Boolean(eventId),
    // Keeps the table (and its counts) on screen while the next page or search of the same event
    // loads; another event's guests are never shown in its place.
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[2] === eventId ? previous : undefined,
    // The live stream says when the list changes; no need to refetch on every mount.
    staleTime: 60_000,
  });
}
