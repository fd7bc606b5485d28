import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { paymentsKeptText } from "../../../contract/profile.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { ProfileSection } from "./profile-section.tsx";
import { recipientsOf, UpcomingEventsNotice, useUpcomingCancellations } from "./upcoming-events-notice.tsx";

/**
 * Account deletion: the owner types their e-mail and proves who they are (the current password, or a
 * sign-in of the last few minutes, as for an e-mail change); then the server removes everything.
 */
export function DeleteAccountSection({ email }: { email: string }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const [password, setPassword] = useState("");
  const upcoming = useUpcomingCancellations(open);
  // null until the host touches it: on by default, as for one event, once the count arrives.
  const [choice, setChoice] = useState<boolean | null>(null);
  const notify = recipientsOf(upcoming.data) > 0 && (choice ?? true);
  const remove = useMutation({
    mutationFn: () =>
      unwrap(api.POST("/profile/delete", { body: { email: typed, password, notifyGuests: notify } })),
    onSuccess: () => {
      client.clear();
      // A full load: every cached screen of the old account goes with it.
      window.location.assign("/?account=deleted");
    },
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  // A wrong password belongs under its field; any other refusal (sign in again) above the form.
  const passwordError = remove.error instanceof ApiError ? remove.error.fields?.password : undefined;

  return (
    <ProfileSection
      title="Delete my account"
      intro="Deletes your account, all your events with their guests, invitations, photos and files. This cannot be undone."
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {paymentsKeptText}
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      <Dialog
        open={open}
        onClose={remove.isPending ? undefined : () => setOpen(false)}
        aria-labelledby="delete-title"
      >
        <DialogTitle id="delete-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Everything goes: your events, guest lists, invitations, photos and files. Guests' links stop
            working. To confirm, type your e-mail address <strong>{email}</strong> and your current password.
          </DialogContentText>
          <UpcomingEventsNotice query={upcoming} notify={notify} onNotifyChange={setChoice} />
          {remove.isError && !passwordError && <ErrorAlert message={remove.error.message} sx={{ mb: 2 }} />}
          <TextField
            label="Your e-mail address"
            type="email"
            autoComplete="off"
            fullWidth
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            sx={{ mb: 2 }}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            fullWidth
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={Boolean(passwordError)}
            helperText={passwordError ?? "Not needed if you signed in within the last few minutes."}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            // Wait for the events, so their guests are not left out by a quick click; a failed read does not block.
            disabled={!matches || upcoming.isPending}
            loading={remove.isPending}
            onClick={() => remove.mutate()}
          >
            Delete my account
          </Button>
        </DialogActions>
      </Dialog>
    </ProfileSection>
  );
}
