import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useLayoutEffect, useRef, useState } from "react";
import type { GuestContact } from "../../../contract/guests.ts";
import { ReviewPanel } from "./review-panel.tsx";
import { invitationPagePreviewHref, previewInput, useInvitationPreview } from "./use-invitation-preview.ts";
import type { WizardValues } from "./wizard-values.ts";

/** The width of a phone's screen: the e-mail is laid out at it, as most guests will read it. */
const phoneWidth = 390;
const frameHeight = 720;

/**
 * How much the 390 px frame is shrunk to fit its column (on a phone the page's own margins leave
 * less than 390 px): the e-mail keeps its phone layout and is drawn smaller, not reflowed narrower.
 */
function useFitScale() {
  const ref = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const observer = new ResizeObserver(([entry]) =>
      setScale(Math.min(1, (entry?.contentRect.width ?? phoneWidth) / phoneWidth)),
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, scale };
}

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
  const fit = useFitScale();
  return (
    <ReviewPanel headingId="preview-heading" title="Preview">
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
            ) : (
              <Box
                ref={fit.ref}
                sx={{
                  width: "100%",
                  maxWidth: phoneWidth,
                  height: frameHeight * fit.scale,
                  overflow: "hidden",
                  outline: 1,
                  outlineColor: "divider",
                  borderRadius: 2,
                }}
              >
                {mail.data ? (
                  <Box
                    component="iframe"
                    title={`The invitation e-mail as ${who} gets it`}
                    srcDoc={mail.data.html}
                    // The server's mail markup: every host-written value in it is escaped
                    // (escape-html.ts) and it holds no script. Not sandboxed: a frame without
                    // scripts allowed could not be read by accessibility checkers.
                    sx={{
                      display: "block",
                      width: phoneWidth,
                      height: frameHeight,
                      border: 0,
                      bgcolor: "#f4f1f7",
                      transform: `scale(${fit.scale})`,
                      transformOrigin: "top left",
                    }}
                  />
                ) : (
                  <Skeleton variant="rectangular" width="100%" height="100%" />
                )}
              </Box>
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
    </ReviewPanel>
  );
}
