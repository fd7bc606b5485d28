import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { eventKeys } from "./event-keys.ts";

/** The signed-in user's events, newest date first, filtered on title or location. */
export function useMyEvents(search: string) {
  return useQuery({
    queryKey: eventKeys.mine(search),
    queryFn: () => api<{ items: Event[] }>(`/api/events/mine?${new URLSearchParams({ search })}`),
    select: (body) => body.items,
    // Keeps the last results on screen while a new search loads, instead of flashing skeletons.
    placeholderData: keepPreviousData,
  });
}
