import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { RsvpSettings } from "../../../contract/rsvp.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { guestKeys } from "../../lib/query-keys.ts";
import { useQueryById } from "../../lib/use-query-by-id.ts";

/** An event's RSVP settings: deadline, capacity, meal and dietary questions, the host's message. */
export function useRsvpSettings(eventId: string | null) {
  return useQueryById(
    eventId,
    guestKeys.settings,
    (id): Promise<RsvpSettings> =>
      unwrap(api.GET("/events/{id}/rsvp-settings", { params: { path: { id } } })),
  );
}

export function useSaveRsvpSettings(eventId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: RsvpSettings) =>
      unwrap(api.PUT("/events/{id}/rsvp-settings", { params: { path: { id: eventId } }, body: settings })),
    onSuccess: (saved) => {
      client.setQueryData(guestKeys.settings(eventId), saved);
      // A new capacity can move the waitlist up: the counts change too.
      return client.invalidateQueries({ queryKey: guestKeys.event(eventId) });
    },
  });
}
