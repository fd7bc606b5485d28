import TextField from "@mui/material/TextField";
import { isFutureDateTimeValue, localDateTimeValue } from "../lib/event-date-format.ts";
import { PastDateWarning } from "./past-date-warning.tsx";

type Props = {
  label: string;
  /** The input's own value, 'yyyy-MM-ddTHH:mm' in the browser's zone, or '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  helperText?: string;
  name?: string;
  disabled?: boolean;
};

/**
 * A native date and time picker that offers only the future: the picker greys out past moments
 * (min is now), and the caller still checks on submit because time passes while the form is open.
 * A past moment typed in (or restored from a draft) is pointed out at once, before any submit.
 */
export function FutureDateTimeField({ label, value, onChange, error, helperText, name, disabled }: Props) {
  const past = Boolean(value) && !isFutureDateTimeValue(value);
  return (
    <TextField
      type="datetime-local"
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || (past ? <PastDateWarning /> : helperText)}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: localDateTimeValue(new Date()) },
      }}
    />
  );
}
