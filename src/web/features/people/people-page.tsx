import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useEvent } from "../../lib/use-event.ts";
import { InviteForm } from "./invite-form.tsx";
import { MyPlaceSection } from "./my-place-section.tsx";
import { PeopleList } from "./people-list.tsx";

/**
 * /dashboard/events/:eventId/people: the owner invites co-hosts and door staff, sees who is pending
 * and who accepted, removes them and hands the event over; a co-host or door staff sees their own
 * place (their e-mail switches, and leaving).
 */
export default function PeoplePage() {
  const { eventId = "" } = useParams();
  const event = useEvent(eventId);
  const title = event.data ? `People of ${event.data.title}` : "People";

  return (
    <DashboardPage width={960} tabTitle={title}>
      <LinkButton to={`/dashboard/events/${eventId}`} variant="text" sx={{ mb: 1 }} icon={<ArrowBackIcon />}>
        Back to Event
      </LinkButton>
      <DashboardPageHeader
        title="People"
        subtitle={
          event.data
            ? `Who runs ${event.data.title} with its host: co-hosts do everything but delete it, pay for it or manage its people; door staff check guests in.`
            : "Who runs the event with its host"
        }
      />
      {event.isError && (
        <Alert severity="error" role="alert">
          {event.error instanceof ApiError ? event.error.message : "Failed to load data"}
        </Alert>
      )}
      {event.isPending && <Skeleton variant="rounded" height={320} aria-label="Loading the event's people" />}
      {event.data &&
        (event.data.isOwner ? (
          <Stack spacing={3}>
            <InviteForm eventId={eventId} />
            <PeopleList eventId={eventId} eventTitle={event.data.title} />
          </Stack>
        ) : (
          <MyPlaceSection eventId={eventId} event={event.data} />
        ))}
    </DashboardPage>
  );
}
