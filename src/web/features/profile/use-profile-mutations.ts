import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { PreferencesUpdate, Profile, ProfileUpdate } from "../../../contract/profile.ts";
import { api, asForm, unwrap } from "../../lib/api-client.ts";
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
      mutationFn: (input: ProfileUpdate): Promise<Profile> => unwrap(api.PATCH("/profile", { body: input })),
      onSuccess: saved,
    }),
    uploadPhoto: useMutation({
      mutationFn: (file: File): Promise<Profile> =>
        unwrap(api.POST("/profile/photo", { body: { file }, bodySerializer: asForm })),
      onSuccess: saved,
    }),
    removePhoto: useMutation({
      mutationFn: (): Promise<Profile> => unwrap(api.DELETE("/profile/photo")),
      onSuccess: saved,
    }),
    savePreferences: useMutation({
      mutationFn: (patch: PreferencesUpdate) => unwrap(api.PATCH("/profile/preferences", { body: patch })),
      onSuccess: (preferences) =>
        client.setQueryData<Profile>(profileKey, (p) => (p ? { ...p, preferences } : p)),
    }),
  };
}
