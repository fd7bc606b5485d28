import GoogleIcon from "@mui/icons-material/Google";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Divider from "@mui/material/Divider";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useLocation, useSearchParams } from "react-router";
import { authText, googleErrorText } from "../../../contract/auth.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { oauthCallbackErrorText } from "./oauth-callback-error.ts";

type Props = {
  label?: string;
  /** Where Google sends the browser back to on success. */
  callbackURL?: string;
};

/** Starts the Google redirect flow and explains any failure, including one reported on the way back. */
export function GoogleSignInButton({ label = "Sign in with Google", callbackURL = "/dashboard" }: Props) {
  const location = useLocation();
  const [params] = useSearchParams();
  const returnedError = params.get("error");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(() =>
    returnedError ? oauthCallbackErrorText(returnedError, params.get("error_description")) : null,
  );

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const result = await authClient.signIn.social({
        provider: "google",
        callbackURL,
        // Failures on the way back land on this page, where the message above picks them up.
        errorCallbackURL: location.pathname,
      });
      if (result.error) {
        const { code, status, message } = result.error;
        // The server answers PROVIDER_NOT_FOUND (404) when Google sign-in is not configured.
        setError(
          code === "PROVIDER_NOT_FOUND" || status === 404
            ? googleErrorText("operation-not-allowed")
            : googleErrorText(code, message),
        );
        setBusy(false);
      }
      // On success the client is already navigating to Google; the spinner stays until the page unloads.
    } catch {
      setError(authText.network);
      setBusy(false);
    }
  }

  return (
    <Stack spacing={1.5}>
      <Button
        type="button"
        variant="outlined"
        fullWidth
        size="large"
        onClick={signIn}
        disabled={busy}
        startIcon={busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : <GoogleIcon />}
        aria-busy={busy}
      >
        {label}
      </Button>
      <ErrorAlert message={error} />
    </Stack>
  );
}

/** Below an e-mail form: "or", then the Google button, as the other way in. */
export function OrWithGoogle({ label }: { label: string }) {
  return (
    <>
      <Divider sx={{ my: 3 }}>
        <Typography variant="body2" color="text.secondary">
          or
        </Typography>
      </Divider>
      <GoogleSignInButton label={label} />
    </>
  );
}
