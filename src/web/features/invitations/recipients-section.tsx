import DoneAllIcon from "@mui/icons-material/DoneAll";
import PhoneDisabledOutlinedIcon from "@mui/icons-material/PhoneDisabledOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { InvitationDetail } from "../../../contract/invitations.ts";
import { DetailSection } from "./detail-section.tsx";
import { RecipientTable } from "./recipient-table.tsx";
import { useReportedAction } from "./use-invitation-actions.ts";
import { useShareLink } from "./use-share-link.ts";

/** The recipients with their delivery and reply; for WhatsApp, the click-to-send links and 'mark as sent'. */
export function RecipientsSection({ invitation }: { invitation: InvitationDetail }) {
  const { run } = useReportedAction();
  const share = useShareLink(invitation.id);
  const [marking, setMarking] = useState<string | null>(null);
  const whatsapp = invitation.type === "whatsapp";
  const reachable = whatsapp ? invitation.recipients.filter((r) => r.whatsappUrl) : invitation.recipients;
  const apart = whatsapp ? invitation.recipients.filter((r) => !r.whatsappUrl) : [];
  const unsent = invitation.recipients.filter((r) => r.state !== "sent").length;

  async function markSent(guestIds: string[] | "all") {
    setMarking(guestIds === "all" ? "all" : guestIds[0]);
    await run({ kind: "mark-sent", id: invitation.id, guestIds }, { failed: "Failed to save invitation" });
    setMarking(null);
  }

  return (
    <DetailSection
      headingId="recipients-heading"
      title="Recipients"
      description={
        whatsapp && "Open each guest's WhatsApp message, send it from your phone, then mark it as sent."
      }
      action={
        whatsapp &&
        unsent > 0 && (
          <Button
            variant="contained"
            startIcon={<DoneAllIcon />}
            onClick={() => void markSent("all")}
            loading={marking === "all"}
            sx={{ flexShrink: 0 }}
          >
            Mark all as sent
          </Button>
        )
      }
    >
      {invitation.recipients.length === 0 ? (
        <Alert severity="info">No recipients: edit the invitation to choose its guests.</Alert>
      ) : (
        reachable.length > 0 && (
          <RecipientTable
            recipients={reachable}
            type={invitation.type}
            label="Recipients"
            onMarkSent={whatsapp ? (id) => void markSent([id]) : undefined}
            marking={marking}
            onCopyLink={(path) => void share.copy(path)}
            onOpenWhatsApp={() => void share.markShared()}
          />
        )
      )}
      {apart.length > 0 && (
        <Stack component="section" aria-labelledby="no-phone-heading" spacing={1} sx={{ mt: 3 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <PhoneDisabledOutlinedIcon aria-hidden sx={{ color: "warning.main" }} />
            <Typography id="no-phone-heading" component="h3" sx={{ fontWeight: 700 }}>
              No phone number
            </Typography>
          </Stack>
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            These guests have no phone number WhatsApp can use. Add one on their guest page, or send them
            their personal link another way.
          </Typography>
          <RecipientTable
            recipients={apart}
            type={invitation.type}
            label="Recipients without a phone number"
            onMarkSent={(id) => void markSent([id])}
            marking={marking}
            onCopyLink={(path) => void share.copy(path)}
            onOpenWhatsApp={() => void share.markShared()}
          />
        </Stack>
      )}
    </DetailSection>
  );
}
