import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import {
  type Profile,
  type ProfileUpdate,
  profileMessages,
  profileUpdateSchema,
} from "../../../contract/profile.ts";
import { ApiError } from "../../lib/api-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { ProfileSection } from "./profile-section.tsx";
import { useProfileMutations } from "./use-profile-mutations.ts";

/** Display name and phone number. */
export function DetailsForm({ profile }: { profile: Profile }) {
  const { enqueueSnackbar } = useSnackbar();
  const { update } = useProfileMutations();
  const form = useForm<ProfileUpdate>({
    resolver: zodResolver(profileUpdateSchema),
    values: { name: profile.name, phoneNumber: profile.phoneNumber },
  });
  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await update.mutateAsync(input);
      enqueueSnackbar(profileMessages.updated, { variant: "success" });
    } catch (err) {
      for (const [field, message] of Object.entries(err instanceof ApiError ? (err.fields ?? {}) : {})) {
        form.setError(field as keyof ProfileUpdate, { message });
      }
      enqueueSnackbar(profileMessages.updateFailed((err as Error).message), { variant: "error" });
    }
  });

  return (
    <ProfileSection
      title="Personal details"
      intro="Your name is visible to other users and used on invitations."
    >
      <Box component="form" onSubmit={onSubmit} noValidate>
        <Stack spacing={2.5}>
          <TextField label="Display name" autoComplete="name" fullWidth {...formFieldProps(form, "name")} />
          <TextField
            label="Phone"
            type="tel"
            autoComplete="tel"
            fullWidth
            {...formFieldProps(form, "phoneNumber")}
          />
          <Box>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save changes
            </Button>
          </Box>
        </Stack>
      </Box>
    </ProfileSection>
  );
}
