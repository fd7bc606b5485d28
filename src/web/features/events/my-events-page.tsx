import DynamicFeedIcon from "@mui/icons-material/DynamicFeed";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import HowToRegOutlinedIcon from "@mui/icons-material/HowToRegOutlined";
import VisibilityOutlinedIcon from "@mui/icons-material/VisibilityOutlined";
import Grid from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useSearchParams } from "react-router";
import type { HostEvent } from "../../../contract/events.ts";
import { CreateEventButton } from "../../components/create-event-button.tsx";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { EventCard } from "../../components/event-card.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { ReplyCounts } from "../../components/reply-counts.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { NoMatchingEvents } from "./no-matching-events.tsx";

const gridSizes = { xs: 12, sm: 6, lg: 4 } as const;

/** How a card says whose event it is, when it is shared with the user by its host. */
const sharedBy = (event: HostEvent) =>
  `Shared by ${event.hostName} · you are ${event.role === "door" ? "door staff" : "a co-host"}`;

function MyEventCard({ event }: { event: HostEvent }) {
  const shared = !event.isOwner;
  // Door staff open the door, nothing else of the event.
  if (event.role === "door") return <DoorEventCard event={event} />;
  // Each button names its event: a screen reader lists many "Edit" links otherwise.
  const actions = [
    {
      label: "View",
      name: `View ${event.title}`,
      to: `/dashboard/events/${event.id}`,
      icon: <VisibilityOutlinedIcon />,
    },
    {
      label: "Edit",
      name: `Edit ${event.title}`,
      to: `/dashboard/events/edit/${event.id}`,
      icon: <EditOutlinedIcon />,
    },
    {
      label: "Feed",
      name: `Feed of ${event.title}`,
      to: `/dashboard/feed/${event.id}`,
      icon: <DynamicFeedIcon />,
    },
  ];
  return (
    <EventCard
      title={event.title}
      href={`/dashboard/events/${event.id}`}
      imageUrl={event.bannerUrl ? bannerSrc(event.bannerUrl, 640) : null}
      imageSrcSet={event.bannerUrl ? bannerSrcSet(event.bannerUrl) : undefined}
      dateLabel={formatEventWhenShort(event.date, event.time, event.timeZone)}
      location={event.location}
      chipLabel={shared ? "Shared" : event.isPublic ? "Public" : "Private"}
      chipTone={event.isPublic || shared ? "highlight" : "neutral"}
      subtitle={shared ? sharedBy(event) : undefined}
      details={event.replies && <ReplyCounts replies={event.replies} title={event.title} />}
      actions={actions.map((a, i) => (
        <LinkButton
          key={a.label}
          to={a.to}
          // The first is the card's main action.
          variant={i === 0 ? "contained" : "outlined"}
          size="small"
          aria-label={a.name}
          sx={{ flex: "1 1 0", minWidth: 0 }}
          icon={a.icon}
        >
          {a.label}
        </LinkButton>
      ))}
    />
  );
}

/** A door-staff place: the event's door is all it opens. */
function DoorEventCard({ event }: { event: HostEvent }) {
  return (
    <EventCard
      title={event.title}
      href={`/dashboard/events/${event.id}/check-in`}
      imageUrl={event.bannerUrl ? bannerSrc(event.bannerUrl, 640) : null}
      imageSrcSet={event.bannerUrl ? bannerSrcSet(event.bannerUrl) : undefined}
      dateLabel={formatEventWhenShort(event.date, event.time, event.timeZone)}
      location={event.location}
      chipLabel="Shared"
      subtitle={sharedBy(event)}
      actions={
        <LinkButton
          to={`/dashboard/events/${event.id}/check-in`}
          variant="contained"
          size="small"
          aria-label={`Door of ${event.title}`}
          sx={{ flex: "1 1 0", minWidth: 0 }}
          icon={<HowToRegOutlinedIcon />}
        >
          Door
        </LinkButton>
      }
    />
  );
}

/** /dashboard/events: the signed-in user's events, newest date first, with search. */
export default function MyEventsPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get("search")?.trim() ?? "";
  const { data: events, isPending, isError, isPlaceholderData } = useHostEvents(search);

  function setSearch(next: string) {
    setParams(next ? { search: next } : {}, { replace: true });
  }

  return (
    <DashboardPage
      width={1200}
      title="My Events"
      subtitle="Every event you host or help run, with the newest date first."
      action={<CreateEventButton />}
    >
      <SearchField
        value={search}
        onChange={setSearch}
        placeholder="Search events by title or location"
        sx={{ mb: 3, maxWidth: { md: 520 }, bgcolor: "background.paper" }}
      />

      {isError ? (
        <ErrorAlert message="Failed to load events" />
      ) : isPending ? (
        <Grid container spacing={3} aria-busy="true" aria-label="Loading your events">
          {[0, 1, 2].map((i) => (
            <Grid key={i} size={gridSizes}>
              <Skeleton variant="rounded" height={330} />
            </Grid>
          ))}
        </Grid>
      ) : events.length === 0 ? (
        search ? (
          <NoMatchingEvents clear={{ onClick: () => setSearch("") }} />
        ) : (
          <NoEventsState description="Create your first event to get started" />
        )
      ) : (
        <>
          <Typography role="status" variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
            {search
              ? `${events.length} ${events.length === 1 ? "event matches" : "events match"} “${search}”`
              : `${events.length} ${events.length === 1 ? "event" : "events"}`}
          </Typography>
          <Grid
            container
            spacing={3}
            sx={{ opacity: isPlaceholderData ? 0.6 : 1, transition: "opacity 120ms" }}
          >
            {events.map((event) => (
              <Grid key={event.id} size={gridSizes}>
                <MyEventCard event={event} />
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </DashboardPage>
  );
}
