import { displayStatus } from "../../contract/invitations.ts";
import { StatusChip } from "./status-chip.tsx";

const looks = {
  draft: { label: "Draft", color: "default" },
  sent: { label: "Sent", color: "success" },
  scheduled: { label: "Scheduled", color: "info" },
} as const;

/** An invitation's status; one the app does not know reads as a draft (spec §3). */
export function InvitationStatusChip({ status }: { status: string }) {
  const look = looks[displayStatus(status)];
  return <StatusChip label={look.label} color={look.color} />;
}
