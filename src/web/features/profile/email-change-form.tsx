import { zodResolver } from "@hookform/resolvers/zod";
import Alert from "@mui/material/Alert";
import TextField from "@mui/material/TextField";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { type EmailChange, emailChangeSchema, profileMessages } from "../../../contract/profile.ts";
import { AlertForm } from "../../components/alert-form.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { ProfileSection } from "./profile-section.tsx";
import { ProfileSubmit } from "./profile-submit.tsx";

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
      <AlertForm onSubmit={onSubmit} error={error}>
        {sentTo && (
          <Alert severity="success" role="status">
            {profileMessages.emailChangeSent(sentTo)}
          </Alert>
        )}
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
        <ProfileSubmit variant="outlined" busy={form.formState.isSubmitting}>
          Change e-mail
        </ProfileSubmit>
      </AlertForm>
    </ProfileSection>
  );
}
