import type { TextFieldProps } from "@mui/material/TextField";
import { PasswordChecklist } from "./password-checklist.tsx";
import { PasswordField } from "./password-field.tsx";

type FieldProps = Omit<TextFieldProps, "type" | "slotProps">;

type Props = {
  /** "Password" when signing up, "New Password" when resetting one. */
  label: string;
  /** The form's props for each field (name, value binding, error text). */
  password: FieldProps;
  confirm: FieldProps;
  /** What is typed so far, which the checklist grades as it changes. */
  value: string;
  autoFocus?: boolean;
};

/** Choosing a password: the password, its confirmation, and the checklist of the rules it meets. */
export function NewPasswordFields({ label, password, confirm, value, autoFocus }: Props) {
  return (
    <>
      <PasswordField
        label={label}
        autoComplete="new-password"
        autoFocus={autoFocus}
        fullWidth
        {...password}
      />
      <PasswordField label="Confirm Password" autoComplete="new-password" fullWidth {...confirm} />
      <PasswordChecklist password={value} />
    </>
  );
}
