import AddIcon from "@mui/icons-material/Add";
import Button from "@mui/material/Button";
import type { SxProps, Theme } from "@mui/material/styles";
import { Link as RouterLink } from "react-router";

/** The one way into the event wizard, wherever a screen offers it. */
export function CreateEventButton({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <Button
      component={RouterLink}
      to="/dashboard/events/create"
      variant="contained"
      color="secondary"
      startIcon={<AddIcon />}
      sx={sx}
    >
      Create Event
    </Button>
  );
}
