import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { FieldSet } from "./field-set.tsx";

// The pieces of the guest reply form (guest-reply-form.tsx): plain HTML fields that work without
// script, shared by the guest's own questions and each +1's.

// The questions only an attending guest is asked hide, by CSS alone, unless 'Attending' is
// picked: the page works the same before (or without) its script. Hidden fields keep what was
// typed, so Attending → Not attending → Attending loses nothing; the server ignores them unless
// the answer is Attending (contract/rsvp-questions.ts).
export const attendingOnly = "reply-attending-only";
export const plusOne = "reply-plus-one";
export const plusOneAnswers = "reply-plus-one-answers";
export const unnamed = ".reply-plus-one-name input:placeholder-shown";

/** A text box whose label always sits above it: no script moves it out of the way of typing. */
export function Field(props: {
  name: string;
  /** Needed where several fields share a name (the +1 boxes). */
  id?: string;
  label: string;
  value: string;
  error?: string;
  helperText?: string;
  maxLength: number;
  type?: string;
  autoComplete?: string;
  required?: boolean;
  rows?: number;
  className?: string;
}) {
  const { name, id, label, value, error, helperText, maxLength, rows, className, ...rest } = props;
  return (
    <TextField
      id={id ?? `reply-${name}`}
      name={name}
      label={label}
      defaultValue={value}
      error={Boolean(error)}
      helperText={error ?? helperText}
      fullWidth
      multiline={Boolean(rows)}
      rows={rows}
      className={className}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { maxLength, placeholder: " " } }}
      {...rest}
    />
  );
}

export function MealChoice({
  name,
  legend,
  options,
  value,
  error,
  className,
}: {
  /** The radio group's field name: the guest's own, or a +1's (plusOneFields.meal). */
  name: string;
  legend: string;
  options: string[];
  value: string | null;
  error?: string;
  className?: string;
}) {
  const errorId = `reply-${name.replace(".", "-")}-error`;
  return (
    <FieldSet legend={legend} error={error} errorId={errorId} className={className}>
      <Stack>
        {options.map((option) => (
          <Box
            component="label"
            key={option}
            sx={{ display: "flex", alignItems: "center", gap: 1.5, minHeight: 44, cursor: "pointer" }}
          >
            <Box
              component="input"
              type="radio"
              name={name}
              value={option}
              defaultChecked={value === option}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              sx={{ width: 22, height: 22, m: 0, accentColor: "#d6246e", flexShrink: 0 }}
            />
            {option}
          </Box>
        ))}
      </Stack>
    </FieldSet>
  );
}
