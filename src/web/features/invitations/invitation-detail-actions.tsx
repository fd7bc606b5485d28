import CancelScheduleSendOutlinedIcon from "@mui/icons-material/CancelScheduleSendOutlined";
import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import EditOutlinedIcon from "@mui/icons-material/EditOutlined";
import QrCode2Icon from "@mui/icons-material/QrCode2";
import ReplayIcon from "@mui/icons-material/Replay";
import ScheduleSendOutlinedIcon from "@mui/icons-material/ScheduleSendOutlined";
import SendIcon from "@mui/icons-material/Send";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { type InvitationDetail, invitationMessages } from "../../../contract/invitations.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { DateTimeDialog } from "../../components/date-time-dialog.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { QrCodeDialog } from "../../components/qr-code-dialog.tsx";
import { localDateTimeValue } from "../../lib/event-date-format.ts";
import { serverReason } from "./problem-text.ts";
import { useInvitationAction } from "./use-invitation-actions.ts";
import { useShareLink } from "./use-share-link.ts";

type Props = {
  invitation: InvitationDetail;
  onDelete: () => void;
  /** WhatsApp: opens the walk through the guests (Send Now sends nothing by itself). */
  onSendWhatsApp: () => void;
};
type Dialog = "send" | "schedule" | "qr" | null;

/** What can be done with the invitation in its state (spec §4): send, schedule, edit, share, retry, delete. */
export function InvitationDetailActions({ invitation, onDelete, onSendWhatsApp }: Props) {
  const action = useInvitationAction();
  const share = useShareLink(invitation.id);
  const { enqueueSnackbar } = useSnackbar();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [scheduleError, setScheduleError] = useState<string | null>(null);
  const [running, setRunning] = useState<string | null>(null);
  const email = invitation.type === "email";
  const sent = invitation.status === "sent";
  const scheduled = invitation.status === "scheduled";
  const failed = invitation.recipients.filter((r) => r.state === "failed").length;
  const sharedPath = `/invite/${invitation.uniqueCode}`;

  async function run(kind: "send" | "cancel-schedule" | "retry", ok: string, failure: string) {
    setRunning(kind);
    try {
      await action.mutateAsync({ kind, id: invitation.id });
      enqueueSnackbar(ok, { variant: "success" });
    } catch (error) {
      const reason = serverReason(error);
      enqueueSnackbar(reason ? `${failure}: ${reason}` : failure, {
        variant: "error",
        autoHideDuration: 8000,
      });
    } finally {
      setRunning(null);
      setDialog(null);
    }
  }

  async function schedule(iso: string) {
    setScheduleError(null);
    setRunning("schedule");
    try {
      await action.mutateAsync({ kind: "schedule", id: invitation.id, scheduledDate: iso });
      enqueueSnackbar(invitationMessages.scheduled, { variant: "success" });
      setDialog(null);
    } catch (error) {
      setScheduleError(serverReason(error) ?? "Failed to schedule invitation");
    } finally {
      setRunning(null);
    }
  }

  const n = invitation.recipientCount;
  return (
    <>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap" }}>
        {email && !sent && (
          <Button
            variant="contained"
            color="secondary"
            startIcon={<SendIcon />}
            onClick={() => setDialog("send")}
          >
            Send Now
          </Button>
        )}
        {invitation.type === "whatsapp" && !sent && (
          <Button variant="contained" color="secondary" startIcon={<SendIcon />} onClick={onSendWhatsApp}>
            Send Now
          </Button>
        )}
        {email && !sent && (
          <Button
            variant="outlined"
            startIcon={<ScheduleSendOutlinedIcon />}
            onClick={() => {
              setScheduleError(null);
              setDialog("schedule");
            }}
          >
            {scheduled ? "Reschedule" : "Schedule"}
          </Button>
        )}
        {scheduled && (
          <Button
            variant="outlined"
            startIcon={<CancelScheduleSendOutlinedIcon />}
            loading={running === "cancel-schedule"}
            onClick={() =>
              void run(
                "cancel-schedule",
                "Schedule cancelled: the invitation is a draft again",
                "Failed to cancel the schedule",
              )
            }
          >
            Cancel schedule
          </Button>
        )}
        {email && sent && failed > 0 && (
          <Button
            variant="contained"
            color="warning"
            startIcon={<ReplayIcon />}
            loading={running === "retry"}
            onClick={() =>
              void run(
                "retry",
                `Sending again to ${failed} guest${failed === 1 ? "" : "s"}`,
                "Failed to send invitation",
              )
            }
          >
            Retry failed ({failed})
          </Button>
        )}
        <Button
          variant="outlined"
          startIcon={<ContentCopyIcon />}
          onClick={() => void share.copy(sharedPath)}
        >
          Copy link
        </Button>
        {invitation.type === "link" && (
          <Button
            variant="outlined"
            startIcon={<QrCode2Icon />}
            onClick={() => {
              setDialog("qr");
              void share.markShared();
            }}
          >
            QR code
          </Button>
        )}
        {!sent && (
          <LinkButton to={`/dashboard/invitations/${invitation.id}/edit`} icon={<EditOutlinedIcon />}>
            Edit
          </LinkButton>
        )}
        <Button variant="outlined" color="error" startIcon={<DeleteOutlinedIcon />} onClick={onDelete}>
          Delete
        </Button>
      </Stack>

      <ConfirmDialog
        open={dialog === "send"}
        title="Send this invitation now?"
        confirmLabel="Send Now"
        tone="primary"
        busy={running === "send"}
        onConfirm={() => void run("send", invitationMessages.sent, "Failed to send invitation")}
        onClose={() => setDialog(null)}
      >
        {`Each of the ${n} recipient${n === 1 ? "" : "s"} gets the invitation by e-mail with a personal reply link.${scheduled ? " The scheduled send is replaced." : ""}`}
      </ConfirmDialog>
      <DateTimeDialog
        open={dialog === "schedule"}
        title="Schedule invitation"
        description="The e-mails go out at this time, even if you close the app."
        label="Send at"
        confirmLabel="Schedule"
        pastMessage={invitationMessages.scheduledInPast}
        initialValue={invitation.scheduledDate ? localDateTimeValue(new Date(invitation.scheduledDate)) : ""}
        busy={running === "schedule"}
        error={scheduleError}
        onConfirm={(iso) => void schedule(iso)}
        onClose={() => setDialog(null)}
      />
      <QrCodeDialog
        open={dialog === "qr"}
        onClose={() => setDialog(null)}
        title="Invitation QR Code"
        value={`${window.location.origin}${sharedPath}`}
        caption="Scan this QR code to open the invitation"
        fileName={`invitation-${invitation.uniqueCode}-qr-code.png`}
      />
    </>
  );
}
