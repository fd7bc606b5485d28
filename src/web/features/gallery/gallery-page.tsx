import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { defaultEventId } from "../../lib/default-event.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { GalleryBoard } from "./gallery-board.tsx";

const pageSx = { p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1280, mx: "auto" } as const;

/** /dashboard/gallery and /dashboard/gallery/:eventId: choose the event, then its photos. */
export default function GalleryPage() {
  const { eventId = null } = useParams();
  const navigate = useNavigate();
  const events = useHostEvents();
  const event = events.data?.find((e) => e.id === eventId);

  // No event named: open the likeliest one, with its id in the address like a chosen one.
  const fallback = events.data && !eventId ? defaultEventId(events.data) : null;
  useEffect(() => {
    if (fallback) navigate(`/dashboard/gallery/${fallback}`, { replace: true });
  }, [fallback, navigate]);

  return (
    <Box sx={pageSx}>
      <title>{event ? `Gallery of ${event.title} · EventHub` : "Gallery · EventHub"}</title>
      <DashboardPageHeader title="Gallery" subtitle="Every photo of your event in one place, guests' too." />
      {events.isError ? (
        <Alert severity="error" role="alert">
          Failed to load events
        </Alert>
      ) : !events.data ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading your events">
          <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
          <Skeleton variant="rounded" height={360} />
        </Stack>
      ) : events.data.length === 0 ? (
        <NoEventsState description="Create an event first, then share its photos here." />
      ) : (
        <Stack spacing={2.5}>
          <EventSelect
            events={events.data}
            value={eventId}
            onChange={(id) => id && navigate(`/dashboard/gallery/${id}`)}
          />
          {eventId && event && <GalleryBoard key={eventId} eventId={eventId} />}
        </Stack>
      )}
    </Box>
  );
}
