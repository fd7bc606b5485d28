import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Venue, VenueInput } from "../../../contract/venues.ts";
import { api } from "../../lib/api-client.ts";
import { venueKeys } from "../../lib/use-venue.ts";

export function useVenueMutations(eventId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: venueKeys.event(eventId) });
  const save = useMutation({
    mutationFn: (input: VenueInput) =>
      api<Venue>(`/api/events/${encodeURIComponent(eventId)}/venue`, { method: "PUT", json: input }),
    onSuccess: (venue) => {
      queryClient.setQueryData(venueKeys.event(eventId), { venue });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => api<void>(`/api/events/${encodeURIComponent(eventId)}/venue`, { method: "DELETE" }),
    onSuccess: () => {
      queryClient.setQueryData(venueKeys.event(eventId), { venue: null });
      return refresh();
    },
  });
  return { save, remove };
}
