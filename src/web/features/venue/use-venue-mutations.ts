import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Venue, VenueInput, VenueResult } from "../../../contract/venues.ts";
import { api, unwrap } from "../../lib/api-client.ts";
import { submitChange } from "../../lib/offline/offline-sync.ts";
import { venueKeys } from "../../lib/use-venue.ts";
import { type SaveVenueData, saveVenueKind } from "./offline-changes.ts";

export function useVenueMutations(eventId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: venueKeys.event(eventId) });
  // Saved at once when online; offline, kept on this device (shown as saved) and sent later.
  const save = useMutation({
    mutationFn: (input: VenueInput) => {
      const before = queryClient.getQueryData<VenueResult>(venueKeys.event(eventId))?.venue ?? null;
      const now = new Date().toISOString();
      const after: Venue = {
        ...{ city: "", state: "", zipCode: "", contactPerson: "", contactPhone: "", parkingDetails: "" },
        ...{ hasParking: false, facilities: [], id: before?.id ?? "", createdAt: before?.createdAt ?? now },
        ...input,
        eventId,
        updatedAt: now,
      };
      return submitChange<Venue>({
        kind: saveVenueKind.kind,
        label: `Save venue ${input.name}`,
        request: { method: "PUT", path: `/api/events/${encodeURIComponent(eventId)}/venue`, json: input },
        invalidate: [venueKeys.event(eventId)],
        data: { eventId, before, after } satisfies SaveVenueData,
      });
    },
    onSuccess: (result) => {
      if (result.queued) return;
      queryClient.setQueryData(venueKeys.event(eventId), { venue: result.body });
      return refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => unwrap(api.DELETE("/events/{id}/venue", { params: { path: { id: eventId } } })),
    onSuccess: () => {
      queryClient.setQueryData(venueKeys.event(eventId), { venue: null });
      return refresh();
    },
  });
  return { save, remove };
}
