import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Skeleton from "@mui/material/Skeleton";
import { useParams } from "react-router";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { browserTimeZone } from "../../lib/event-date-format.ts";
import { useEvent } from "../../lib/use-event.ts";
import { useEventPlan } from "../../lib/use-event-plan.ts";
import { CheckInOffer } from "./check-in-offer.tsx";
import { DoorLinksSection } from "./door-links-section.tsx";
import { DoorScreen } from "./door-screen.tsx";

const pageSx = { p: { xs: 2, sm: 3 }, maxWidth: 640, mx: "auto" } as const;

/**
 * /dashboard/events/:eventId/check-in: the host's door mode, and below it the event's door links
 * for helpers without an account.
 */
export default function CheckInPage() {
  const { eventId = "" } = useParams();
  const plan = useEventPlan(eventId);
  const event = useEvent(eventId);
  const allowed = plan.data?.features.includes("checkIn") ?? false;
  const title = event.data?.title;
  const header = (
    <DashboardPageHeader
      title="Check-in"
      subtitle={title}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
    />
  );
  const pageTitle = <title>{title ? `Check-in: ${title} · EventHub` : "Check-in · EventHub"}</title>;

  if (plan.isPending) {
    return (
      <Box sx={pageSx}>
        {header}
        <Skeleton variant="rounded" height={160} />
      </Box>
    );
  }
  if (plan.isError) {
    return (
      <Box sx={pageSx}>
        {header}
        <Alert severity="error">{plan.error.message}</Alert>
      </Box>
    );
  }
  if (!allowed) {
    return (
      <Box sx={pageSx}>
        {pageTitle}
        {header}
        <CheckInOffer eventId={eventId} />
      </Box>
    );
  }
  return (
    <Box sx={pageSx}>
      {pageTitle}
      {header}
      <DoorScreen source={{ eventId }} timeZone={event.data?.timeZone} />
      <DoorLinksSection eventId={eventId} timeZone={event.data?.timeZone ?? browserTimeZone()} />
    </Box>
  );
}
