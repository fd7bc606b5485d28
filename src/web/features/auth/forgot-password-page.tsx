import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Link as RouterLink } from "react-router";
import {
  authText,
  type ForgotPasswordInput,
  forgotPasswordSchema,
  resetLinkSentText,
} from "../../../contract/auth.ts";
import { AlertForm, SubmitButton } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";

export default function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: "" },
  });

  const onSubmit = form.handleSubmit(async ({ email }) => {
    setError(null);
    try {
      const result = await authClient.requestPasswordReset({ email, redirectTo: "/reset-password" });
      // Unknown addresses get the same answer as known ones; only throttling is worth telling apart.
      if (result.error?.status === 429) {
        setError(result.error.message || "Too many requests. Please try again later.");
        return;
      }
      setSentTo(email);
    } catch {
      setError(authText.network);
    }
  });

  const submitting = form.formState.isSubmitting;

  return (
    <AuthCard
      title="Forgot Password"
      subtitle={
        sentTo ? undefined : "Enter the email address you registered with and we will send you a reset link."
      }
    >
      {sentTo ? (
        <Stack spacing={3}>
          <Alert severity="success" role="status">
            {resetLinkSentText(sentTo)}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained" fullWidth>
            Back to Sign In
          </Button>
        </Stack>
      ) : (
        <AlertForm onSubmit={onSubmit} error={error}>
          <EmailField {...formFieldProps(form, "email")} />
          <SubmitButton submitting={submitting} size="large" fullWidth>
            Send Reset Link
          </SubmitButton>
          <Typography variant="body2" align="center">
            Remembered it?{" "}
            <Link component={RouterLink} to="/login">
              Back to Sign In
            </Link>
          </Typography>
        </AlertForm>
      )}
    </AuthCard>
  );
}
