import { zodResolver } from "@hookform/resolvers/zod";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Controller, useForm } from "react-hook-form";
import { Navigate, Link as RouterLink } from "react-router";
import { type LoginInput, loginErrorText, loginSchema } from "../../../contract/auth.ts";
import { AlertForm, SubmitButton } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { OrWithGoogle } from "./google-sign-in-button.tsx";
import { PasswordField } from "./password-field.tsx";
import { useSignInAttempt } from "./use-sign-in-attempt.ts";

export default function LoginPage() {
  const { signedIn, error, run, cameFrom } = useSignInAttempt();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });

  if (signedIn) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(({ email, password, rememberMe }) =>
    run(async () => {
      const result = await authClient.signIn.email({ email, password, rememberMe });
      if (!result.error) return null;
      const { status, code, message } = result.error;
      return loginErrorText(status === 429 ? "too-many-requests" : code, message);
    }),
  );

  const submitting = form.formState.isSubmitting;

  return (
    <AuthCard title="Sign In" subtitle="Welcome back! Sign in to manage your events.">
      <AlertForm onSubmit={onSubmit} error={error}>
        <EmailField {...formFieldProps(form, "email")} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          fullWidth
          {...formFieldProps(form, "password")}
        />
        <Stack
          direction="row"
          sx={{ alignItems: "center", justifyContent: "space-between", flexWrap: "wrap" }}
        >
          <Controller
            control={form.control}
            name="rememberMe"
            render={({ field }) => (
              <FormControlLabel
                label="Remember me"
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                  />
                }
              />
            )}
          />
          <Link component={RouterLink} to="/forgot-password" variant="body2">
            Forgot password?
          </Link>
        </Stack>
        <SubmitButton submitting={submitting} size="large" fullWidth>
          Sign In
        </SubmitButton>
      </AlertForm>
      <OrWithGoogle label="Sign in with Google" />
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        Don't have an account?{" "}
        {/* A page the visitor was sent here from (an invitation to help run an event) waits after sign-up too. */}
        <Link component={RouterLink} to="/register" state={cameFrom}>
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
}
