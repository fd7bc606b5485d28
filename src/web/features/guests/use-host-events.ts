import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "./guest-keys.ts";

/** The signed-in host's events, to choose whose guest list to show. */
export function useHostEvents() {
  return useQuery({
    queryKey: guestKeys.hostEvents(),
    queryFn: () => api<{ items: Event[] }>("/api/events/mine"),
    select: (body) => body.items,
  });
}
