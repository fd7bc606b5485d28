import type { QueryClient } from "@tanstack/react-query";
import type { Venue, VenueResult } from "../../../contract/venues.ts";
import { registerChangeKind } from "../../lib/offline/change-kinds.ts";
import { venueKeys } from "../../lib/use-venue.ts";

/** A venue saved offline shows as saved until the server has it (see src/web/lib/offline). */
export type SaveVenueData = { eventId: string; before: Venue | null; after: Venue };

export const saveVenueKind = {
  kind: "venue.save",
  apply: (client: QueryClient, { data }: { data: SaveVenueData }) =>
    client.setQueryData<VenueResult>(venueKeys.event(data.eventId), { venue: data.after }),
  revert: (client: QueryClient, { data }: { data: SaveVenueData }) =>
    client.setQueryData<VenueResult>(venueKeys.event(data.eventId), { venue: data.before }),
};

registerChangeKind<SaveVenueData>(saveVenueKind);
