import { z } from "zod";
import { recordTimes } from "./record-times.ts";

// The venue of an event (spec §2.16, §3 Venue, §5 Venue, §8): one per event, the spec's texts.

export const venueMessages = {
  required: "Venue name and address are required",
  saved: "Venue details saved successfully",
  deleted: "Venue deleted successfully",
  saveFailed: "Failed to save venue details",
  deleteFailed: "Failed to delete venue",
  notFound: "Venue not found",
  noPermission: "You do not have permission to manage this venue",
  confirmDelete: "Delete this venue? Guests will no longer see where the event takes place.",
} as const;

export const venueFacilityOptions = [
  "Parking",
  "Air Conditioning",
  "Catering",
  "Sound System",
  "Projector",
  "Wifi",
  "Wheelchair Access",
  "Restrooms",
  "Changing Rooms",
  "Stage",
  "Outdoor Space",
] as const;

const text = (max: number) => z.string().trim().max(max, `Should be at most ${max} characters`);

export const venueInputSchema = z.object({
  name: z.string().trim().min(1, venueMessages.required).max(200, "Should be at most 200 characters"),
  address: z.string().trim().min(1, venueMessages.required).max(500, "Should be at most 500 characters"),
  city: text(100).default(""),
  state: text(100).default(""),
  zipCode: text(20).default(""),
  contactPerson: text(200).default(""),
  contactPhone: text(40).default(""),
  hasParking: z.boolean().default(false),
  parkingDetails: text(1000).default(""),
  facilities: z.array(z.enum(venueFacilityOptions)).max(venueFacilityOptions.length).default([]),
});
export type VenueInput = z.input<typeof venueInputSchema>;

export const venueSchema = venueInputSchema.extend({
  id: z.string(),
  eventId: z.string(),
  ...recordTimes,
});
export type Venue = z.infer<typeof venueSchema>;

/** GET answers with the venue or null (an event without one is not an error). */
export const venueResultSchema = z.object({ venue: venueSchema.nullable() });
export type VenueResult = z.infer<typeof venueResultSchema>;

/** The one line a maps service searches for: every part of the address that is filled in. */
export function venueAddressLine(v: Pick<Venue, "name" | "address" | "city" | "state" | "zipCode">): string {
  return [v.name, v.address, v.city, v.state, v.zipCode].filter((p) => p.trim() !== "").join(", ");
}

/** 'View on Map': Google Maps' search URL (works in any browser and opens the app on phones). */
export function venueMapUrl(v: Parameters<typeof venueAddressLine>[0]): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(venueAddressLine(v))}`;
}

/** 'Get Directions': Google Maps' directions URL, from wherever the visitor is. */
export function venueDirectionsUrl(v: Parameters<typeof venueAddressLine>[0]): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(venueAddressLine(v))}`;
}
