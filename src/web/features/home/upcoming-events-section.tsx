import ArrowForwardIcon from "@mui/icons-material/ArrowForward";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Event } from "../../../contract/events.ts";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { UpcomingEventCard } from "./upcoming-event-card.tsx";

/** The next few public events (the server loads them with the page). */
export function UpcomingEventsSection({ events }: { events: Event[] }) {
  return (
    <Box
      component="section"
      aria-labelledby="upcoming-title"
      sx={{ py: { xs: 6, md: 10 }, bgcolor: "background.paper" }}
    >
      <Container maxWidth="lg">
        <Stack
          direction="row"
          spacing={2}
          sx={{ justifyContent: "space-between", alignItems: "flex-end", mb: { xs: 3, md: 4 } }}
        >
          <Box>
            <Typography id="upcoming-title" variant="h4" component="h2" sx={{ mb: 1, fontWeight: 800 }}>
              Upcoming Events
            </Typography>
            <Typography sx={{ color: "text.secondary" }}>Public events you can join soon.</Typography>
          </Box>
          <Button href="/events" endIcon={<ArrowForwardIcon />} sx={{ flexShrink: 0 }}>
            View All
          </Button>
        </Stack>

        {events.length === 0 ? (
          <NoEventsState
            title="No upcoming events"
            headingLevel="h3"
            description="There are no public events on the calendar right now. Why not host the next one? It takes a couple of minutes to set up."
          />
        ) : (
          <Grid container spacing={3}>
            {events.map((event) => (
              <Grid key={event.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <UpcomingEventCard event={event} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}
