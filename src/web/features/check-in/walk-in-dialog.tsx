import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { checkInMessages, maxParty } from "../../../contract/check-in.ts";

type Props = {
  open: boolean;
  busy: boolean;
  onClose: () => void;
  onAdd: (v: { name: string; party: number }) => void;
};

/** Someone at the door who is not on the list: their name and how many came; added and checked in. */
export function WalkInDialog({ open, busy, onClose, onAdd }: Props) {
  const [name, setName] = useState("");
  const [party, setParty] = useState("1");
  const [error, setError] = useState<string | null>(null);
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!name.trim()) return setError(checkInMessages.nameRequired);
    onAdd({ name: name.trim(), party: Math.min(maxParty, Math.max(1, Number(party) || 1)) });
    setName("");
    setParty("1");
    setError(null);
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle>Add a walk-in</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              label="Name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(error)}
              helperText={error ?? " "}
              required
              autoFocus
            />
            <TextField
              label="People"
              type="number"
              value={party}
              onChange={(e) => setParty(e.target.value)}
              slotProps={{ htmlInput: { min: 1, max: maxParty, inputMode: "numeric" } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            Add and check in
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
