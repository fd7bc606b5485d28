import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { MouseEvent } from "react";
import { Link as RouterLink } from "react-router";
import type { InvitationDetail } from "../../../contract/invitations.ts";
import { InvitationStatusChip } from "../../components/invitation-status-chip.tsx";
import { formatMomentDate, formatTimestamp } from "../../lib/event-date-format.ts";
import { typeLabels } from "../../lib/invitation-labels.ts";
import { InvitationFact, InvitationFacts } from "./invitation-fact.tsx";
import { TemplatePicture } from "./template-picture.tsx";

/** What the invitation says and is: its design, message, event, type, status and timing. */
type Props = {
  invitation: InvitationDetail;
  /** Opening the shared link is sharing it: the host is about to pass it on. */
  onOpenLink: () => Promise<void>;
};

export function InvitationContentCard({ invitation, onOpenLink }: Props) {
  const path = `/invite/${invitation.uniqueCode}`;

  // A draft's code opens only once shared, so the new tab goes to the page after the server knows.
  function openShared(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    const tab = window.open("about:blank", "_blank");
    if (tab) tab.opener = null;
    void onOpenLink().then(() => {
      if (tab) tab.location.href = path;
      else window.location.assign(path);
    });
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <Box
          sx={{ width: { xs: 200, sm: 220 }, flexShrink: 0, alignSelf: { xs: "center", sm: "flex-start" } }}
        >
          <Box sx={{ borderRadius: 2, overflow: "hidden", border: 1, borderColor: "divider" }}>
            <TemplatePicture
              template={
                invitation.design === "event-banner"
                  ? { name: "Event banner", previewUrl: invitation.artUrl, accentColor: "#7b3fe4" }
                  : invitation.template
              }
              alt={invitation.design === "event-banner" ? `Banner of ${invitation.eventTitle}` : undefined}
              width={220}
            />
          </Box>
          {(invitation.template || invitation.design === "event-banner") && (
            <Typography variant="body2" sx={{ color: "text.secondary", mt: 1, textAlign: "center" }}>
              {invitation.design === "event-banner" ? "Event banner" : invitation.template?.name}
            </Typography>
          )}
        </Box>
        <Stack spacing={2} sx={{ minWidth: 0, flexGrow: 1 }}>
          <Typography component="h2" variant="h6">
            Message
          </Typography>
          <Typography
            sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7, mt: "8px !important" }}
          >
            {invitation.message}
          </Typography>
          <InvitationFacts pt={2}>
            <InvitationFact label="Event">
              <Link component={RouterLink} to={`/dashboard/events/${invitation.eventId}`}>
                {invitation.eventTitle}
              </Link>
            </InvitationFact>
            <InvitationFact label="Type">{typeLabels[invitation.type]}</InvitationFact>
            <InvitationFact label="Status">
              <InvitationStatusChip status={invitation.status} />
            </InvitationFact>
            {invitation.status === "scheduled" && invitation.scheduledDate && (
              <InvitationFact label="Scheduled for">
                {formatTimestamp(invitation.scheduledDate)}
              </InvitationFact>
            )}
            <InvitationFact label="Created">{formatMomentDate(invitation.createdAt)}</InvitationFact>
            <InvitationFact label="Shared link">
              <Link
                href={path}
                target="_blank"
                rel="noopener"
                onClick={openShared}
                onAuxClick={() => void onOpenLink()}
              >
                {`${window.location.origin}/invite/${invitation.uniqueCode}`}
              </Link>
            </InvitationFact>
          </InvitationFacts>
        </Stack>
      </Stack>
    </Paper>
  );
}
