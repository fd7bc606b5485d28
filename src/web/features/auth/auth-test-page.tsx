import Alert from "@mui/material/Alert";
import Avatar from "@mui/material/Avatar";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { authText } from "../../../contract/auth.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { authClient } from "../../lib/auth-client.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../lib/current-user.ts";
import { AuthCard } from "./auth-card.tsx";
import { GoogleSignInButton } from "./google-sign-in-button.tsx";

/** A bare page for checking that Google sign-in and sign-out work end to end. */
export default function AuthTestPage() {
  const { user, loading } = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const [signingOut, setSigningOut] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOut() {
    setSigningOut(true);
    setError(null);
    try {
      const result = await authClient.signOut();
      if (result.error) setError(result.error.message || authText.signOutFailed);
      else await refreshCurrentUser();
    } catch (thrown) {
      setError(thrown instanceof Error && thrown.message ? thrown.message : authText.signOutFailed);
    } finally {
      setSigningOut(false);
    }
  }

  if (loading) {
    return (
      <AuthCard title="Authentication Test">
        <Box sx={{ display: "flex", justifyContent: "center" }}>
          <CircularProgress aria-label="Loading" />
        </Box>
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Authentication Test">
      {user ? (
        <Stack spacing={2} sx={{ alignItems: "center" }}>
          <Alert severity="success" role="status" sx={{ width: "100%" }}>
            Signed in successfully!
          </Alert>
          {user.image && (
            <Avatar
              src={user.image}
              alt={`Profile photo of ${user.name || user.email}`}
              sx={{ width: 80, height: 80 }}
            />
          )}
          <Box
            component="dl"
            sx={{ m: 0, width: "100%", "& dt": { fontWeight: 600 }, "& dd": { m: 0, mb: 1.5 } }}
          >
            <Typography component="dt">UID</Typography>
            <Typography component="dd" sx={{ wordBreak: "break-all" }}>
              {user.id}
            </Typography>
            <Typography component="dt">Email</Typography>
            <Typography component="dd" sx={{ wordBreak: "break-all" }}>
              {user.email}
            </Typography>
            <Typography component="dt">Display Name</Typography>
            <Typography component="dd">{user.name || "N/A"}</Typography>
          </Box>
          <ErrorAlert message={error} sx={{ width: "100%" }} />
          <Button
            variant="contained"
            color="error"
            fullWidth
            onClick={signOut}
            disabled={signingOut}
            startIcon={signingOut ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : null}
          >
            Sign Out
          </Button>
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Typography align="center">You are not signed in.</Typography>
          <GoogleSignInButton label="Sign In with Google" callbackURL="/auth-test" />
        </Stack>
      )}
    </AuthCard>
  );
}
