import Chip from "@mui/material/Chip";
import type { GuestStatus } from "../../../contract/guests.ts";
import { guestStatusColors, guestStatusLabels } from "./invitation-labels.ts";

/** A guest's RSVP, so the host sees who answered. */
export function ReplyStatusChip({ status }: { status: GuestStatus }) {
  return (
    <Chip
      size="small"
      label={guestStatusLabels[status]}
      color={guestStatusColors[status]}
      variant={status === "invited" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
