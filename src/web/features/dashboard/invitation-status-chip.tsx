import Chip from "@mui/material/Chip";
import { displayStatus } from "../../../contract/invitations.ts";

const looks = {
  draft: { label: "Draft", color: "default" },
  sent: { label: "Sent", color: "success" },
  scheduled: { label: "Scheduled", color: "info" },
} as const;

/** Any status we do not know is shown as a draft, as the spec asks. */
export function InvitationStatusChip({ status }: { status: string }) {
  const look = looks[displayStatus(status)];
  return <Chip size="small" label={look.label} color={look.color} />;
}
