import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";

export type UpcomingEvent = Event;

export const homeKeys = {
  upcoming: (limit: number) => ["events", "upcoming", { limit }] as const,
};

export function useUpcomingEvents(limit: number) {
  return useQuery({
    queryKey: homeKeys.upcoming(limit),
    queryFn: async () => (await api<{ items: Event[] }>(`/api/events/upcoming?limit=${limit}`)).items,
  });
}
