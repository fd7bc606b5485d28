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
import { NewPasswordFields } from "./new-password-fields.tsx";

/** Where the reset ended (a dead link, or the new password saved), with the one way on. */
function Outcome(props: { severity: "error" | "success"; text: string; to: string; action: string }) {
  return (
    <AuthCard title="Reset Password">
      <Stack spacing={3}>
        <Alert severity={props.severity} role={props.severity === "error" ? "alert" : "status"}>
          {props.text}
        </Alert>
        <Button component={RouterLink} to={props.to} variant="contained" fullWidth>
          {props.action}
        </Button>
      </Stack>
    </AuthCard>
  );
}

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
      <Outcome
        severity="error"
        text={authText.resetLinkInvalid}
        to="/forgot-password"
        action="Request a new link"
      />
    );
  }

  if (done) {
    return <Outcome severity="success" text={authText.resetDone} to="/login" action="Sign In" />;
  }

  const submitting = form.formState.isSubmitting;

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <AlertForm onSubmit={onSubmit} error={error}>
        <NewPasswordFields
          label="New Password"
          autoFocus
          password={formFieldProps(form, "newPassword")}
          confirm={formFieldProps(form, "confirmPassword")}
          value={newPassword}
        />
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
