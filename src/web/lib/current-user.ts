import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { MeResponse } from "../../contract/session.ts";
import { api, unwrap } from "./api-client.ts";

export const currentUserKey = ["me"] as const;

/** The signed-in user (or null) from GET /api/me; the one source of auth state in the app. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserKey,
    queryFn: (): Promise<MeResponse> => unwrap(api.GET("/me")),
    staleTime: 60_000,
  });
  return { user: query.data?.user ?? null, loading: query.isPending, error: query.error };
}

/** Call after sign-in, sign-up or sign-out so every screen sees the new state. */
export function useRefreshCurrentUser() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: currentUserKey });
}
