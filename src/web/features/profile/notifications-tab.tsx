import FormGroup from "@mui/material/FormGroup";
import { useSnackbar } from "notistack";
import {
  type NotificationKey,
  notificationTexts,
  type Preferences,
  profileMessages,
} from "../../../contract/profile.ts";
import { NotificationSwitch } from "../../components/notification-switch.tsx";
import { ProfileSection } from "./profile-section.tsx";
import { useProfileMutations } from "./use-profile-mutations.ts";

const order: NotificationKey[] = [
  "emailNotifications",
  "rsvpUpdates",
  "eventReminders",
  "guestUpdates",
  "marketingEmails",
];
const switches = order.map((key) => ({ key, ...notificationTexts[key] }));

/** The notification switches, each saved as soon as it is flipped, and obeyed by the mail we send. */
export function NotificationsTab({ preferences }: { preferences: Preferences }) {
  const { enqueueSnackbar } = useSnackbar();
  const { savePreferences } = useProfileMutations();
  const mailOff = !preferences.emailNotifications;
  return (
    <ProfileSection title="Notifications" intro="Choose which e-mails EventHub sends you.">
      <FormGroup>
        {switches.map((s) => (
          <NotificationSwitch
            key={s.key}
            text={s}
            checked={preferences[s.key]}
            disabled={mailOff && s.key !== "emailNotifications"}
            onToggle={(on) =>
              savePreferences.mutate(
                { [s.key]: on },
                {
                  onSuccess: () => enqueueSnackbar(profileMessages.preferencesSaved, { variant: "success" }),
                  onError: (err) =>
                    enqueueSnackbar(profileMessages.updateFailed(err.message), { variant: "error" }),
                },
              )
            }
          />
        ))}
      </FormGroup>
    </ProfileSection>
  );
}
