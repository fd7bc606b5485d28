import LinkOffIcon from "@mui/icons-material/LinkOff";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from "react-router";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { typeLabels } from "../../lib/invitation-labels.ts";
import { DeleteInvitationDialog } from "./delete-invitation-dialog.tsx";
import { DeliveryCounts } from "./delivery-counts.tsx";
import { InvitationContentCard } from "./invitation-content-card.tsx";
import { InvitationDetailActions } from "./invitation-detail-actions.tsx";
import { serverReason } from "./problem-text.ts";
import { RecipientsSection } from "./recipients-section.tsx";
import { RemindersSection } from "./reminders-section.tsx";
import { useInvitation } from "./use-invitation.ts";
import { useShareLink } from "./use-share-link.ts";
import { WhatsAppWalkthrough } from "./whatsapp-walkthrough.tsx";

const listPath = "/dashboard/invitations";

/** /dashboard/invitations/:id: the invitation, its actions, and each recipient's delivery and reply (polled). */
export default function InvitationDetailPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const query = useInvitation(id, { poll: true });
  const [deleting, setDeleting] = useState(false);
  // ?send=whatsapp: the wizard's Send Now of a WhatsApp invitation lands here to walk through the guests.
  const [searchParams, setSearchParams] = useSearchParams();
  const [walking, setWalking] = useState(searchParams.get("send") === "whatsapp");
  const invitation = query.data;
  const share = useShareLink(id);

  function stopWalking() {
    setWalking(false);
    if (searchParams.has("send")) setSearchParams({}, { replace: true });
  }

  if (query.isError) {
    return (
      <DashboardPage width={880} title="Invitation" back={{ to: listPath, label: "Back to Invitations" }}>
        <EmptyState
          role="alert"
          icon={<LinkOffIcon />}
          title={serverReason(query.error) ?? "Failed to load invitations"}
          action={
            <Button component={RouterLink} to={listPath} variant="contained">
              Back to Invitations
            </Button>
          }
        />
      </DashboardPage>
    );
  }

  if (!invitation) {
    return (
      <DashboardPage width={1200} tabTitle="Invitation" busy>
        <Skeleton variant="text" width="50%" height={56} />
        <Skeleton variant="rounded" height={320} sx={{ mt: 2 }} />
      </DashboardPage>
    );
  }

  const back = `${listPath}?eventId=${invitation.eventId}`;
  return (
    <DashboardPage
      width={1200}
      tabTitle={`${invitation.title} · Invitations`}
      title={invitation.title}
      subtitle={`${typeLabels[invitation.type]} invitation for ${invitation.eventTitle}`}
      back={{ to: back, label: "Back to Invitations" }}
    >
      <Stack spacing={3}>
        <InvitationDetailActions
          invitation={invitation}
          onDelete={() => setDeleting(true)}
          onSendWhatsApp={() => setWalking(true)}
        />
        {invitation.type === "link" && invitation.status === "draft" && (
          <Alert severity="info">
            Share the link with your guests (Copy link or the QR code): they open the invitation and reply
            through it.
          </Alert>
        )}
        {/* WhatsApp invitations are sent from the recipient list, often on a phone: it comes first. */}
        {invitation.type !== "whatsapp" && (
          <InvitationContentCard invitation={invitation} onOpenLink={share.markShared} />
        )}
        <DeliveryCounts invitation={invitation} />
        <RecipientsSection invitation={invitation} />
        {invitation.type === "whatsapp" && (
          <InvitationContentCard invitation={invitation} onOpenLink={share.markShared} />
        )}
        {invitation.type === "email" && <RemindersSection invitation={invitation} />}
      </Stack>
      {walking && invitation.type === "whatsapp" && (
        <WhatsAppWalkthrough invitation={invitation} onClose={stopWalking} />
      )}
      <DeleteInvitationDialog
        invitation={deleting ? invitation : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate(back)}
      />
    </DashboardPage>
  );
}
