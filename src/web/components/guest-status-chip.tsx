import type { GuestStatus } from "../../contract/guests.ts";
import { guestStatusColors, guestStatusLabels } from "../lib/guest-labels.ts";
import { StatusChip } from "./status-chip.tsx";

/** A guest's status (their RSVP), as the host sees it in lists. */
export function GuestStatusChip({ status }: { status: GuestStatus }) {
  return (
    <StatusChip
      label={guestStatusLabels[status]}
      color={guestStatusColors[status]}
      quiet={status === "invited"}
    />
  );
}
