import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Preferences, PreferencesUpdate, Profile, ProfileUpdate } from "../../../contract/profile.ts";
import { api } from "../../lib/api-client.ts";
import { currentUserKey } from "../../lib/current-user.ts";
import { profileKey } from "../../lib/use-profile.ts";

/** Saves and refreshes both views of the account: the profile and /api/me (avatar, name in menus). */
export function useProfileMutations() {
  const client = useQueryClient();
  const saved = (profile: Profile) => {
    client.setQueryData(profileKey, profile);
    return client.invalidateQueries({ queryKey: currentUserKey });
  };
  return {
    update: useMutation({
      mutationFn: (input: ProfileUpdate) => api<Profile>("/api/profile", { method: "PATCH", json: input }),
      onSuccess: saved,
    }),
    uploadPhoto: useMutation({
      mutationFn: (file: File) => {
        const body = new FormData();
        body.append("file", file);
        return api<Profile>("/api/profile/photo", { method: "POST", body });
      },
      onSuccess: saved,
    }),
    removePhoto: useMutation({
      mutationFn: () => api<Profile>("/api/profile/photo", { method: "DELETE" }),
      onSuccess: saved,
    }),
    savePreferences: useMutation({
      mutationFn: (patch: PreferencesUpdate) =>
        api<Preferences>("/api/profile/preferences", { method: "PATCH", json: patch }),
      onSuccess: (preferences) =>
        client.setQueryData<Profile>(profileKey, (p) => (p ? { ...p, preferences } : p)),
    }),
  };
}
