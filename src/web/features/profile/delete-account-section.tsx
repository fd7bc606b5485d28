import Alert from "@mui/material/Alert";
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
import { api } from "../../lib/api-client.ts";
import { ProfileSection } from "./profile-section.tsx";

/** Account deletion: the owner types their e-mail to confirm; then the server removes everything. */
export function DeleteAccountSection({ email }: { email: string }) {
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState("");
  const remove = useMutation({
    mutationFn: () => api<void>("/api/profile/delete", { method: "POST", json: { email: typed } }),
    onSuccess: () => {
      client.clear();
      // A full load: every cached screen of the old account goes with it.
      window.location.assign("/?account=deleted");
    },
  });
  const matches = typed.trim().toLowerCase() === email.toLowerCase();

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
            working. To confirm, type your e-mail address <strong>{email}</strong>.
          </DialogContentText>
          {remove.isError && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {remove.error.message}
            </Alert>
          )}
          <TextField
            label="Your e-mail address"
            type="email"
            autoComplete="off"
            fullWidth
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)} disabled={remove.isPending} autoFocus>
            Cancel
          </Button>
          <Button
            color="error"
            variant="contained"
            disabled={!matches}
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
