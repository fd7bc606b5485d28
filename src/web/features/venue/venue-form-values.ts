import type { Venue, VenueInput } from "../../../contract/venues.ts";

export type VenueFormValues = Required<VenueInput>;

export const emptyVenue: VenueFormValues = {
  name: "",
  address: "",
  city: "",
  state: "",
  zipCode: "",
  contactPerson: "",
  contactPhone: "",
  hasParking: false,
  parkingDetails: "",
  facilities: [],
};

/** The saved venue as the form's values (the server's extra fields left out). */
export function venueFormValues(venue: Venue | null): VenueFormValues {
  if (!venue) return emptyVenue;
  const { id: _id, eventId: _e, createdAt: _c, updatedAt: _u, ...values } = venue;
  return values;
}
