import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import SendOutlinedIcon from "@mui/icons-material/SendOutlined";
import StorefrontOutlinedIcon from "@mui/icons-material/StorefrontOutlined";
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { ButtonRow } from "../../components/button-row.tsx";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { ReplyCounts } from "../../components/reply-counts.tsx";
import { SectionCard } from "../../components/section-card.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { runsEvent } from "../../lib/event-roles.ts";
import { useEvent } from "../../lib/use-event.ts";
import { EventBanner } from "./event-banner.tsx";
import { EventDetailTabs } from "./event-detail-tabs.tsx";
import { eventLoadMessages, eventLoadProblem } from "./event-load-error.ts";
import { EventNextSteps, useNextSteps } from "./event-next-steps.tsx";
import { EventOwnerActions } from "./event-owner-actions.tsx";
import { EventRefusal } from "./event-refusal.tsx";
import { EventSummary } from "./event-summary.tsx";

function Problem({ message, isPrivate = false }: { message: string; isPrivate?: boolean }) {
  return (
    <DashboardPage width={1100} tabTitle={message}>
      <EventRefusal
        message={message}
        locked={isPrivate}
        description={
          isPrivate
            ? "Only the host can see a private event."
            : "Check the link, or pick the event from your list."
        }
      />
    </DashboardPage>
  );
}

/** The buttons the spec shows to everyone at the foot of the screen. */
function EventLinks({ event }: { event: Event }) {
  return (
    <ButtonRow>
      <LinkButton to="/dashboard/events" icon={<ArrowBackIcon />}>
        Back to Events
      </LinkButton>
      <LinkButton to={`/dashboard/events/edit/${event.id}`} icon={<EditOutlinedIcon />}>
        Edit Event
      </LinkButton>
      <LinkButton to={`/dashboard/guests?eventId=${event.id}`} icon={<GroupsOutlinedIcon />}>
        Manage Guests
      </LinkButton>
      <LinkButton to={`/dashboard/invitations?eventId=${event.id}`} icon={<SendOutlinedIcon />}>
        Send Invitations
      </LinkButton>
      <LinkButton to={`/dashboard/venue/${event.id}`} icon={<StorefrontOutlinedIcon />}>
        Venue Details
      </LinkButton>
    </ButtonRow>
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
      <DashboardPage width={1100} tabTitle="Event" busy>
        <Skeleton variant="rounded" height={250} sx={{ mb: 3 }} />
        <Skeleton variant="text" width="60%" height={48} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="text" width="30%" />
      </DashboardPage>
    );
  }

  return (
    <DashboardPage width={1100} tabTitle={event.title}>
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
            <EventSummary event={event} hostName={event.isOwner ? undefined : event.hostName} />
            {event.replies && (
              <Box sx={{ maxWidth: 520 }}>
                <ReplyCounts replies={event.replies} title={event.title} />
              </Box>
            )}
            {runsEvent(event) && <EventOwnerActions event={event} />}
          </Stack>
        </Paper>

        <SectionCard id="about-event" title="About this event">
          <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
            {event.description}
          </Typography>
        </SectionCard>

        <EventDetailTabs event={event} />
        <EventLinks event={event} />
      </Stack>
    </DashboardPage>
  );
}
