import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Alert from "@mui/material/Alert";
import type { InvitationDetail } from "../../../contract/invitations.ts";
import { WhatsAppWalkthrough as Walkthrough } from "../../components/whatsapp-walkthrough.tsx";
import { useReportedAction } from "./use-invitation-actions.ts";

type Props = { invitation: InvitationDetail; onClose: () => void };

/**
 * Send Now of a WhatsApp invitation, guest by guest (components/whatsapp-walkthrough.tsx). The
 * server turns the invitation to 'sent' once every recipient is.
 */
export function WhatsAppWalkthrough({ invitation, onClose }: Props) {
  const { run } = useReportedAction();

  async function mark(guestId: string, sent: boolean) {
    await run(
      { kind: "recipient-sent", id: invitation.id, guestId, sent },
      { failed: "Could not save the guest's delivery. Please try again." },
    );
  }

  return (
    <Walkthrough
      guests={invitation.recipients.map((r) => ({ ...r, sent: r.state === "sent" }))}
      onMark={mark}
      done={<DoneStep invitation={invitation} />}
      onClose={onClose}
    />
  );
}

function DoneStep({ invitation }: { invitation: InvitationDetail }) {
  const left = invitation.recipients.filter((r) => r.state !== "sent");
  const noPhone = left.filter((r) => !r.whatsappUrl).length;
  if (invitation.status === "sent") {
    return (
      <Alert severity="success" icon={<CheckCircleIcon />}>
        Every guest has been sent the invitation. It is now marked as sent.
      </Alert>
    );
  }
  return (
    <Alert severity="info">
      {`${left.length} guest${left.length === 1 ? " is" : "s are"} not marked as sent yet.`}
      {noPhone > 0 &&
        ` ${noPhone} ${noPhone === 1 ? "has" : "have"} no phone number WhatsApp can use: send them their personal link another way, then mark them as sent in the list.`}
    </Alert>
  );
}
