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
import { type ReactNode, useId, useState } from "react";

/** One guest the host sends to by hand on WhatsApp. */
export type WhatsAppGuest = {
  guestId: string;
  name: string;
  phone: string | null;
  /** wa.me link with the message ready; null when the phone is not one WhatsApp can use. */
  whatsappUrl: string | null;
  sent: boolean;
};

type Props = {
  guests: WhatsAppGuest[];
  /** Marks the guest sent (true) or takes it back; the caller reports a failure itself. */
  onMark: (guestId: string, sent: boolean) => Promise<void>;
  /** What the last step says, once every guest has been walked through. */
  done: ReactNode;
  onClose: () => void;
};

/**
 * Sending on WhatsApp one guest at a time (invitations, messages to guests): a button that opens
 * the guest's message in WhatsApp (which marks them sent, with Undo), then 'Next guest'. Mount it
 * only while open: it starts afresh.
 */
export function WhatsAppWalkthrough({ guests, onMark, done, onClose }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down("sm"));
  const titleId = useId();
  // The guests to walk through are fixed when it opens, so marking one never reorders the steps.
  const [steps] = useState(() => guests.filter((g) => g.whatsappUrl).map((g) => g.guestId));
  const [index, setIndex] = useState(() => {
    const sentIds = new Set(guests.filter((g) => g.sent).map((g) => g.guestId));
    const firstUnsent = steps.findIndex((id) => !sentIds.has(id));
    return firstUnsent === -1 ? steps.length : firstUnsent;
  });
  const [busy, setBusy] = useState<string | null>(null);

  const byId = new Map(guests.map((g) => [g.guestId, g]));
  const current = index < steps.length ? byId.get(steps[index]) : undefined;
  const sentCount = guests.filter((g) => g.sent).length;
  const total = guests.length;

  async function mark(g: WhatsAppGuest, sent: boolean) {
    setBusy(g.guestId);
    try {
      await onMark(g.guestId, sent);
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
            g={current}
            position={`Guest ${index + 1} of ${steps.length}`}
            busy={busy === current.guestId}
            onOpen={() => {
              if (!current.sent) void mark(current, true);
            }}
            onUndo={() => void mark(current, false)}
          />
        ) : (
          done
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
  g: WhatsAppGuest;
  position: string;
  busy: boolean;
  onOpen: () => void;
  onUndo: () => void;
};

function GuestStep({ g, position, busy, onOpen, onUndo }: GuestStepProps) {
  return (
    <Stack spacing={2} sx={{ alignItems: "center", textAlign: "center" }}>
      <Typography variant="overline" sx={{ color: "text.secondary" }}>
        {position}
      </Typography>
      <Box>
        <Typography component="h3" variant="h5" sx={{ fontWeight: 700, overflowWrap: "anywhere" }}>
          {g.name}
        </Typography>
        <Typography sx={{ color: "text.secondary" }}>{g.phone}</Typography>
      </Box>
      <Button
        component="a"
        href={g.whatsappUrl ?? undefined}
        target="_blank"
        rel="noopener"
        onClick={onOpen}
        variant={g.sent ? "outlined" : "contained"}
        color="success"
        size="large"
        startIcon={<WhatsAppIcon />}
        aria-label={`${g.sent ? "Open WhatsApp again for" : "Open WhatsApp for"} ${g.name}`}
        sx={{ minHeight: 48, px: 3 }}
      >
        {g.sent ? "Open WhatsApp again" : "Open WhatsApp"}
      </Button>
      {g.sent ? (
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
          {`Marked as sent to ${g.name}`}
        </Alert>
      ) : (
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          WhatsApp opens with the message ready. Send it there, then come back for the next guest.
        </Typography>
      )}
    </Stack>
  );
}
