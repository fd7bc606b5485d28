import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Alert from "@mui/material/Alert";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useParams } from "react-router";
import { venueMessages } from "../../../contract/venues.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { DashboardPageHeader } from "../../components/dashboard-page-header.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { VenueDetails } from "../../components/venue-details.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { runsEvent } from "../../lib/event-roles.ts";
import { offlineMessages } from "../../lib/offline/offline-messages.ts";
import { useEvent } from "../../lib/use-event.ts";
import { useVenue } from "../../lib/use-venue.ts";
import { useVenueMutations } from "./use-venue-mutations.ts";
import { VenueForm } from "./venue-form.tsx";

/** /dashboard/venue/:eventId and /dashboard/events/:eventId/venue: the event's one venue. */
export default function VenuePage() {
  const { eventId = "" } = useParams();
  const event = useEvent(eventId);
  const venue = useVenue(eventId);
  const { save, remove } = useVenueMutations(eventId);
  const { enqueueSnackbar } = useSnackbar();
  const [confirming, setConfirming] = useState(false);
  const saved = venue.data?.venue ?? null;
  const isOwner = runsEvent(event.data);

  const onSave = async (values: Parameters<typeof save.mutateAsync>[0]) => {
    try {
      const result = await save.mutateAsync(values);
      if (result.queued) enqueueSnackbar(offlineMessages.savedOnDevice, { variant: "info" });
      else enqueueSnackbar(venueMessages.saved, { variant: "success" });
    } catch (error) {
      const message =
        error instanceof ApiError && error.code !== "internal" ? error.message : venueMessages.saveFailed;
      enqueueSnackbar(message, { variant: "error" });
      throw error;
    }
  };

  const onDelete = async () => {
    try {
      await remove.mutateAsync();
      setConfirming(false);
      enqueueSnackbar(venueMessages.deleted, { variant: "success" });
    } catch {
      enqueueSnackbar(venueMessages.deleteFailed, { variant: "error" });
    }
  };

  return (
    <DashboardPage width={960} tabTitle={event.data ? `Venue of ${event.data.title}` : "Venue"}>
      <LinkButton to={`/dashboard/events/${eventId}`} variant="text" sx={{ mb: 1 }} icon={<ArrowBackIcon />}>
        Back to Event
      </LinkButton>
      <DashboardPageHeader
        title="Venue Details"
        subtitle={event.data ? `Where ${event.data.title} takes place` : "Where your event takes place"}
      />
      {(event.isError || venue.isError) && (
        <Alert severity="error" role="alert">
          {event.error instanceof ApiError ? event.error.message : "Failed to load data"}
        </Alert>
      )}
      {(event.isPending || venue.isPending) && !event.isError && !venue.isError && (
        <Skeleton variant="rounded" height={420} aria-label="Loading the venue" />
      )}
      {event.data && venue.data && (
        <Stack spacing={3}>
          {saved && (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
                Saved venue
              </Typography>
              <VenueDetails venue={saved} />
            </Paper>
          )}
          {isOwner ? (
            <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
              <Typography component="h2" variant="h6" sx={{ mb: 2 }}>
                {saved ? "Edit venue" : "Add a venue"}
              </Typography>
              <VenueForm
                venue={saved}
                saving={save.isPending}
                onSave={onSave}
                onDelete={saved ? () => setConfirming(true) : undefined}
              />
            </Paper>
          ) : (
            !saved && <Alert severity="info">No venue has been added for this event yet.</Alert>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        title="Delete venue?"
        confirmLabel="Delete"
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setConfirming(false)}
      >
        {venueMessages.confirmDelete}
      </ConfirmDialog>
    </DashboardPage>
  );
}
