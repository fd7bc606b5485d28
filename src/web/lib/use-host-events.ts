import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { HostEvent } from "../../contract/events.ts";
import { api, unwrap } from "./api-client.ts";
import { eventKeys } from "./query-keys.ts";

/**
 * The signed-in host's events with their reply counts, newest date first, optionally filtered on
 * title or location: My Events, and the event pickers of the guest list and the invitations.
 */
export function useHostEvents(search = "") {
  return useQuery({
    queryKey: eventKeys.mine(search),
    queryFn: (): Promise<{ items: HostEvent[] }> =>
      unwrap(api.GET("/events/mine", { params: { query: search ? { search } : {} } })),
    select: (body) => body.items,
    // Keeps the last results on screen while a new search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
