import TextField from "@mui/material/TextField";
import { localDateTimeValue } from "../lib/event-date-format.ts";

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
 */
export function FutureDateTimeField({ label, value, onChange, error, helperText, name, disabled }: Props) {
  return (
    <TextField
      type="datetime-local"
      label={label}
      name={name}
      value={value}
      disabled={disabled}
      onChange={(e) => onChange(e.target.value)}
      error={Boolean(error)}
      helperText={error || helperText}
      fullWidth
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: { min: localDateTimeValue(new Date()) },
      }}
    />
  );
}
