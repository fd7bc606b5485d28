import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { Navigate, Link as RouterLink } from "react-router";
import { type RegisterInput, registerErrorText, registerSchema } from "../../../contract/auth.ts";
import { SubmitButton } from "../../components/alert-form.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { WizardStepper } from "../../components/wizard-stepper.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { AuthCard } from "./auth-card.tsx";
import { EmailField } from "./email-field.tsx";
import { OrWithGoogle } from "./google-sign-in-button.tsx";
import { NewPasswordFields } from "./new-password-fields.tsx";
import { useSignInAttempt } from "./use-sign-in-attempt.ts";

const steps = ["Account Information", "Personal Details"];
const accountFields = ["email", "password", "confirmPassword"] as const;
const nameNote = "Your name will be visible to other users and used on your invitations.";

export default function RegisterPage() {
  const { signedIn, error, run } = useSignInAttempt();
  const [step, setStep] = useState(0);
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerSchema),
    defaultValues: { email: "", password: "", confirmPassword: "", name: "" },
  });
  const password = form.watch("password");

  if (signedIn) return <Navigate to="/dashboard" replace />;

  async function next() {
    // Only step 1's fields are checked here; the name is checked when the account is created.
    if (await form.trigger(accountFields, { shouldFocus: true })) setStep(1);
  }

  const createAccount = form.handleSubmit(({ email, password, name }) =>
    run(async () => {
      // The confirmation mail's link signs the person in and opens the dashboard.
      const result = await authClient.signUp.email({ email, password, name, callbackURL: "/dashboard" });
      if (!result.error) return null;
      // A taken address or a refused password is fixed on the first step.
      if (result.error.code?.startsWith("USER_ALREADY_EXISTS") || result.error.code === "WEAK_PASSWORD")
        setStep(0);
      return registerErrorText(result.error.code, result.error.message);
    }),
  );

  const submitting = form.formState.isSubmitting;
  const nameField = formFieldProps(form, "name");

  return (
    <AuthCard title="Create an Account" subtitle="Join us to create and manage your events." wide>
      <WizardStepper steps={steps} step={step} sx={{ mb: 4 }} />
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          if (step === 0) {
            // Enter on the first step means Next, not submit.
            event.preventDefault();
            void next();
          } else {
            void createAccount(event);
          }
        }}
      >
        <Stack spacing={2.5}>
          <ErrorAlert message={error} />
          {step === 0 ? (
            <>
              <EmailField {...formFieldProps(form, "email")} />
              <NewPasswordFields
                label="Password"
                password={formFieldProps(form, "password")}
                confirm={formFieldProps(form, "confirmPassword")}
                value={password}
              />
            </>
          ) : (
            <TextField
              label="Full Name"
              autoComplete="name"
              autoFocus
              fullWidth
              {...nameField}
              helperText={nameField.helperText ?? nameNote}
            />
          )}
          <Stack direction="row" spacing={2} sx={{ justifyContent: "space-between" }}>
            <Button
              type="button"
              variant="text"
              disabled={step === 0 || submitting}
              onClick={() => setStep(0)}
            >
              Back
            </Button>
            {step === 0 ? (
              <Button key="next" type="submit" variant="contained">
                Next
              </Button>
            ) : (
              <SubmitButton key="create" submitting={submitting}>
                Create Account
              </SubmitButton>
            )}
          </Stack>
        </Stack>
      </Box>
      <OrWithGoogle label="Continue with Google" />
      <Typography variant="body2" align="center" sx={{ mt: 3 }}>
        Already have an account?{" "}
        <Link component={RouterLink} to="/login">
          Sign in
        </Link>
      </Typography>
      <Typography variant="caption" component="p" color="text.secondary" align="center" sx={{ mt: 2 }}>
        By creating an account, you agree to our{" "}
        <Link component={RouterLink} to="/terms-of-service">
          Terms of Service
        </Link>{" "}
        and{" "}
        <Link component={RouterLink} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </Typography>
    </AuthCard>
  );
}
