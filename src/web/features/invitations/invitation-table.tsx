import DeleteOutlinedIcon from "@mui/icons-material/DeleteOutlined";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { Link as RouterLink } from "react-router";
import type { InvitationSummary } from "../../../contract/invitations.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { InvitationStatusChip } from "../../components/invitation-status-chip.tsx";
import { StackedRow } from "../../components/stacked-row.tsx";
import { formatMomentDate } from "../../lib/event-date-format.ts";
import { typeLabels } from "../../lib/invitation-labels.ts";

type Props = {
  invitations: InvitationSummary[];
  onDelete: (invitation: InvitationSummary) => void;
};

function TitleLink({ invitation }: { invitation: InvitationSummary }) {
  return (
    <Link
      component={RouterLink}
      to={`/dashboard/invitations/${invitation.id}`}
      sx={{ fontWeight: 600, overflowWrap: "anywhere" }}
    >
      {invitation.title}
    </Link>
  );
}

function DeleteButton({
  invitation,
  onDelete,
}: {
  invitation: InvitationSummary;
  onDelete: Props["onDelete"];
}) {
  return (
    <IconButton aria-label={`Delete ${invitation.title}`} onClick={() => onDelete(invitation)} color="error">
      <DeleteOutlinedIcon />
    </IconButton>
  );
}

const recipients = (n: number) => `${n} recipient${n === 1 ? "" : "s"}`;

/** The host's invitations: a table on wide screens, one stacked item per invitation on phones. */
export function InvitationTable({ invitations, onDelete }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));

  if (phone) {
    return (
      <List aria-label="Invitations" disablePadding>
        {invitations.map((inv) => (
          <StackedRow
            key={inv.id}
            title={<TitleLink invitation={inv} />}
            end={
              <Stack direction="row" spacing={0.5} sx={{ alignItems: "center", flexShrink: 0 }}>
                <InvitationStatusChip status={inv.status} />
                <DeleteButton invitation={inv} onDelete={onDelete} />
              </Stack>
            }
          >
            <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
              {inv.eventTitle}
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary" }}>
              {typeLabels[inv.type] ?? inv.type} · {formatMomentDate(inv.createdAt)} ·{" "}
              {recipients(inv.recipientCount)}
            </Typography>
          </StackedRow>
        ))}
      </List>
    );
  }

  return (
    <TableContainer>
      <Table aria-label="Invitations">
        <ColumnHeads
          muted
          columns={[
            "Title",
            "Event",
            "Type",
            "Status",
            "Created",
            { label: "Recipients", align: "right" },
            { label: "Actions", align: "right" },
          ]}
        />
        <TableBody>
          {invitations.map((inv) => (
            <TableRow key={inv.id} hover>
              <TableCell component="th" scope="row">
                <TitleLink invitation={inv} />
              </TableCell>
              <TableCell sx={{ overflowWrap: "anywhere" }}>{inv.eventTitle}</TableCell>
              <TableCell>{typeLabels[inv.type] ?? inv.type}</TableCell>
              <TableCell>
                <InvitationStatusChip status={inv.status} />
              </TableCell>
              <TableCell sx={{ whiteSpace: "nowrap" }}>{formatMomentDate(inv.createdAt)}</TableCell>
              <TableCell align="right">{inv.recipientCount}</TableCell>
              <TableCell align="right" sx={{ py: 0.5 }}>
                <DeleteButton invitation={inv} onDelete={onDelete} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
