import { zodResolver } from "@hookform/resolvers/zod";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Controller, useForm } from "react-hook-form";
import { Navigate, Link as RouterLink, useLocation, useNavigate } from "react-router";
import { authText, type LoginInput, loginErrorText, loginSchema } from "../../../contract/auth.ts";
import { AlertForm, SubmitButton } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../lib/current-user.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { OrWithGoogle } from "./google-sign-in-button.tsx";
import { PasswordField } from "./password-field.tsx";
import { postSignInPath } from "./post-sign-in-path.ts";

export default function LoginPage() {
  const { user } = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  // Set while our own sign-in finishes, so the signed-in redirect below does not race our navigation.
  const [signingIn, setSigningIn] = useState(false);
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: "", password: "", rememberMe: true },
  });

  if (user && !signingIn) return <Navigate to="/dashboard" replace />;

  const onSubmit = form.handleSubmit(async ({ email, password, rememberMe }) => {
    setError(null);
    setSigningIn(true);
    try {
      const result = await authClient.signIn.email({ email, password, rememberMe });
      if (result.error) {
        const { status, code, message } = result.error;
        setError(loginErrorText(status === 429 ? "too-many-requests" : code, message));
        setSigningIn(false);
        return;
      }
      await refreshCurrentUser();
      navigate(postSignInPath(location.state), { replace: true });
    } catch {
      setError(authText.network);
      setSigningIn(false);
    }
  });

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
        <Link component={RouterLink} to="/register" state={location.state}>
          Sign up
        </Link>
      </Typography>
    </AuthCard>
  );
}
