import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RsvpSettings } from "../../../contract/rsvp.ts";
import { api } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";

/** An event's RSVP settings: deadline, capacity, meal and dietary questions, the host's message. */
export function useRsvpSettings(eventId: string | null) {
  return useQuery({
    queryKey: guestKeys.settings(eventId ?? ""),
    queryFn: () => api<RsvpSettings>(`/api/events/${eventId}/rsvp-settings`),
    enabled: Boolean(eventId),
  });
}

export function useSaveRsvpSettings(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RsvpSettings) =>
      api<RsvpSettings>(`/api/events/${eventId}/rsvp-settings`, { method: "PUT", json: settings }),
    onSuccess: (saved) => {
      client.setQueryData(guestKeys.settings(eventId), saved);
      // A new capacity can move the waitlist up: the counts change too.
      return client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
    },
  });
}
