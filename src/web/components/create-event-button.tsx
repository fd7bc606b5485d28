import AddIcon from "@mui/icons-material/Add";
import type { SxProps, Theme } from "@mui/material/styles";
import { LinkButton } from "./link-button.tsx";

/** The one way into the event wizard, wherever a screen offers it. */
export function CreateEventButton({ sx }: { sx?: SxProps<Theme> }) {
  return (
    <LinkButton
      to="/dashboard/events/create"
      variant="contained"
      color="secondary"
      sx={sx}
      icon={<AddIcon />}
    >
      Create Event
    </LinkButton>
  );
}
