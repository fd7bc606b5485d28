import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useParams } from "react-router";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { useEventPlan } from "../../lib/use-event-plan.ts";
import { CheckInOffer } from "./check-in-offer.tsx";
import { DoorLinksSection } from "./door-links-section.tsx";
import { DoorScreen } from "./door-screen.tsx";
import { useDoorSummary } from "./use-door.ts";

const pageSx = { p: { xs: 2, sm: 3 }, maxWidth: 640, mx: "auto" } as const;

/**
 * /dashboard/events/:eventId/check-in: the event's door, for whoever may run it. The door's own
 * counter says who is asking: the event's hosts also get the way back to the event and, below the
 * door, its door links; door staff (an account with the door role) get the door alone, as a door
 * link has it: names only, no host controls, and no request to the host's routes (which refuse
 * them). When the door refuses, the plan says whether the package lacks the check-in tool (the
 * offer to upgrade) or the caller may not run this door.
 */
export default function CheckInPage() {
  const { eventId = "" } = useParams();
  const summary = useDoorSummary({ eventId }, Boolean(eventId));
  // Asked only when the door refused: a host whose package has no check-in tool sees the offer.
  const plan = useEventPlan(summary.isError && !summary.data ? eventId : undefined);
  const s = summary.data;
  const host = s?.view === "host";
  const header = (
    <DashboardPageHeader
      title="Check-in"
      subtitle={s ? `${s.title} · ${formatEventWhenShort(s.date, s.time, s.timeZone)}` : undefined}
      back={
        host || !s
          ? { to: `/dashboard/events/${eventId}`, label: "Back to the event" }
          : { to: "/dashboard", label: "Back to My Events" }
      }
    />
  );
  const pageTitle = <title>{s ? `Check-in: ${s.title} · EventHub` : "Check-in · EventHub"}</title>;

  // A door seen before keeps showing (offline, or a refetch refused: its actions then say why).
  const refused = summary.isError && !s;
  // Asked again after a refusal (back from buying the package): wait for the door's new answer.
  if (summary.isPending || (refused && (plan.isPending || summary.isFetching))) {
    return (
      <Box sx={pageSx}>
        {header}
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (refused) {
    const noTool = plan.data && !plan.data.features.includes("checkIn");
    return (
      <Box sx={pageSx}>
        {pageTitle}
        {header}
        {noTool ? (
          <CheckInOffer eventId={eventId} />
        ) : (
          <Alert severity="error">{summary.error?.message}</Alert>
        )}
      </Box>
    );
  }
  return (
    <Box sx={pageSx}>
      {pageTitle}
      {header}
      <DoorScreen source={{ eventId }} timeZone={s?.timeZone} />
      {host && s && <DoorLinksSection eventId={eventId} timeZone={s.timeZone} />}
    </Box>
  );
}
