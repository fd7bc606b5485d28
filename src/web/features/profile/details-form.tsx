import { zodResolver } from "@hookform/resolvers/zod";
import TextField from "@mui/material/TextField";
import { useSnackbar } from "notistack";
import { useForm } from "react-hook-form";
import {
  type Profile,
  type ProfileUpdate,
  profileMessages,
  profileUpdateSchema,
} from "../../../contract/profile.ts";
import { AlertForm } from "../../components/alert-form.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { formFieldProps } from "../../lib/form-field-props.ts";
import { ProfileSection } from "./profile-section.tsx";
import { ProfileSubmit } from "./profile-submit.tsx";
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
      <AlertForm onSubmit={onSubmit}>
        <TextField label="Display name" autoComplete="name" fullWidth {...formFieldProps(form, "name")} />
        <TextField
          label="Phone"
          type="tel"
          autoComplete="tel"
          fullWidth
          {...formFieldProps(form, "phoneNumber")}
        />
        <ProfileSubmit busy={form.formState.isSubmitting}>Save changes</ProfileSubmit>
      </AlertForm>
    </ProfileSection>
  );
}
