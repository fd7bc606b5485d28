import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { captionSchema, type GalleryItem } from "../../../contract/gallery.ts";

type Props = { item: GalleryItem; busy: boolean; onSave: (caption: string) => void; onClose: () => void };

/** Adds or edits one photo's caption, checked with the server's own schema. */
export function CaptionDialog({ item, busy, onSave, onClose }: Props) {
  const [text, setText] = useState(item.caption);
  const parsed = captionSchema.safeParse(text);
  const error = parsed.success ? null : parsed.error.issues[0].message;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="xs">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (parsed.success) onSave(parsed.data);
        }}
      >
        <DialogTitle>{item.caption ? "Edit caption" : "Add caption"}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            multiline
            label="Caption"
            value={text}
            onChange={(e) => setText(e.target.value)}
            error={Boolean(error)}
            helperText={error ?? " "}
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={busy} disabled={Boolean(error)}>
            Save
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
