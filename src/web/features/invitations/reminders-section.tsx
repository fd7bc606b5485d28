import AlarmAddOutlinedIcon from "@mui/icons-material/AlarmAddOutlined";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { type InvitationDetail, invitationMessages, type Reminder } from "../../../contract/invitations.ts";
import { DateTimeDialog } from "../../components/date-time-dialog.tsx";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { DetailSection } from "./detail-section.tsx";
import { serverReason } from "./problem-text.ts";
import { useReportedAction } from "./use-invitation-actions.ts";

const statusLooks: Record<Reminder["status"], { label: string; color: "info" | "success" | "default" }> = {
  scheduled: { label: "Scheduled", color: "info" },
  sent: { label: "Sent", color: "success" },
  cancelled: { label: "Cancelled", color: "default" },
};

function outcome(r: Reminder): string {
  if (r.status === "sent")
    return `Sent to ${r.sentCount} guest${r.sentCount === 1 ? "" : "s"} who had not replied`;
  if (r.status === "scheduled") return "Goes to the guests who have not replied by then";
  return "Will not be sent";
}

/** E-mail reminders to the recipients who have not replied: list, add, cancel. */
export function RemindersSection({ invitation }: { invitation: InvitationDetail }) {
  const { action, run } = useReportedAction();
  const { enqueueSnackbar } = useSnackbar();
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const canAdd = invitation.status !== "draft";

  async function add(sendAt: string) {
    setAddError(null);
    try {
      await action.mutateAsync({ kind: "add-reminder", id: invitation.id, sendAt });
      enqueueSnackbar("Reminder scheduled", { variant: "success" });
      setAdding(false);
    } catch (error) {
      setAddError(serverReason(error) ?? "Failed to schedule the reminder. Please try again.");
    }
  }

  async function cancel(reminderId: string) {
    setCancelling(reminderId);
    await run(
      { kind: "cancel-reminder", id: invitation.id, reminderId },
      { done: "Reminder cancelled", failed: "Failed to cancel the reminder" },
    );
    setCancelling(null);
  }

  return (
    <DetailSection
      headingId="reminders-heading"
      title="Reminders"
      description={
        canAdd
          ? "A reminder e-mail goes only to the guests who have not replied yet."
          : "Send or schedule the invitation first; then you can add reminders."
      }
      action={
        <Button
          variant="outlined"
          startIcon={<AlarmAddOutlinedIcon />}
          onClick={() => {
            setAddError(null);
            setAdding(true);
          }}
          disabled={!canAdd}
          sx={{ flexShrink: 0 }}
        >
          Add reminder
        </Button>
      }
      headerGap={1}
    >
      {invitation.reminders.length > 0 && (
        <List aria-label="Reminders" disablePadding>
          {invitation.reminders.map((r) => (
            <ListItem key={r.id} divider disableGutters sx={{ gap: 2, flexWrap: "wrap" }}>
              <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{formatTimestamp(r.sendAt)}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {outcome(r)}
                </Typography>
              </Stack>
              <Chip size="small" label={statusLooks[r.status].label} color={statusLooks[r.status].color} />
              {r.status === "scheduled" && (
                <Button
                  size="small"
                  color="error"
                  onClick={() => void cancel(r.id)}
                  loading={cancelling === r.id}
                  aria-label={`Cancel the reminder of ${formatTimestamp(r.sendAt)}`}
                >
                  Cancel
                </Button>
              )}
            </ListItem>
          ))}
        </List>
      )}
      <DateTimeDialog
        open={adding}
        title="Add reminder"
        description="The reminder e-mail goes to the recipients who have not replied by then."
        label="Send the reminder at"
        confirmLabel="Add reminder"
        pastMessage={invitationMessages.scheduledInPast}
        busy={action.isPending}
        error={addError}
        onConfirm={(iso) => void add(iso)}
        onClose={() => setAdding(false)}
      />
    </DetailSection>
  );
}
