import PhotoCameraOutlinedIcon from "@mui/icons-material/PhotoCameraOutlined";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useSnackbar } from "notistack";
import { useRef } from "react";
import { type Profile, profileMessages } from "../../../contract/profile.ts";
import { UserAvatar } from "../../components/user-avatar.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { useProfileMutations } from "./use-profile-mutations.ts";

/** The profile photo: stored and cleaned by the server; the avatar falls back to the initial. */
export function PhotoSection({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const input = useRef<HTMLInputElement>(null);
  const { uploadPhoto, removePhoto } = useProfileMutations();
  const failed = (err: Error) =>
    enqueueSnackbar(profileMessages.updateFailed(err.message), { variant: "error" });

  return (
    <ProfileSection title="Photo" intro="Shown to you in the dashboard. JPEG, PNG, WebP or HEIC.">
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2.5} sx={{ alignItems: { sm: "center" } }}>
        <UserAvatar name={profile.name} image={profile.image ? `${profile.image}?w=320` : null} size={96} />
        <Stack direction="row" spacing={1.5}>
          <input
            ref={input}
            type="file"
            accept="image/*"
            hidden
            aria-label="Choose a profile photo"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = "";
              if (file)
                uploadPhoto.mutate(file, {
                  onSuccess: () => enqueueSnackbar(profileMessages.updated, { variant: "success" }),
                  onError: failed,
                });
            }}
          />
          <Button
            variant="outlined"
            startIcon={<PhotoCameraOutlinedIcon />}
            onClick={() => input.current?.click()}
            loading={uploadPhoto.isPending}
          >
            {profile.image ? "Change photo" : "Upload photo"}
          </Button>
          {profile.image && (
            <Button
              color="error"
              onClick={() => removePhoto.mutate(undefined, { onError: failed })}
              loading={removePhoto.isPending}
            >
              Remove
            </Button>
          )}
        </Stack>
      </Stack>
    </ProfileSection>
  );
}
