import AddIcon from "@mui/icons-material/Add";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import type { InvitationSummary } from "../../../contract/invitations.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { EventSelect } from "../../components/event-select.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { ListToolbar } from "../../components/list-toolbar.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { useInvitations } from "../../lib/use-invitations.ts";
import { DeleteInvitationDialog } from "./delete-invitation-dialog.tsx";
import { InvitationTable } from "./invitation-table.tsx";

type Props = {
  /** The event filter from the URL (?eventId=), or null for all. */
  eventId: string | null;
  onEventChange: (eventId: string | null) => void;
};

function Loading() {
  return (
    <Stack spacing={1} sx={{ p: 2 }} aria-busy="true" aria-label="Loading invitations">
      <Skeleton height={44} />
      <Skeleton height={44} />
      <Skeleton height={44} />
    </Stack>
  );
}

/** 'All Invitations': the host's invitations, optionally of one event, with Create and Delete. */
export function InvitationListTab({ eventId, onEventChange }: Props) {
  const events = useHostEvents();
  const invitations = useInvitations(eventId);
  const [deleting, setDeleting] = useState<InvitationSummary | null>(null);
  const createHref = `/dashboard/invitations/create${eventId ? `?eventId=${encodeURIComponent(eventId)}` : ""}`;
  const create = (
    <LinkButton to={createHref} variant="contained" color="secondary" icon={<AddIcon />}>
      Create Invitation
    </LinkButton>
  );

  if (events.data && events.data.length === 0)
    return <NoEventsState description="Create an event first, then design and send its invitations here." />;

  return (
    <Stack spacing={2.5}>
      <ListToolbar>
        {events.data ? (
          <EventSelect events={events.data} value={eventId} onChange={onEventChange} allLabel="All events" />
        ) : events.isError ? (
          <Alert severity="error">Failed to load events</Alert>
        ) : (
          <Skeleton variant="rounded" height={56} sx={{ width: { xs: "100%", sm: 360 } }} />
        )}
        {create}
      </ListToolbar>
      {invitations.data?.length === 0 ? (
        <EmptyState
          icon={<MailOutlinedIcon />}
          title={eventId ? "No invitations for this event yet" : "No invitations yet"}
          description="Create your first invitation to get started."
          action={create}
        />
      ) : (
        <Paper variant="outlined" sx={{ borderRadius: 3, px: { xs: 2, md: 1 }, py: 1 }}>
          {invitations.isError ? (
            <ErrorAlert message="Failed to load invitations" sx={{ m: 1 }} />
          ) : !invitations.data ? (
            <Loading />
          ) : (
            <InvitationTable invitations={invitations.data} onDelete={setDeleting} />
          )}
        </Paper>
      )}
      <DeleteInvitationDialog invitation={deleting} onClose={() => setDeleting(null)} />
    </Stack>
  );
}
