import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { VenueDetails } from "../../components/venue-details.tsx";
import { runsEvent } from "../../lib/event-roles.ts";
import { useVenue } from "../../lib/use-venue.ts";

/** The Details tab's venue: what guests see, or for the host a way to add one. */
export function EventVenueFacts({ event }: { event: Event }) {
  const venue = useVenue(event.id);
  if (!venue.data) return null;
  const saved = venue.data.venue;
  return (
    <Box
      component="section"
      aria-labelledby="event-venue-heading"
      sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id="event-venue-heading" component="h3" variant="h6" sx={{ mb: 1.5 }}>
        Venue
      </Typography>
      {saved ? (
        <VenueDetails venue={saved} headingLevel="h3" />
      ) : (
        <Typography color="text.secondary">No venue yet.</Typography>
      )}
      {runsEvent(event) && (
        <Button component={RouterLink} to={`/dashboard/venue/${event.id}`} sx={{ mt: 1.5 }}>
          {saved ? "Edit venue" : "Add venue"}
        </Button>
      )}
    </Box>
  );
}
