import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { eventKeys } from "../../lib/query-keys.ts";

export type UpcomingEvent = Event;

export function useUpcomingEvents(limit: number) {
  return useQuery({
    queryKey: eventKeys.upcoming(limit),
    queryFn: async () => (await api<{ items: Event[] }>(`/api/events/upcoming?limit=${limit}`)).items,
  });
}
