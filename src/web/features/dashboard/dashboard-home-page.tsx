import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { SessionUser } from "../../../contract/session.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { DashboardTiles } from "./dashboard-tiles.tsx";
import { NextEventCard } from "./next-event-card.tsx";
import { RecentInvitations } from "./recent-invitations.tsx";
import { useDashboardSummary } from "./use-dashboard-summary.ts";

/** Sign-up stamps lastLogin with the creation time; only a later sign-in moves it on. */
function hasSignedInAgain(user: SessionUser | null): boolean {
  if (!user?.lastLogin) return false;
  return Date.parse(user.lastLogin) > Date.parse(user.createdAt);
}

export default function DashboardHomePage() {
  const { user } = useCurrentUser();
  const events = useHostEvents();
  const summary = useDashboardSummary();
  const displayName = user?.name?.trim() || "User";
  // Unknown while loading; a failed load falls back to the spec's screen rather than guessing.
  const hasEvents = events.isError ? true : events.data ? events.data.length > 0 : null;

  return (
    <DashboardPage width={1200} tabTitle="Dashboard">
      <Typography variant="h4" component="h1" sx={{ mb: 0.5 }}>
        {`${hasSignedInAgain(user) ? "Welcome back" : "Welcome"}, ${displayName}`}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: { xs: 3, md: 4 } }}>
        Here is everything you need to run your events.
      </Typography>
      {/* Guests and invitations all belong to an event, so a new host starts there. */}
      {hasEvents === false && (
        <Box sx={{ mb: { xs: 3, md: 4 } }}>
          <NoEventsState
            title="Start with your first event"
            description="Create your first event to get started. Then add its guests and send them invitations."
          />
        </Box>
      )}
      {summary.data?.nextEvent && (
        <Box sx={{ mb: { xs: 3, md: 4 } }}>
          <NextEventCard event={summary.data.nextEvent} />
        </Box>
      )}
      <DashboardTiles summary={summary.data} />
      <Box sx={{ mt: { xs: 3, md: 4 } }}>
        <RecentInvitations hasEvents={hasEvents} />
      </Box>
    </DashboardPage>
  );
}
