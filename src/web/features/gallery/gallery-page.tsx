import Stack from "@mui/material/Stack";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { HostEventsGate } from "../../components/host-events-gate.tsx";
import { defaultEventId } from "../../lib/default-event.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { GalleryBoard } from "./gallery-board.tsx";

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
    <DashboardPage
      width={1280}
      tabTitle={event ? `Gallery of ${event.title}` : "Gallery"}
      title="Gallery"
      subtitle="Every photo of your event in one place, guests' too."
    >
      <HostEventsGate events={events} noEventsText="Create an event first, then share its photos here.">
        {(hostEvents) => (
          <Stack spacing={2.5}>
            <EventSelect
              events={hostEvents}
              value={eventId}
              onChange={(id) => id && navigate(`/dashboard/gallery/${id}`)}
            />
            {eventId && event && <GalleryBoard key={eventId} eventId={eventId} />}
          </Stack>
        )}
      </HostEventsGate>
    </DashboardPage>
  );
}
