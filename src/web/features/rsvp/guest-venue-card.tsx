import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { Venue } from "../../../contract/venues.ts";
import { VenueDetails } from "../../components/venue-details.tsx";
import { nextGuestCardSx } from "./guest-card-styles.ts";

/** The venue's card on a guest's invitation and reply pages, when the host has set one. */
export function GuestVenueCard({ venue }: { venue: Venue | null }) {
  if (!venue) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="venue-heading"
      variant="outlined"
      sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id="venue-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Venue
      </Typography>
      <VenueDetails venue={venue} />
    </Paper>
  );
}
