import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import {
  type NotificationKey,
  notificationTexts,
  type Preferences,
  profileMessages,
} from "../../../contract/profile.ts";
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
          <FormControlLabel
            key={s.key}
            sx={{ alignItems: "flex-start", my: 0.5 }}
            control={
              <Switch
                checked={preferences[s.key]}
                disabled={mailOff && s.key !== "emailNotifications"}
                onChange={(e) =>
                  savePreferences.mutate(
                    { [s.key]: e.target.checked },
                    {
                      onSuccess: () =>
                        enqueueSnackbar(profileMessages.preferencesSaved, { variant: "success" }),
                      onError: (err) =>
                        enqueueSnackbar(profileMessages.updateFailed(err.message), { variant: "error" }),
                    },
                  )
                }
              />
            }
            label={
              <>
                <Typography sx={{ fontWeight: 600, pt: 1 }}>{s.label}</Typography>
                <Typography variant="body2" sx={{ color: "text.secondary" }}>
                  {s.hint}
                </Typography>
              </>
            }
          />
        ))}
      </FormGroup>
    </ProfileSection>
  );
}
