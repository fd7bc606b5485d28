import type { Recipient } from "../../../contract/invitations.ts";
import { StatusChip } from "../../components/status-chip.tsx";
import { recipientStateColors, recipientStateLabels } from "../../lib/invitation-labels.ts";

/** Where one recipient's invitation is: not sent, queued, sending, sent or failed. */
export function DeliveryStateChip({ state }: { state: Recipient["state"] }) {
  return (
    <StatusChip
      label={recipientStateLabels[state]}
      color={recipientStateColors[state]}
      quiet={state === "pending"}
    />
  );
}
