import DarkModeOutlinedIcon from "@mui/icons-material/DarkModeOutlined";
import DevicesOutlinedIcon from "@mui/icons-material/DevicesOutlined";
import LightModeOutlinedIcon from "@mui/icons-material/LightModeOutlined";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import { useSnackbar } from "notistack";
import type { ThemeName } from "../../../contract/profile.ts";
import { setThemeMode } from "../../lib/theme-mode.ts";
import { ProfileSection } from "./profile-section.tsx";
import { useProfileMutations } from "./use-profile-mutations.ts";

/**
 * Light, dark, or the device's own setting (the default until one is picked): applied at once
 * everywhere in the app and saved with the preferences.
 */
export function AppearanceSection({ theme }: { theme: ThemeName }) {
  const { enqueueSnackbar } = useSnackbar();
  const { savePreferences } = useProfileMutations();
  return (
    <ProfileSection title="Appearance" intro="The theme follows you to every device you sign in on.">
      <ToggleButtonGroup
        exclusive
        value={theme}
        aria-label="Theme"
        onChange={(_, next: ThemeName | null) => {
          if (!next) return;
          setThemeMode(next);
          savePreferences.mutate(
            { theme: next },
            {
              onError: (err) => {
                setThemeMode(theme);
                enqueueSnackbar(`Failed to update profile: ${err.message}`, { variant: "error" });
              },
            },
          );
        }}
      >
        <ToggleButton value="system" sx={{ gap: 1, px: 2, textTransform: "none" }}>
          <DevicesOutlinedIcon fontSize="small" aria-hidden /> Device
        </ToggleButton>
        <ToggleButton value="light" sx={{ gap: 1, px: 2, textTransform: "none" }}>
          <LightModeOutlinedIcon fontSize="small" aria-hidden /> Light
        </ToggleButton>
        <ToggleButton value="dark" sx={{ gap: 1, px: 2, textTransform: "none" }}>
          <DarkModeOutlinedIcon fontSize="small" aria-hidden /> Dark
        </ToggleButton>
      </ToggleButtonGroup>
    </ProfileSection>
  );
}
