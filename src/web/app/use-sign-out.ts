import { useQueryClient } from "@tanstack/react-query";
import { useSnackbar } from "notistack";
import { useNavigate } from "react-router";
import type { MeResponse } from "../../contract/session.ts";
import { currentUserKey } from "../lib/current-user.ts";
import { clearOfflineData } from "../lib/offline/offline-sync.ts";
import { clearAllDrafts } from "../lib/use-form-draft.ts";

const signOutFailed = "Failed to sign out. Please try again.";

/** Ends the session, forgets every cached answer of the old user and goes home. */
export function useSignOut() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();

  return async () => {
    try {
      // Loaded on demand: the auth client is heavy and only sign-in pages need it up front.
      const { authClient } = await import("../lib/auth-client.ts");
      const { error } = await authClient.signOut();
      if (error) throw new Error(error.message);
    } catch {
      enqueueSnackbar(signOutFailed, { variant: "error" });
      return;
    }
    clearAllDrafts();
    // This device forgets the user's saved data and unsent changes (every tab; docs/decisions/0017).
    await clearOfflineData();
    // Leave first: once the URL is home, the dashboard guard stands aside instead of sending the
    // now signed-out user to /login.
    await navigate("/", { replace: true });
    // The me query is set, not removed: removing it would make the root layout wait for auth again.
    client.removeQueries({ predicate: (q) => q.queryKey[0] !== currentUserKey[0] });
    client.setQueryData<MeResponse>(currentUserKey, { user: null });
  };
}
