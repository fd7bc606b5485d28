import CloudUploadOutlinedIcon from "@mui/icons-material/CloudUploadOutlined";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Popover from "@mui/material/Popover";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { formatTimestamp } from "../lib/event-date-format.ts";
import { offlineMessages } from "../lib/offline/offline-messages.ts";
import { useOnline } from "../lib/offline/use-online.ts";
import { useQueuedChanges } from "../lib/offline/use-queued-changes.ts";

/** The top bar's count of changes waiting to be sent, opening the list of them. */
export function PendingChangesButton() {
  const changes = useQueuedChanges();
  const online = useOnline();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const waiting = changes.filter((c) => c.state === "waiting");
  if (waiting.length === 0) return null;
  const label = offlineMessages.waiting(waiting.length);

  return (
    <>
      <Button
        size="small"
        color="warning"
        variant="outlined"
        aria-label={label}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        sx={{ flexShrink: 0, minWidth: 0, px: { xs: 1, sm: 1.5 }, whiteSpace: "nowrap" }}
        startIcon={<CloudUploadOutlinedIcon />}
      >
        {/* The count alone on a phone, the words where there is room. */}
        <Typography component="span" variant="inherit" sx={{ display: { sm: "none" } }}>
          {waiting.length}
        </Typography>
        <Typography component="span" variant="inherit" sx={{ display: { xs: "none", sm: "inline" } }}>
          {label}
        </Typography>
      </Button>
      <Popover
        id={popoverId}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: "bottom", horizontal: "right" }}
        transformOrigin={{ vertical: "top", horizontal: "right" }}
        slotProps={{ paper: { sx: { maxWidth: 360 } } }}
      >
        <Typography sx={{ px: 2, pt: 2 }} variant="subtitle2" component="h2">
          {online ? "Sending your changes…" : "Waiting for a connection"}
        </Typography>
        <Typography sx={{ px: 2 }} variant="body2" color="text.secondary">
          Made on this device, sent in this order when you are online.
        </Typography>
        <List dense>
          {waiting.map((change) => (
            <ListItem key={change.seq}>
              <ListItemText
                primary={change.label}
                secondary={formatTimestamp(new Date(change.timestamp).toISOString())}
              />
            </ListItem>
          ))}
        </List>
      </Popover>
    </>
  );
}
