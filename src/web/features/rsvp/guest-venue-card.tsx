import type { Venue } from "../../../contract/venues.ts";
import { VenueDetails } from "../../components/venue-details.tsx";
import { GuestInfoCard } from "./guest-info-card.tsx";

/** The venue's card on a guest's invitation and reply pages, when the host has set one. */
export function GuestVenueCard({ venue }: { venue: Venue | null }) {
  if (!venue) return null;
  return (
    <GuestInfoCard id="venue-heading" title="Venue">
      <VenueDetails venue={venue} />
    </GuestInfoCard>
  );
}
