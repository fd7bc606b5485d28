import ContentCopyIcon from "@mui/icons-material/ContentCopy";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import type { Guest } from "../../../contract/guests.ts";
import { plusOnesText } from "../../../contract/party.ts";
import { AnswerFact as Fact } from "../../components/fact-list.tsx";
import { GuestStatusChip } from "../../components/guest-status-chip.tsx";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { useCopyRsvpLink } from "./use-copy-rsvp-link.ts";

/** The guest's own answer (read-only for the host) and their personal reply link to share. */
export function GuestReplyCard({ guest }: { guest: Guest }) {
  const copy = useCopyRsvpLink();
  const link = `${window.location.origin}${guest.rsvpPath}`;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack spacing={2.5}>
        <Box>
          <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
            Personal RSVP link
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
            {guest.name} can open this link without an account to answer and change their reply.
          </Typography>
          <Stack direction={{ xs: "column", sm: "row" }} spacing={1}>
            <TextField
              value={link}
              fullWidth
              size="small"
              slotProps={{ htmlInput: { readOnly: true, "aria-label": "Personal RSVP link" } }}
              onFocus={(e) => e.target.select()}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() => void copy(guest.rsvpPath)}
              sx={{ flexShrink: 0 }}
            >
              Copy RSVP link
            </Button>
          </Stack>
        </Box>
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1.5, flexWrap: "wrap" }}>
            <Typography component="h2" variant="h6">
              Their reply
            </Typography>
            <GuestStatusChip status={guest.status} />
          </Stack>
          {guest.respondedAt ? (
            <Box
              component="dl"
              sx={{ display: "grid", gap: 1.5, m: 0, gridTemplateColumns: { sm: "1fr 1fr" } }}
            >
              <Fact label="Replied" value={formatTimestamp(guest.respondedAt)} />
              <Fact label="Bringing" value={guest.plusOnes.length ? plusOnesText(guest) : "Nobody else"} />
              {guest.mealChoice && <Fact label="Their meal" value={guest.mealChoice} />}
              {guest.dietaryNotes && <Fact label="Their dietary needs" value={guest.dietaryNotes} />}
              {guest.noteToHost && <Fact label="Note to you" value={guest.noteToHost} />}
            </Box>
          ) : (
            <Typography sx={{ color: "text.secondary" }}>No reply yet.</Typography>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}
