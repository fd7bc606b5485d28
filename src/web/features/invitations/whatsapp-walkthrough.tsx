import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import LinearProgress from "@mui/material/LinearProgress";
import Stack from "@mui/material/Stack";
import { useTheme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import type { InvitationDetail, Recipient } from "../../../contract/invitations.ts";
import { serverReason } from "./problem-text.ts";
import { useInvitationAction } from "./use-invitation-actions.ts";

type Props = { invitation: InvitationDetail; onClose: () => void };

/**
 * Send Now of a WhatsApp invitation: one guest at a time, a button that opens their message in
 * WhatsApp (which marks them sent on the server, with Undo), then 'Next guest'. The server turns
 * the invitation to 'sent' once every recipient is. Mount it only while open: it starts afresh.
 */
export function WhatsAppWalkthrough({ invitation, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  const action = useInvitationAction();
  const { enqueueSnackbar } = useSnackbar();
  // The guests to walk through are fixed when it opens, so marking one never reorders the steps.
  const [steps] = useState(() => invitation.recipients.filter((r) => r.whatsappUrl).map((r) => r.guestId));
  const [index, setIndex] = useState(() => {
    const firstUnsent = steps.findIndex(
      (id) => invitation.recipients.find((r) => r.guestId === id)?.state !== "sent",
    );
    return firstUnsent === -1 ? steps.length : firstUnsent;
  });
  const [busy, setBusy] = useState<string | null>(null);

  const byId = new Map(invitation.recipients.map((r) => [r.guestId, r]));
  const current = index < steps.length ? byId.get(steps[index]) : undefined;
  const sentCount = invitation.recipients.filter((r) => r.state === "sent").length;
  const total = invitation.recipients.length;

  async function mark(r: Recipient, sent: boolean) {
    setBusy(r.guestId);
    try {
      await action.mutateAsync({ kind: "recipient-sent", id: invitation.id, guestId: r.guestId, sent });
    } catch (error) {
      enqueueSnackbar(serverReason(error) ?? "Could not save the guest's delivery. Please try again.", {
        variant: "error",
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Dialog open onClose={onClose} fullScreen={phone} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Send on WhatsApp</DialogTitle>
      <DialogContent>
        <Stack spacing={1} sx={{ mb: 3 }}>
          <Typography variant="body2" sx={{ color: "text.secondary" }} aria-live="polite">
            {`${sentCount} of ${total} guest${total === 1 ? "" : "s"} sent`}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={total ? (sentCount / total) * 100 : 0}
            aria-label="Guests sent"
            sx={{ height: 8, borderRadius: 4 }}
          />
        </Stack>
        {current ? (
          <GuestStep
            r={current}
            position={`Guest ${index + 1} of ${steps.length}`}
            busy={busy === current.guestId}
            onOpen={() => {
              if (current.state !== "sent") void mark(current, true);
            }}
            onUndo={() => void mark(current, false)}
          />
        ) : (
          <DoneStep invitation={invitation} />
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: "wrap" }}>
        {current && (
          <Button onClick={onClose} sx={{ mr: "auto" }}>
            Close
          </Button>
        )}
        {index > 0 && <Button onClick={() => setIndex(index - 1)}>Previous guest</Button>}
        {current ? (
          <Button variant="contained" onClick={() => setIndex(index + 1)}>
            {index + 1 < steps.length ? "Next guest" : "Finish"}
          </Button>
        ) : (
          <Button variant="contained" onClick={onClose}>
            Done
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

type GuestStepProps = {
  r: Recipient;
  position: string;
  busy: boolean;
  onOpen: () => void;
  onUndo: () => void;
};

function GuestStep({ r, position, busy, onOpen, onUndo }: GuestStepProps) {
  const sent = r.state === "sent";
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
      <Typography variant="overline" sx={{ color: "text.secondary" }}>
        {position}
      </Typography>
      <Box>
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {r.name}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{r.phone}</Typography>
      </Box>
      <Button
        component="a"
        href={r.whatsappUrl ?? undefined}
        target="_blank"
        rel="noopener"
        onClick={onOpen}
        variant={sent ? "outlined" : "contained"}
        color="success"
        size="large"
        startIcon={<WhatsAppIcon />}
        aria-label={`${sent ? "Open WhatsApp again for" : "Open WhatsApp for"} ${r.name}`}
        sx={{ minHeight: 48, px: 3 }}
      >
        {sent ? "Open WhatsApp again" : "Open WhatsApp"}
      </Button>
      {sent ? (
        <Alert
          severity="success"
          icon={<CheckCircleIcon />}
          sx={{ width: "100%", textAlign: "left", alignItems: "center" }}
          action={
            <Button color="inherit" onClick={onUndo} loading={busy} sx={{ minHeight: 44 }}>
              Undo
            </Button>
          }
        >
          {`Marked as sent to ${r.name}`}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          WhatsApp opens with the message ready. Send it there, then come back for the next guest.
        </Typography>
      )}
    </Stack>
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
