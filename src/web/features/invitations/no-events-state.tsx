import AddIcon from "@mui/icons-material/Add";
import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import Button from "@mui/material/Button";
import { Link as RouterLink } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";

/** Invitations belong to an event: without one there is nothing to invite to (spec §2.19 'Empty states'). */
export function NoEventsState() {
  return (
    <EmptyState
      icon={<EventAvailableIcon />}
      title="No events yet"
      description="Create an event first, then design and send its invitations here."
      action={
        <Button
          component={RouterLink}
          to="/dashboard/events/create"
          variant="contained"
          color="secondary"
          startIcon={<AddIcon />}
        >
          Create Event
        </Button>
      }
    />
  );
}
