import DirectionsIcon from "@mui/icons-material/Directions";
import MapIcon from "@mui/icons-material/Map";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { type Venue, venueDirectionsUrl, venueMapUrl } from "../../contract/venues.ts";

/** Opens the venue in Google Maps in a new tab, so the guest keeps this page. */
function MapsButton({ href, icon, children }: { href: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Button href={href} target="_blank" rel="noopener noreferrer" variant="outlined" startIcon={icon}>
      {children}
    </Button>
  );
}
/**
 * A venue as guests and hosts read it: the address, whom to call, parking, facilities and the two
 * links into Google Maps. Plain links, so they work on the server-rendered guest pages without any
 * script, and open the Maps app on phones.
 */
export function VenueDetails({ venue, headingLevel = "h3" }: { venue: Venue; headingLevel?: "h2" | "h3" }) {
  const place = [venue.city, venue.state, venue.zipCode].filter((p) => p.trim() !== "").join(", ");
  return (
    <Box>
      <Typography component={headingLevel} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {venue.name}
      </Typography>
      <Typography component="address" sx={{ fontStyle: "normal", overflowWrap: "anywhere" }}>
        {venue.address}
        {place && (
          <>
            <br />
            {place}
          </>
        )}
      </Typography>
      {(venue.contactPerson || venue.contactPhone) && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Contact: {venue.contactPerson}
          {venue.contactPerson && venue.contactPhone ? ", " : ""}
          {venue.contactPhone && (
            <a href={`tel:${venue.contactPhone.replace(/[^\d+]/g, "")}`}>{venue.contactPhone}</a>
          )}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 1 }}>
        {venue.hasParking
          ? `Parking available${venue.parkingDetails ? `: ${venue.parkingDetails}` : ""}`
          : "No parking at the venue"}
      </Typography>
      {venue.facilities.length > 0 && (
        <Box
          component="ul"
          aria-label="Facilities"
          sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, m: 0, mt: 1.5, listStyle: "none" }}
        >
          {venue.facilities.map((f) => (
            <li key={f}>
              <Chip label={f} size="small" variant="outlined" />
            </li>
          ))}
        </Box>
      )}
      <Stack direction={{ xs: "column", sm: "row" }} spacing={1.5} sx={{ mt: 2 }}>
        <MapsButton href={venueMapUrl(venue)} icon={<MapIcon />}>
          View on Map
        </MapsButton>
        <MapsButton href={venueDirectionsUrl(venue)} icon={<DirectionsIcon />}>
          Get Directions
        </MapsButton>
      </Stack>
    </Box>
  );
}
