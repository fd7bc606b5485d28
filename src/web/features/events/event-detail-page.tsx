import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import ErrorOutlinedIcon from "@mui/icons-material/ErrorOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink, useParams } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { ReplyCounts } from "../../components/reply-counts.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { useEvent } from "../../lib/use-event.ts";
import { EventBanner } from "./event-banner.tsx";
import { EventDetailTabs } from "./event-detail-tabs.tsx";
import { eventLoadMessages, eventLoadProblem } from "./event-load-error.ts";
import { EventNextSteps, useNextSteps } from "./event-next-steps.tsx";
import { EventOwnerActions } from "./event-owner-actions.tsx";
import { EventSummary } from "./event-summary.tsx";

const pagePadding = { p: { xs: 2, sm: 3, md: 4 }, maxWidth: 1100, mx: "auto" } as const;

function BackToEvents() {
  return (
    <Button component={RouterLink} to="/dashboard/events" variant="contained" startIcon={<ArrowBackIcon />}>
      Back to Events
    </Button>
  );
}

function Problem({ message, isPrivate = false }: { message: string; isPrivate?: boolean }) {
  return (
    <Box sx={pagePadding}>
      <title>{`${message} · EventHub`}</title>
      <EmptyState
        role="alert"
        headingLevel="h2"
        icon={isPrivate ? <LockOutlinedIcon /> : <ErrorOutlinedIcon />}
        title={message}
        description={
          isPrivate
            ? "Only the host can see a private event."
            : "Check the link, or pick the event from your list."
        }
        action={<BackToEvents />}
      />
    </Box>
  );
}

/** The buttons the spec shows to everyone at the foot of the screen. */
function EventLinks({ event }: { event: Event }) {
  return (
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: "wrap", "& > *": { flex: { xs: "1 1 calc(50% - 8px)", sm: "0 0 auto" } } }}
    >
      <Button component={RouterLink} to="/dashboard/events" variant="outlined" startIcon={<ArrowBackIcon />}>
        Back to Events
      </Button>
      <Button
        component={RouterLink}
        to={`/dashboard/events/edit/${event.id}`}
        variant="outlined"
        startIcon={<EditOutlinedIcon />}
      >
        Edit Event
      </Button>
      <Button
        component={RouterLink}
        to={`/dashboard/guests?eventId=${event.id}`}
        variant="outlined"
        startIcon={<GroupsOutlinedIcon />}
      >
        Manage Guests
      </Button>
      <Button
        component={RouterLink}
        to={`/dashboard/invitations?eventId=${event.id}`}
        variant="outlined"
        startIcon={<SendOutlinedIcon />}
      >
        Send Invitations
      </Button>
      <Button
        component={RouterLink}
        to={`/dashboard/venue/${event.id}`}
        variant="outlined"
        startIcon={<StorefrontOutlinedIcon />}
      >
        Venue Details
      </Button>
    </Stack>
  );
}

/** /dashboard/events/:eventId: the event, the creator's tools, and the tabs. */
export default function EventDetailPage() {
  const { eventId } = useParams();
  const query = useEvent(eventId);
  const nextSteps = useNextSteps(query.data);

  if (!eventId) return <Problem message={eventLoadMessages.missingId} />;
  if (query.isError) {
    const problem = eventLoadProblem(query.error);
    return <Problem message={eventLoadMessages[problem]} isPrivate={problem === "private"} />;
  }
  const event = query.data;
  if (!event || nextSteps.loading) {
    return (
      <Box sx={pagePadding} aria-busy="true">
        <title>Event · EventHub</title>
        <Skeleton variant="rounded" height={250} sx={{ mb: 3 }} />
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="30%" />
      </Box>
    );
  }

  return (
    <Box sx={pagePadding}>
      <title>{`${event.title} · EventHub`}</title>
      <Stack spacing={3}>
        {nextSteps.guestCount !== null && (
          <EventNextSteps eventId={event.id} guestCount={nextSteps.guestCount} />
        )}
        <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
          <EventBanner
            src={event.bannerUrl ? bannerSrc(event.bannerUrl, 1280) : null}
            srcSet={event.bannerUrl ? bannerSrcSet(event.bannerUrl) : undefined}
            sizes="(min-width: 1340px) 1036px, (min-width: 900px) calc(100vw - 304px), 100vw"
            alt={`Banner for ${event.title}`}
            priority
          />
          <Stack spacing={3} sx={{ p: { xs: 2, sm: 3 } }}>
            <EventSummary
              title={event.title}
              date={event.date}
              time={event.time}
              timeZone={event.timeZone}
              location={event.location}
              isPublic={event.isPublic}
              hostName={event.isOwner ? undefined : event.hostName}
            />
            {event.replies && (
              <Box sx={{ maxWidth: 520 }}>
                <ReplyCounts replies={event.replies} title={event.title} />
              </Box>
            )}
            {event.isOwner && <EventOwnerActions event={event} />}
          </Stack>
        </Paper>

        <Paper
          variant="outlined"
          component="section"
          aria-labelledby="about-event"
          sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
        >
          <Typography id="about-event" component="h2" variant="h6" sx={{ mb: 1 }}>
            About this event
          </Typography>
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {event.description}
          </Typography>
        </Paper>

        <EventDetailTabs event={event} />
        <EventLinks event={event} />
      </Stack>
    </Box>
  );
}
