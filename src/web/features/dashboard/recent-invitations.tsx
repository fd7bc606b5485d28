import AddIcon from "@mui/icons-material/Add";
import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link as RouterLink } from "react-router";
import type { InvitationSummary } from "../../../contract/invitations.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { InvitationStatusChip } from "../../components/invitation-status-chip.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { StackedRow } from "../../components/stacked-row.tsx";
import { formatMomentDate } from "../../lib/event-date-format.ts";
import { typeLabels } from "../../lib/invitation-labels.ts";
import { useRecentInvitations } from "./use-recent-invitations.ts";

const headingId = "recent-invitations-title";

function TitleLink({ invitation }: { invitation: InvitationSummary }) {
  return (
    <Link component={RouterLink} to={`/dashboard/invitations/${invitation.id}`} sx={{ fontWeight: 600 }}>
      {invitation.title}
    </Link>
  );
}

function InvitationsTable({ invitations }: { invitations: InvitationSummary[] }) {
  return (
    <Table aria-labelledby={headingId}>
      <ColumnHeads
        muted
        columns={["Title", "Type", "Status", "Created", { label: "Recipients", align: "right" }]}
      />
      <TableBody>
        {invitations.map((inv) => (
          <TableRow key={inv.id} hover>
            <TableCell>
              <TitleLink invitation={inv} />
            </TableCell>
            <TableCell>{typeLabels[inv.type] ?? inv.type}</TableCell>
            <TableCell>
              <InvitationStatusChip status={inv.status} />
            </TableCell>
            <TableCell>{formatMomentDate(inv.createdAt)}</TableCell>
            <TableCell align="right">{inv.recipientCount}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** A five-column table does not fit a phone, so phones get one stacked item per invitation. */
function InvitationsList({ invitations }: { invitations: InvitationSummary[] }) {
  return (
    <List aria-labelledby={headingId} disablePadding>
      {invitations.map((inv) => (
        <StackedRow
          key={inv.id}
          headSx={{ mb: 0.5 }}
          title={<TitleLink invitation={inv} />}
          end={<InvitationStatusChip status={inv.status} />}
        >
          <Typography variant="body2" sx={{ color: "text.secondary" }}>
            {typeLabels[inv.type] ?? inv.type} · {formatMomentDate(inv.createdAt)} · {inv.recipientCount}{" "}
            recipient
            {inv.recipientCount === 1 ? "" : "s"}
          </Typography>
        </StackedRow>
      ))}
    </List>
  );
}

/** Without an event an invitation has nobody to go to, so the dashboard's first event panel leads. */
function EmptyState({ hasEvents }: { hasEvents: boolean }) {
  return (
    <Box sx={{ textAlign: "center", py: { xs: 4, md: 6 }, px: 2 }}>
      <MailOutlinedIcon aria-hidden sx={{ fontSize: 48, color: "accent.main", mb: 1 }} />
      {hasEvents ? (
        <Typography sx={{ mb: 2.5, color: "text.secondary" }}>
          No invitations yet. Create your first invitation to get started.
        </Typography>
      ) : (
        <Typography sx={{ color: "text.secondary" }}>
          No invitations yet. Invitations go to the guests of an event, so create your event first.
        </Typography>
      )}
      {hasEvents && (
        <LinkButton
          to="/dashboard/invitations/create"
          variant="contained"
          color="secondary"
          icon={<AddIcon />}
        >
          Create Invitation
        </LinkButton>
      )}
    </Box>
  );
}

/** `hasEvents` is null while the host's events are still loading. */
export function RecentInvitations({ hasEvents }: { hasEvents: boolean | null }) {
  const { data: invitations, isPending: invitationsPending, isError } = useRecentInvitations();
  // The empty state depends on both answers; waiting for both avoids showing one and then the other.
  const isPending = invitationsPending || (hasEvents === null && invitations?.length === 0);
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down("sm"));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ borderRadius: 3 }}>
      <Stack
        direction="row"
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: "center", px: { xs: 2, sm: 3 }, py: 2 }}
      >
        <Typography id={headingId} component="h2" variant="h6">
          Recent Invitations
        </Typography>
        <Button component={RouterLink} to="/dashboard/invitations" variant="outlined" size="small">
          View All
        </Button>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 1 }, pb: 1 }}>
        {isPending ? (
          <Stack spacing={1} sx={{ p: 2 }} aria-busy="true">
            <Skeleton height={36} />
            <Skeleton height={36} />
            <Skeleton height={36} />
          </Stack>
        ) : isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            Failed to load recent invitations
          </Alert>
        ) : invitations.length === 0 ? (
          <EmptyState hasEvents={hasEvents !== false} />
        ) : isPhone ? (
          <InvitationsList invitations={invitations} />
        ) : (
          <InvitationsTable invitations={invitations} />
        )}
      </Box>
    </Paper>
  );
}
