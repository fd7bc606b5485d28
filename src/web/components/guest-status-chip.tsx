import Chip from "@mui/material/Chip";
import type { GuestStatus } from "../../contract/guests.ts";
import { guestStatusColors, guestStatusLabels } from "../lib/guest-labels.ts";

/** A guest's status (their RSVP), as the host sees it in lists. */
export function GuestStatusChip({ status }: { status: GuestStatus }) {
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
