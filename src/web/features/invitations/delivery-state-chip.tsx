import Chip from "@mui/material/Chip";
import type { Recipient } from "../../../contract/invitations.ts";
import { recipientStateColors, recipientStateLabels } from "../../lib/invitation-labels.ts";

/** Where one recipient's invitation is: not sent, queued, sending, sent or failed. */
export function DeliveryStateChip({ state }: { state: Recipient["state"] }) {
  return (
    <Chip
      size="small"
      label={recipientStateLabels[state]}
      color={recipientStateColors[state]}
      variant={state === "pending" ? "outlined" : "filled"}
      sx={{ fontWeight: 600 }}
    />
  );
}
