import TextField, { type TextFieldProps } from "@mui/material/TextField";

/**
 * The account pages' first field, the e-mail address: focused on arrival and filled in by the
 * browser's saved sign-ins. The form's own props (formFieldProps) come in `props`.
 */
export function EmailField(props: TextFieldProps) {
  return <TextField label="Email Address" type="email" autoComplete="email" autoFocus fullWidth {...props} />;
}
