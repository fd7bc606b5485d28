import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailChange, emailChangeSchema, profileMessages } from "../../../contract/profile.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { ProfileSection } from "./profile-section.tsx";

/**
 * The e-mail change: the current password proves it is the owner (or a sign-in of the last few
 * minutes does), and the new address must confirm by its link before the account uses it.
 */
export function EmailChangeForm({ email, verified }: { email: string; verified: boolean }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<EmailChange>({
    resolver: zodResolver(emailChangeSchema),
    defaultValues: { newEmail: "", password: "" },
  });
  const onSubmit = form.handleSubmit(async ({ newEmail, password }) => {
    setError(null);
    if (newEmail === email.toLowerCase()) {
      form.setError("newEmail", { message: profileMessages.emailSame });
      return;
    }
    const result = await authClient.changeEmail({
      newEmail,
      callbackURL: "/dashboard/profile?email=changed",
      // Read by our own rule on the server (not a Better Auth field): proof of identity.
      ...({ password } as object),
    });
    if (result.error) {
      const code = result.error.code;
      if (code === "INVALID_PASSWORD") form.setError("password", { message: profileMessages.wrongPassword });
      else setError(result.error.message ?? profileMessages.updateFailed("please try again"));
      return;
    }
    setSentTo(newEmail);
    form.reset();
  });

  return (
    <ProfileSection
      title="E-mail"
      intro={`You sign in with ${email}${verified ? "" : " (not confirmed yet)"}. To change it, enter the new address and your current password.`}
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2.5}>
          {sentTo && (
            <Alert severity="success" role="status">
              {profileMessages.emailChangeSent(sentTo)}
            </Alert>
          )}
          <ErrorAlert message={error} />
          <TextField
            label="New e-mail"
            type="email"
            autoComplete="email"
            fullWidth
            {...formFieldProps(form, "newEmail")}
          />
          <TextField
            label="Current password"
            type="password"
            autoComplete="current-password"
            fullWidth
            {...formFieldProps(form, "password")}
          />
          <Box>
            <Button type="submit" variant="outlined" loading={form.formState.isSubmitting}>
              Change e-mail
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
