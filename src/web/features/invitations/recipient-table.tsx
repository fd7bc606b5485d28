import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import DoneIcon from "@mui/icons-material/Done";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import List from "@mui/material/List";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableRow from "@mui/material/TableRow";
import Tooltip from "@mui/material/Tooltip";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import type { InvitationDetail, Recipient } from "../../../contract/invitations.ts";
import { ColumnHeads } from "../../components/column-heads.tsx";
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { StackedRow } from "../../components/stacked-row.tsx";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { DeliveryStateChip } from "./delivery-state-chip.tsx";

type Props = {
  recipients: Recipient[];
  type: InvitationDetail["type"];
  /** The table's accessible name. */
  label: string;
  /** WhatsApp: the host says they sent it. */
  onMarkSent?: (guestId: string) => void;
  /** The recipient being marked right now. */
  marking?: string | null;
  onCopyLink: (path: string) => void;
  /** WhatsApp: the host opened a guest's message (the link is shared from then on). */
  onOpenWhatsApp?: () => void;
};

function contact(r: Recipient, type: Props["type"]) {
  if (type === "whatsapp") return r.phone || "No phone number";
  return r.email || "No e-mail";
}

function Delivery({ r }: { r: Recipient }) {
  return (
    <Stack spacing={0.5} sx={{ alignItems: "flex-start" }}>
      <DeliveryStateChip state={r.state} />
      {r.state === "failed" && r.error && (
        <Typography variant="body2" sx={{ color: "error.dark", overflowWrap: "anywhere" }}>
          {r.error}
        </Typography>
      )}
      {r.state === "sent" && r.sentAt && (
        <Typography variant="caption" sx={{ color: "text.secondary" }}>
          {formatTimestamp(r.sentAt)}
        </Typography>
      )}
    </Stack>
  );
}

function CopyButton({ r, onCopyLink }: { r: Recipient; onCopyLink: Props["onCopyLink"] }) {
  return (
    <Tooltip title="Copy personal link">
      <IconButton
        size="small"
        onClick={() => onCopyLink(r.invitePath)}
        aria-label={`Copy ${r.name}'s personal link`}
      >
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

function Actions({
  r,
  type,
  onMarkSent,
  marking,
  onCopyLink,
  onOpenWhatsApp,
  withCopy = true,
}: Omit<Props, "recipients" | "label"> & { r: Recipient; withCopy?: boolean }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{
        flexWrap: { xs: "wrap", md: "nowrap" },
        alignItems: "center",
        justifyContent: { md: "flex-end" },
      }}
    >
      {type === "whatsapp" && r.whatsappUrl && (
        <Button
          component="a"
          href={r.whatsappUrl}
          onClick={onOpenWhatsApp}
          target="_blank"
          rel="noopener"
          size="small"
          variant="contained"
          color="success"
          startIcon={<WhatsAppIcon />}
          aria-label={`Send on WhatsApp to ${r.name}`}
        >
          Send on WhatsApp
        </Button>
      )}
      {type === "whatsapp" && onMarkSent && r.state !== "sent" && (
        <Button
          size="small"
          variant="outlined"
          startIcon={<DoneIcon />}
          onClick={() => onMarkSent(r.guestId)}
          loading={marking === r.guestId}
          aria-label={`Mark ${r.name} as sent`}
        >
          Mark as sent
        </Button>
      )}
      {withCopy && <CopyButton r={r} onCopyLink={onCopyLink} />}
    </Stack>
  );
}

/** Each recipient's delivery (queued, sending, sent, failed and why) and reply, with per-guest actions. */
export function RecipientTable({ recipients, type, label, ...actions }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("md"));

  if (phone) {
    return (
      <List aria-label={label} disablePadding>
        {recipients.map((r) => (
          <StackedRow
            key={r.guestId}
            headSx={{ alignItems: "flex-start" }}
            title={
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600, overflowWrap: "anywhere" }}>{r.name}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere", mb: 1 }}>
                  {contact(r, type)}
                </Typography>
              </Box>
            }
            end={<CopyButton r={r} onCopyLink={actions.onCopyLink} />}
          >
            <Stack direction="row" spacing={2} sx={{ mb: 1 }}>
              {type !== "link" && (
                <Box>
                  <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
                    Delivery
                  </Typography>
                  <Delivery r={r} />
                </Box>
              )}
              <Box>
                <Typography variant="caption" component="p" sx={{ color: "text.secondary" }}>
                  Reply
                </Typography>
                <GuestStatusChip status={r.guestStatus} />
              </Box>
            </Stack>
            {type === "whatsapp" && <Actions r={r} type={type} {...actions} withCopy={false} />}
          </StackedRow>
        ))}
      </List>
    );
  }

  return (
    <TableContainer>
      <Table aria-label={label} size="small" sx={{ "& td, & th": { py: 1 } }}>
        <ColumnHeads
          muted
          columns={[
            "Name",
            type === "whatsapp" ? "Phone" : "Email",
            type !== "link" && "Delivery",
            "Reply",
            { label: "Actions", align: "right" },
          ]}
        />
        <TableBody>
          {recipients.map((r) => (
            <TableRow key={r.guestId} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, minWidth: 140 }}>
                {r.name}
              </TableCell>
              <TableCell
                sx={[
                  { overflowWrap: "anywhere", maxWidth: 260 },
                  type === "whatsapp" && { whiteSpace: "nowrap" },
                  !(type === "whatsapp" ? r.phone : r.email) && { color: "text.secondary" },
                ]}
              >
                {contact(r, type)}
              </TableCell>
              {/* A shared link is not delivered by the app: there is nothing to track per guest. */}
              {type !== "link" && (
                <TableCell>
                  <Delivery r={r} />
                </TableCell>
              )}
              <TableCell>
                <GuestStatusChip status={r.guestStatus} />
              </TableCell>
              <TableCell align="right">
                <Actions r={r} type={type} {...actions} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
