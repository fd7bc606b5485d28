import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { Venue } from "../../../contract/venues.ts";
import { VenueDetails } from "../../components/venue-details.tsx";

/** The public event page's Venue section (server-rendered; its map links need no script). */
export function PublicVenueSection({ venue }: { venue: Venue | null }) {
  if (!venue) return null;
  return (
    <Box
      component="section"
      aria-labelledby="venue-heading"
      sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id="venue-heading" component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Venue
      </Typography>
      <VenueDetails venue={venue} />
    </Box>
  );
}
