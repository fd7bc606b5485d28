import FormControlLabel from "@mui/material/FormControlLabel";
import FormGroup from "@mui/material/FormGroup";
import Switch from "@mui/material/Switch";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { type NotificationKey, type Preferences, profileMessages } from "../../../contract/profile.ts";
import { ProfileSection } from "./profile-section.tsx";
import { useProfileMutations } from "./use-profile-mutations.ts";

const switches: { key: NotificationKey; label: string; hint: string }[] = [
  {
    key: "emailNotifications",
    label: "Email notifications",
    hint: "Turn off to stop every e-mail below at once.",
  },
  {
    key: "rsvpUpdates",
    label: "RSVP updates",
    hint: "An e-mail when a guest replies to one of your events.",
  },
  {
    key: "eventReminders",
    label: "Event reminders",
    hint: "An e-mail the day before each of your events, and when a reminder you scheduled has gone out to your guests.",
  },
  {
    key: "guestUpdates",
    label: "Guest list updates",
    hint: "An e-mail when a guest asks to be removed from your list.",
  },
  { key: "marketingEmails", label: "Marketing emails", hint: "News about EventHub features and offers." },
];

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
