import { useQuery } from "@tanstack/react-query";
import type { HostEvent } from "../../contract/events.ts";
import { api } from "./api-client.ts";
import { eventKeys } from "./query-keys.ts";

/** One event by id (with its reply counts for its host); nothing is fetched without an id. */
export function useEvent(eventId: string | undefined) {
  return useQuery({
    queryKey: eventKeys.detail(eventId ?? ""),
    queryFn: () => api<HostEvent>(`/api/events/${encodeURIComponent(eventId ?? "")}`),
    enabled: Boolean(eventId),
  });
}
