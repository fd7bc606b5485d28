import LogoutIcon from "@mui/icons-material/Logout";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormGroup from "@mui/material/FormGroup";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { useNavigate } from "react-router";
import type { HostEvent } from "../../../contract/events.ts";
import { type PersonNotifications, peopleMessages, personRoleLabels } from "../../../contract/people.ts";
import { notificationTexts } from "../../../contract/profile.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { NotificationSwitch } from "../../components/notification-switch.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { useMyPlace, useMyPlaceMutations } from "./use-people.ts";

/** The profile's switches, as a co-host's own for this one event. */
const switches: { key: keyof PersonNotifications; text: keyof typeof notificationTexts }[] = [
  { key: "notifyReplies", text: "rsvpUpdates" },
  { key: "notifyReminders", text: "eventReminders" },
  { key: "notifyGuestUpdates", text: "guestUpdates" },
];

/** A co-host's or door staff's own place: their e-mail switches for this event, and leaving it. */
export function MyPlaceSection({ eventId, event }: { eventId: string; event: HostEvent }) {
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const place = useMyPlace(eventId, true);
  const { save, leave } = useMyPlaceMutations(eventId);
  const [confirming, setConfirming] = useState(false);

  async function doLeave() {
    try {
      await leave.mutateAsync();
      enqueueSnackbar(peopleMessages.left, { variant: "success" });
      navigate("/dashboard/events", { replace: true });
    } catch (error) {
      enqueueSnackbar(error instanceof ApiError ? error.message : "Something went wrong", {
        variant: "error",
      });
      setConfirming(false);
    }
  }

  if (place.isPending) return <Skeleton variant="rounded" height={240} aria-label="Loading your place" />;
  if (place.isError)
    return (
      <Alert severity="error" role="alert">
        {place.error instanceof ApiError ? place.error.message : "Failed to load data"}
      </Alert>
    );
  const mine = place.data;
  return (
    <Stack spacing={3}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
        <Typography component="h2" variant="h6">
          Your place
        </Typography>
        <Typography sx={{ mt: 1 }}>
          You are <strong>{personRoleLabels[mine.role].toLowerCase()}</strong> of {event.title}, hosted by{" "}
          {event.hostName}.
        </Typography>
      </Paper>
      {mine.role === "cohost" && (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
          <Typography component="h2" variant="h6">
            Notifications
          </Typography>
          <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
            Choose which e-mails about this event EventHub sends you.
          </Typography>
          <FormGroup>
            {switches.map((s) => (
              <NotificationSwitch
                key={s.key}
                text={notificationTexts[s.text]}
                checked={mine[s.key]}
                onToggle={(on) =>
                  save.mutate(
                    { [s.key]: on },
                    {
                      onSuccess: () => enqueueSnackbar(peopleMessages.settingsSaved, { variant: "success" }),
                      onError: (err) => enqueueSnackbar(err.message, { variant: "error" }),
                    },
                  )
                }
              />
            ))}
          </FormGroup>
        </Paper>
      )}
      <Box>
        <Button
          variant="outlined"
          color="error"
          startIcon={<LogoutIcon />}
          onClick={() => setConfirming(true)}
        >
          Leave this event
        </Button>
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Leave this event?"
        confirmLabel="Leave"
        busy={leave.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => void doLeave()}
      >
        {`You will no longer be able to open ${event.title}. The host can invite you again.`}
      </ConfirmDialog>
    </Stack>
  );
}
