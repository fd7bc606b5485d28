import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Skeleton from "@mui/material/Skeleton";
import type { ReactNode } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { invitationMessages } from "../../../contract/invitations.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { useCurrentUser } from "../../lib/current-user.ts";
import { localDateTimeValue } from "../../lib/event-date-format.ts";
import { useHostEvents } from "../../lib/use-host-events.ts";
import { InvitationWizard } from "./invitation-wizard.tsx";
import { serverReason } from "./problem-text.ts";
import { useInvitation } from "./use-invitation.ts";

/** /dashboard/invitations/:id/edit: the same wizard, pre-filled; a sent invitation cannot change. */
export default function InvitationEditPage() {
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const detailPath = `/dashboard/invitations/${id}`;
  const invitation = useInvitation(id);
  const events = useHostEvents();
  const detail = invitation.data;

  let body: ReactNode;
  if (invitation.isError || events.isError) {
    body = (
      <Alert severity="error" role="alert">
        {serverReason(invitation.error) ?? "Failed to load invitations"}
      </Alert>
    );
  } else if (!detail || !events.data) {
    body = <Skeleton variant="rounded" height={420} aria-label="Loading" />;
  } else if (detail.status === "sent") {
    body = (
      <EmptyState
        icon={<LockOutlinedIcon />}
        title={invitationMessages.notEditable}
        action={
          <Button component={RouterLink} to={detailPath} variant="contained">
            Back to the invitation
          </Button>
        }
      />
    );
  } else {
    const scheduled = detail.status === "scheduled" && detail.scheduledDate;
    body = (
      <InvitationWizard
        draftKey={`${user?.id ?? ""}:invitation:${detail.id}`}
        events={events.data}
        existingId={detail.id}
        initial={{
          eventId: detail.eventId,
          templateId: detail.templateId,
          design: detail.design,
          title: detail.title,
          message: detail.message,
          type: detail.type,
          guestIds: detail.recipients.map((r) => r.guestId),
          replyToHost: detail.replyToHost,
        }}
        initialSchedule={scheduled ? localDateTimeValue(new Date(detail.scheduledDate ?? "")) : ""}
        saveLabel={scheduled ? "Save Changes" : "Save as Draft"}
        saveText={scheduled ? "Invitation updated; it is still scheduled" : undefined}
        onCancel={() => navigate(detailPath)}
      />
    );
  }

  return (
    <DashboardPage
      width={1000}
      title="Edit Invitation"
      back={{ to: detailPath, label: "Back to the invitation" }}
    >
      {body}
    </DashboardPage>
  );
}
