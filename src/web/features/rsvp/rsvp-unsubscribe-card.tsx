import UnsubscribeOutlinedIcon from "@mui/icons-material/UnsubscribeOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../lib/api-client.ts";

/**
 * The footer link of an invitation e-mail lands here (?unsubscribe=1): one button stops further
 * invitation e-mails to this guest. A click on the link itself changes nothing, so a mail scanner
 * that follows links cannot unsubscribe anyone.
 */
export function RsvpUnsubscribeCard({ token }: { token: string }) {
  const stop = useMutation({
    mutationFn: () => api<void>(`/api/rsvp/${encodeURIComponent(token)}/unsubscribe`, { method: "POST" }),
  });
  return (
    <Paper
      component="section"
      aria-labelledby="unsubscribe-heading"
      variant="outlined"
      sx={{ p: { xs: 2.5, sm: 3 }, borderRadius: { xs: 0, sm: 4 }, mb: { xs: 0, sm: 3 } }}
    >
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
          <UnsubscribeOutlinedIcon aria-hidden sx={{ color: "secondary.main" }} />
          <Typography id="unsubscribe-heading" component="h2" variant="h6">
            Stop e-mails about this event's invitations
          </Typography>
        </Stack>
        {stop.isSuccess ? (
          <Alert severity="success" role="status">
            Done: you will get no more invitation e-mails about this event. You can still reply below.
          </Alert>
        ) : (
          <>
            <Typography sx={{ color: "text.secondary" }}>
              The host will not be able to e-mail you invitations or reminders for this event any more.
            </Typography>
            {stop.isError && (
              <Alert severity="error" role="alert">
                That did not work. Please try again.
              </Alert>
            )}
            <Button
              variant="outlined"
              onClick={() => stop.mutate()}
              loading={stop.isPending}
              sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}
            >
              Stop these e-mails
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
