import WhatsAppIcon from "@mui/icons-material/WhatsApp";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { audienceLabels, type MessageDetail, type MessageRecipient } from "../../../contract/messages.ts";
import { WhatsAppWalkthrough } from "../../components/whatsapp-walkthrough.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { guestCategoryLabels } from "../../lib/guest-labels.ts";

type Props = {
  message: MessageDetail;
  markWhatsapp: (guestId: string, sent: boolean) => Promise<unknown>;
};

/** How one guest's delivery reads, and its chip colour. */
function delivery(r: MessageRecipient): { label: string; color: "default" | "success" | "error" | "info" } {
  if (r.channel === "whatsapp")
    return r.state === "sent"
      ? { label: "Sent", color: "success" }
      : { label: "Not sent yet", color: "default" };
  if (r.state === "failed") return { label: "Not delivered", color: "error" };
  if (r.state === "queued") return { label: "Sending", color: "default" };
  return r.openedAt ? { label: "Opened", color: "success" } : { label: "Delivered", color: "info" };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One sent message: who it went to, and each guest's delivery (e-mail delivered/opened, WhatsApp sent). */
export function MessageCard({ message, markWhatsapp }: Props) {
  const { enqueueSnackbar } = useSnackbar();
  const [walking, setWalking] = useState(false);
  const byWhatsApp = message.recipients.filter((r) => r.channel === "whatsapp");
  const audience =
    message.audience === "category" && message.category
      ? guestCategoryLabels[message.category]
      : message.audience === "part" && message.partName
        ? `Going to ${message.partName}`
        : audienceLabels[message.audience];
  const skipped = [
    message.skippedUnsubscribed > 0 &&
      `${plural(message.skippedUnsubscribed, "unsubscribed guest", "unsubscribed guests")} skipped`,
    message.skippedNoContact > 0 &&
      `${plural(message.skippedNoContact, "guest", "guests")} without an e-mail or phone skipped`,
  ].filter(Boolean);

  async function mark(guestId: string, sent: boolean) {
    try {
      await markWhatsapp(guestId, sent);
    } catch (error) {
      enqueueSnackbar(
        error instanceof ApiError ? error.message : "Could not save the guest's delivery. Please try again.",
        { variant: "error" },
      );
    }
  }

  return (
    <Paper
      component="article"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
      aria-label={message.subject}
    >
      <Typography component="h3" variant="h6" sx={{ overflowWrap: "anywhere" }}>
        {message.subject}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
        {`To ${audience} · ${formatTimestamp(message.createdAt)}`}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", mb: 2 }}>{message.body}</Typography>
      {skipped.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          {skipped.join(" · ")}
        </Typography>
      )}
      {message.recipients.length === 0 ? (
        <Typography variant="body2">No guest of this audience could be reached.</Typography>
      ) : (
        <Box
          component="ul"
          aria-label={`Delivery of ${message.subject}`}
          sx={{ listStyle: "none", p: 0, m: 0 }}
        >
          {message.recipients.map((r) => {
            const d = delivery(r);
            return (
              <Stack
                component="li"
                key={`${r.guestId}-${r.channel}`}
                direction="row"
                spacing={1}
                sx={{ alignItems: "center", py: 0.75, borderTop: 1, borderColor: "divider" }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ overflowWrap: "anywhere" }}>{r.name}</Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", overflowWrap: "anywhere" }}>
                    {r.channel === "email" ? `E-mail · ${r.email}` : `WhatsApp · ${r.phone}`}
                  </Typography>
                </Box>
                <Chip size="small" label={d.label} color={d.color} title={r.error ?? undefined} />
              </Stack>
            );
          })}
        </Box>
      )}
      {byWhatsApp.length > 0 && (
        <Button
          variant="outlined"
          color="success"
          startIcon={<WhatsAppIcon />}
          onClick={() => setWalking(true)}
          sx={{ mt: 2 }}
        >
          Send on WhatsApp
        </Button>
      )}
      {walking && (
        <WhatsAppWalkthrough
          guests={byWhatsApp.map((r) => ({ ...r, sent: r.state === "sent" }))}
          onMark={mark}
          done={
            <Typography>
              {`${byWhatsApp.filter((r) => r.state === "sent").length} of ${byWhatsApp.length} sent on WhatsApp.`}
            </Typography>
          }
          onClose={() => setWalking(false)}
        />
      )}
    </Paper>
  );
}
