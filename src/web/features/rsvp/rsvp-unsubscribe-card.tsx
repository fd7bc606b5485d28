import UnsubscribeOutlinedIcon from "@mui/icons-material/UnsubscribeOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";

/**
 * The footer link of an invitation e-mail lands here (?unsubscribe=1): one button (a form post)
 * stops further invitation e-mails to this guest. Opening the link itself changes nothing, so a
 * mail scanner that follows links cannot unsubscribe anyone.
 */
export function RsvpUnsubscribeCard({ pagePath, done }: { pagePath: string; done: boolean }) {
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
        {done ? (
          <Alert severity="success" role="status" tabIndex={-1} data-focus>
            Done: you will get no more invitation e-mails about this event. You can still reply below.
          </Alert>
        ) : (
          <Stack
            component="form"
            method="post"
            action={`${pagePath}/unsubscribe`}
            data-enhance="reply"
            spacing={1.5}
          >
            <Typography sx={{ color: "text.secondary" }}>
              The host will not be able to e-mail you invitations or reminders for this event any more.
            </Typography>
            <Button type="submit" variant="outlined" sx={{ alignSelf: { xs: "stretch", sm: "flex-start" } }}>
              Stop these e-mails
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
