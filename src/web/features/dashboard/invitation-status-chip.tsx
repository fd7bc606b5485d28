import Chip from "@mui/material/Chip";

const statuses = {
  draft: { label: "Draft", color: "default" },
  sent: { label: "Sent", color: "success" },
  scheduled: { label: "Scheduled", color: "info" },
} as const;

/** Any status we do not know is shown as a draft, as the spec asks. */
export function InvitationStatusChip({ status }: { status: string }) {
  const known = statuses[status as keyof typeof statuses] ?? statuses.draft;
  return <Chip size="small" label={known.label} color={known.color} />;
}
