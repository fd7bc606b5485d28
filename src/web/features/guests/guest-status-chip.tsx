import Chip from "@mui/material/Chip";
import type { GuestStatus } from "../../../contract/guests.ts";
import { statusColors, statusLabels } from "./guest-labels.ts";

export function GuestStatusChip({ status }: { status: GuestStatus }) {
  return (
    <Chip
      label={statusLabels[status]}
      color={statusColors[status]}
      size="small"
      variant={status === "invited" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
