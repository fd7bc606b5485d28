import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import CircularProgress from "@mui/material/CircularProgress";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { notifyGuestsLabel } from "../../../contract/event-cancellation.ts";
import { useCancellationNotice } from "./use-delete-event.ts";

type Props = {
  eventId: string;
  title: string;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (notifyGuests: boolean) => void;
};

/**
 * The confirmation an event delete needs (spec §4): what goes with it, the offer to e-mail the
 * guests who replied (on by default, so nobody turns up to a cancelled event), then Cancel or
 * Delete Event.
 */
export function EventDeletePanel({ eventId, title, deleting, onCancel, onConfirm }: Props) {
  const headingId = useId();
  const notice = useCancellationNotice(eventId);
  const replied = notice.data?.recipients ?? 0;
  // null until the host touches it: then the default follows the count once it arrives.
  const [choice, setChoice] = useState<boolean | null>(null);
  const notify = replied > 0 && (choice ?? true);
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
      {notice.isPending && <Skeleton variant="text" width="70%" height={44} sx={{ mb: 1 }} />}
      {replied > 0 && (
        <FormControlLabel
          sx={{ mb: 1, alignItems: "center", minHeight: 44 }}
          control={<Checkbox checked={notify} onChange={(e) => setChoice(e.target.checked)} />}
          label={notifyGuestsLabel(replied)}
        />
      )}
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end", flexWrap: "wrap" }}>
        {/* Focus lands on the safe choice, so a stray Enter does not delete. */}
        <Button onClick={onCancel} autoFocus>
          Cancel
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => onConfirm(notify)}
          // Wait for the count, so the guests are not left out by a quick click; a failed count does not block.
          disabled={deleting || notice.isPending}
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
