import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { Profile } from "../../contract/profile.ts";
import { api, unwrap } from "./api-client.ts";
import { setThemeMode } from "./theme-mode.ts";

export const profileKey = ["profile"] as const;

/** The signed-in user's profile and preferences (GET /api/profile); one key for every view of it. */
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: profileKey,
    queryFn: (): Promise<Profile> => unwrap(api.GET("/profile")),
    enabled,
  });
}

/** Applies the user's saved theme once their profile is known (the dashboard's shell calls it). */
export function useSavedTheme() {
  const profile = useProfile();
  const saved = profile.data?.preferences.theme;
  useEffect(() => {
    if (saved) setThemeMode(saved);
  }, [saved]);
}
