import { useQuery } from "@tanstack/react-query";
import type { Event } from "../../../contract/events.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "./guest-keys.ts";

/** The event a guest form belongs to (title for the header, isOwner for an early refusal). */
export function useGuestEvent(eventId: string | undefined) {
  return useQuery({
    queryKey: guestKeys.eventInfo(eventId ?? ""),
    queryFn: () => api<Event>(`/api/events/${encodeURIComponent(eventId ?? "")}`),
    enabled: Boolean(eventId),
  });
}
