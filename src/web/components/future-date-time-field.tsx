import TextField from "@mui/material/TextField";
import { format } from "date-fns";

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

/** The browser's local time as a datetime-local value. */
export function localDateTimeValue(date: Date): string {
  return format(date, "yyyy-MM-dd'T'HH:mm");
}

/** A datetime-local value as an ISO instant (the browser reads it in its own zone), or null. */
export function dateTimeValueToIso(value: string): string | null {
  const moment = new Date(value);
  return value && !Number.isNaN(moment.getTime()) ? moment.toISOString() : null;
}

/** True when the value names a moment after now. */
export function isFutureDateTimeValue(value: string, now = Date.now()): boolean {
  const iso = dateTimeValueToIso(value);
  return iso !== null && new Date(iso).getTime() > now;
}

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
