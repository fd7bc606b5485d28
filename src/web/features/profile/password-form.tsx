import { zodResolver } from "@hookform/resolvers/zod";
import TextField from "@mui/material/TextField";
import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { type PasswordChange, passwordChangeSchema, profileMessages } from "../../../contract/profile.ts";
import { AlertForm } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { ProfileSection } from "./profile-section.tsx";
import { ProfileSubmit } from "./profile-submit.tsx";
import { sessionsKey } from "./sessions-section.tsx";

/** Current, new and confirm (spec §5): changing it signs out every other device. */
export function PasswordForm() {
  const client = useQueryClient();
  const { enqueueSnackbar } = useSnackbar();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<PasswordChange>({
    resolver: zodResolver(passwordChangeSchema),
    defaultValues: { currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const values = useWatch({ control: form.control });
  const allFilled = Boolean(values.currentPassword && values.newPassword && values.confirmPassword);

  const onSubmit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setError(null);
    const result = await authClient.changePassword({
      currentPassword,
      newPassword,
      revokeOtherSessions: true,
    });
    if (result.error) {
      if (result.error.code === "INVALID_PASSWORD")
        form.setError("currentPassword", { message: profileMessages.wrongPassword });
      else if (result.error.code === "WEAK_PASSWORD")
        form.setError("newPassword", { message: result.error.message ?? profileMessages.passwordFailed });
      else setError(profileMessages.passwordFailed);
      return;
    }
    form.reset();
    enqueueSnackbar(profileMessages.passwordUpdated, { variant: "success" });
    await client.invalidateQueries({ queryKey: sessionsKey });
  });

  return (
    <ProfileSection
      title="Change password"
      intro="Changing your password signs you out on every other device."
    >
      <AlertForm onSubmit={onSubmit} error={error}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          fullWidth
          {...formFieldProps(form, "currentPassword")}
        />
        <TextField
          label="New password"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...formFieldProps(form, "newPassword")}
        />
        <TextField
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          fullWidth
          {...formFieldProps(form, "confirmPassword")}
        />
        <ProfileSubmit disabled={!allFilled} busy={form.formState.isSubmitting}>
          Update Password
        </ProfileSubmit>
      </AlertForm>
    </ProfileSection>
  );
}
