import Skeleton from "@mui/material/Skeleton";
import type { ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { InvitationWizard } from "./invitation-wizard.tsx";
import { filterFromLink } from "./recipient-filters.ts";
import { emptyWizardValues } from "./wizard-values.ts";

/**
 * /dashboard/invitations/create (?eventId=&templateId= preselect; a guest list's ?status=&search=
 * preselect its guests): the wizard for a new invitation.
 */
export default function InvitationCreatePage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const events = useHostEvents();
  const queryEvent = searchParams.get("eventId");
  const queryTemplate = searchParams.get("templateId");
  const back = `/dashboard/invitations${queryEvent ? `?eventId=${encodeURIComponent(queryEvent)}` : ""}`;

  let body: ReactNode;
  if (events.isError) {
    body = <ErrorAlert message="Failed to load events" />;
  } else if (!events.data) {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else if (events.data.length === 0) {
    body = <NoEventsState description="Create an event first, then design and send its invitations here." />;
  } else {
    const list = events.data;
    // An event named in the link wins; a host with a single event needs no choice.
    const eventId = list.some((e) => e.id === queryEvent)
      ? queryEvent
      : list.length === 1
        ? list[0].id
        : null;
    body = (
      <InvitationWizard
        draftKey={`${user?.id ?? ""}:invitation:new`}
        events={list}
        initial={emptyWizardValues(eventId, queryTemplate)}
        guestFilter={eventId ? (filterFromLink(searchParams) ?? undefined) : undefined}
        onCancel={() => navigate(back)}
      />
    );
  }

  return (
    <DashboardPage
      width={1000}
      title="Create Invitation"
      subtitle="Pick a design, write your message, choose the guests, then send or schedule."
      back={{ to: back, label: "Back to Invitations" }}
    >
      {body}
    </DashboardPage>
  );
}
