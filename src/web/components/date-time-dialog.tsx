import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { type FormEvent, useEffect, useId, useState } from "react";
import { dateTimeValueToIso, isFutureDateTimeValue } from "../lib/event-date-format.ts";
import { ErrorAlert } from "./error-alert.tsx";
import { FutureDateTimeField } from "./future-date-time-field.tsx";

type Props = {
  open: boolean;
  title: string;
  description?: string;
  label: string;
  confirmLabel: string;
  /** Shown when the chosen moment is not in the future. */
  pastMessage: string;
  /** The starting value ('yyyy-MM-ddTHH:mm'), or '' for none. */
  initialValue?: string;
  busy?: boolean;
  /** What went wrong with the last attempt, shown above the buttons. */
  error?: string | null;
  /** Receives the chosen moment as an ISO instant. */
  onConfirm: (iso: string) => void;
  onClose: () => void;
};

/** Asks for one future moment (a send time, a reminder). */
export function DateTimeDialog({
  open,
  title,
  description,
  label,
  confirmLabel,
  pastMessage,
  initialValue = "",
  busy = false,
  error,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  const [value, setValue] = useState(initialValue);
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    if (open) {
      setValue(initialValue);
      setFieldError(null);
    }
  }, [open, initialValue]);

  function submit(e: FormEvent) {
    e.preventDefault();
    const iso = dateTimeValueToIso(value);
    if (!iso || !isFutureDateTimeValue(value)) {
      setFieldError(pastMessage);
      return;
    }
    onConfirm(iso);
  }

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText>}
          <FutureDateTimeField
            label={label}
            value={value}
            onChange={(v) => {
              setValue(v);
              setFieldError(null);
            }}
            error={fieldError}
          />
          <ErrorAlert message={error} sx={{ mt: 2 }} />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" loading={busy}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
