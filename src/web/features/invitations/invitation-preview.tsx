import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import type { GuestContact } from "../../../contract/guests.ts";
import { invitationPagePreviewHref, previewInput, useInvitationPreview } from "./use-invitation-preview.ts";
import type { WizardValues } from "./wizard-values.ts";

/** The width of a phone's screen: the e-mail is shown at it, as most guests will read it. */
const phoneWidth = 390;

type Props = { values: WizardValues; recipients: GuestContact[] };

/**
 * Before sending, the invitation as a chosen guest will get it (issue 34): the e-mail at a phone's
 * width, rendered by the server's mail code, and their invitation page, opened in a new tab.
 */
export function InvitationPreview({ values, recipients }: Props) {
  const [chosen, setChosen] = useState<string | null>(null);
  const guest = recipients.find((g) => g.id === chosen) ?? recipients[0] ?? null;
  const input = previewInput(values, guest?.id ?? null);
  const mail = useInvitationPreview(input);
  const who = guest?.name ?? "a guest";
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="preview-heading"
      sx={{ p: 2, borderRadius: 2 }}
    >
      <Typography id="preview-heading" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        Preview
      </Typography>
      <Stack spacing={2}>
        {recipients.length > 1 && (
          <TextField
            select
            label="See it as"
            value={guest?.id ?? ""}
            onChange={(e) => setChosen(e.target.value)}
            sx={{ maxWidth: 360 }}
          >
            {recipients.map((g) => (
              <MenuItem key={g.id} value={g.id}>
                {g.name}
                {g.email ? "" : " (no e-mail)"}
              </MenuItem>
            ))}
          </TextField>
        )}
        {values.type === "email" && (
          <Box>
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
              The e-mail {who} gets, on a phone{mail.data ? `: “${mail.data.subject}”` : ""}
            </Typography>
            {mail.isError ? (
              <Alert severity="error">Could not show the e-mail: {mail.error.message}</Alert>
            ) : mail.data ? (
              <Box
                component="iframe"
                title={`The invitation e-mail as ${who} gets it`}
                srcDoc={mail.data.html}
                // No script, no forms, no navigation of this page: only the e-mail's own markup.
                sandbox=""
                sx={{
                  display: "block",
                  width: phoneWidth,
                  maxWidth: "100%",
                  height: 720,
                  border: 1,
                  borderColor: "divider",
                  borderRadius: 2,
                  bgcolor: "#f4f1f7",
                }}
              />
            ) : (
              <Skeleton variant="rounded" width={phoneWidth} height={720} sx={{ maxWidth: "100%" }} />
            )}
          </Box>
        )}
        <Box>
          <Button
            component="a"
            href={invitationPagePreviewHref(input)}
            target="_blank"
            rel="noopener"
            variant="outlined"
            endIcon={<OpenInNewIcon />}
          >
            Open {who}'s invitation page
          </Button>
          <Typography variant="body2" sx={{ color: "text.secondary", mt: 0.5 }}>
            What their personal link opens: the invitation with their reply form. Replies made in the preview
            are not saved.
          </Typography>
        </Box>
      </Stack>
    </Paper>
  );
}
