import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../contract/events.ts";
import { api } from "./api-client.ts";
import { eventKeys } from "./query-keys.ts";

/** One event by id; nothing is fetched without an id. */
export function useEvent(eventId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.detail(eventId ?? ""),
    queryFn: () => api<Event>(`/api/events/${encodeURIComponent(eventId ?? "")}`),
    enabled: Boolean(eventId),
  });
}
