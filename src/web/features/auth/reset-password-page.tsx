import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink, useSearchParams } from "react-router";
import { authText, type ResetPasswordInput, resetPasswordSchema } from "../../../contract/auth.ts";
import { AlertForm, SubmitButton } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { AuthCard } from "./auth-card.tsx";
import { PasswordChecklist } from "./password-checklist.tsx";
import { PasswordField } from "./password-field.tsx";

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get("token");
  // Better Auth sends a bad or expired link here with ?error=INVALID_TOKEN instead of a token.
  const [linkInvalid, setLinkInvalid] = useState(!token || params.get("error") === "INVALID_TOKEN");
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { newPassword: "", confirmPassword: "" },
  });
  const newPassword = form.watch("newPassword");

  const onSubmit = form.handleSubmit(async ({ newPassword }) => {
    if (!token) return;
    setError(null);
    try {
      const result = await authClient.resetPassword({ newPassword, token });
      if (result.error) {
        if (result.error.code === "INVALID_TOKEN") setLinkInvalid(true);
        else setError(result.error.message || "Failed to reset password. Please try again.");
        return;
      }
      setDone(true);
    } catch {
      setError(authText.network);
    }
  });

  if (linkInvalid) {
    return (
      <AuthCard title="Reset Password">
        <Stack spacing={3}>
          <Alert severity="error" role="alert">
            {authText.resetLinkInvalid}
          </Alert>
          <Button component={RouterLink} to="/forgot-password" variant="contained" fullWidth>
            Request a new link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title="Reset Password">
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {authText.resetDone}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            Sign In
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  const submitting = form.formState.isSubmitting;

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <AlertForm onSubmit={onSubmit} error={error}>
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          autoFocus
          fullWidth
          {...formFieldProps(form, "newPassword")}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          fullWidth
          {...formFieldProps(form, "confirmPassword")}
        />
        <PasswordChecklist password={newPassword} />
        <SubmitButton submitting={submitting} size="large" fullWidth>
          Reset Password
        </SubmitButton>
        <Link component={RouterLink} to="/login" variant="body2" sx={{ alignSelf: "center" }}>
          Back to Sign In
        </Link>
      </AlertForm>
    </AuthCard>
  );
}
