import { useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { authText } from "../../../contract/auth.ts";
import { useCurrentUser, useRefreshCurrentUser } from "../../lib/current-user.ts";
import { postSignInPath } from "./post-sign-in-path.ts";

/**
 * The sign-in and sign-up pages' one flow: the attempt, its refusal shown on the form, and once
 * signed in, the session read again and the page the person came for opened. `signedIn` tells a
 * page opened by someone already signed in to send them on; it stays false while the page's own
 * attempt finishes, so that redirect does not race the attempt's own navigation.
 */
export function useSignInAttempt() {
  const { user } = useCurrentUser();
  const refreshCurrentUser = useRefreshCurrentUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string | null>(null);
  const [attempting, setAttempting] = useState(false);

  /** Runs `attempt`, which answers the refusal's words, or null once the person is signed in. */
  async function run(attempt: () => Promise<string | null>) {
    setError(null);
    setAttempting(true);
    try {
      const refusal = await attempt();
      if (refusal !== null) {
        setError(refusal);
        setAttempting(false);
        return;
      }
      await refreshCurrentUser();
      navigate(postSignInPath(location.state), { replace: true });
    } catch {
      setError(authText.network);
      setAttempting(false);
    }
  }

  return { signedIn: Boolean(user) && !attempting, error, run, cameFrom: location.state };
}
