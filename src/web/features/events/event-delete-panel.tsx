import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";

type Props = {
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/** The confirmation an event delete needs (spec §4): what goes with it, then Cancel or Delete Event. */
export function EventDeletePanel({ title, deleting, onCancel, onConfirm }: Props) {
  const headingId = useId();
  return (
    <Paper
      role="region"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderColor: "error.main", bgcolor: "#fff5f5", borderRadius: 2 }}
    >
      <Typography id={headingId} component="h2" variant="h6" sx={{ color: "error.dark", mb: 1 }}>
        Delete this event?
      </Typography>
      <Typography sx={{ mb: 2 }}>
        “{title}” will be deleted together with its guest list, photos and posts. This cannot be undone.
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}>
        {/* Focus lands on the safe choice, so a stray Enter does not delete. */}
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={onConfirm}
          disabled={deleting}
          startIcon={
            deleting ? (
              <CircularProgress size={18} color="inherit" aria-hidden="true" />
            ) : (
              <DeleteOutlinedIcon />
            )
          }
        >
          Delete Event
        </Button>
      </Stack>
    </Paper>
  );
}
