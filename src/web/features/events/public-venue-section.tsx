import type { Venue } from "../../../contract/venues.ts";
import { VenueDetails } from "../../components/venue-details.tsx";
import { PublicEventSection } from "./public-event-section.tsx";

/** The public event page's Venue section (server-rendered; its map links need no script). */
export function PublicVenueSection({ venue }: { venue: Venue | null }) {
  if (!venue) return null;
  return (
    <PublicEventSection headingId="venue-heading" title="Venue">
      <VenueDetails venue={venue} />
    </PublicEventSection>
  );
}
