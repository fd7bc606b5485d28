import Stack from "@mui/material/Stack";
import type { Profile } from "../../../contract/profile.ts";
import { AppearanceSection } from "./appearance-section.tsx";
import { DetailsForm } from "./details-form.tsx";
import { EmailChangeForm } from "./email-change-form.tsx";
import { PhotoSection } from "./photo-section.tsx";

export function PersonalInfoTab({ profile }: { profile: Profile }) {
  return (
    <Stack spacing={2.5}>
      <PhotoSection profile={profile} />
      <DetailsForm profile={profile} />
      <EmailChangeForm email={profile.email} verified={profile.emailVerified} />
      <AppearanceSection theme={profile.preferences.theme} />
    </Stack>
  );
}
