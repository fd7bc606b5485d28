import { zodResolver } from "@hookform/resolvers/zod";
import AddIcon from "@mui/icons-material/Add";
import CloseIcon from "@mui/icons-material/Close";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import IconButton from "@mui/material/IconButton";
import MenuItem from "@mui/material/MenuItem";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useSnackbar } from "notistack";
import { useId, useState } from "react";
import { Controller, type FieldPath, useFieldArray, useForm } from "react-hook-form";
import {
  maxOpenPlusOnes,
  type RsvpSettings,
  showGoingChoices,
  showGoingLabels,
} from "../../../contract/rsvp.ts";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { SwitchField } from "../../components/switch-field.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { showServerRefusal } from "../../lib/form-field-props.ts";
import {
  maxMealOptions,
  type RsvpSettingsFormValues,
  rsvpSettingsFormSchema,
  settingsToForm,
} from "./rsvp-settings-form.ts";
import { useRsvpSettings, useSaveRsvpSettings } from "./use-rsvp-settings.ts";

type Props = { eventId: string; eventTitle: string; open: boolean; onClose: () => void };

type FormProps = {
  settings: RsvpSettings;
  save: ReturnType<typeof useSaveRsvpSettings>;
  onDone: () => void;
};

const fieldNames = new Set([
  "rsvpDeadline",
  "capacity",
  "askMeal",
  "mealOptions",
  "askDietary",
  "hostMessage",
  "openPlusOnes",
  "showGoing",
]);

const openPlusOnesChoices = Array.from({ length: maxOpenPlusOnes + 1 }, (_, n) => n);

function SettingsForm({ settings, save, onDone }: FormProps) {
  const { enqueueSnackbar } = useSnackbar();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RsvpSettingsFormValues, unknown, RsvpSettings>({
    resolver: zodResolver(rsvpSettingsFormSchema),
    defaultValues: settingsToForm(settings),
  });
  const meals = useFieldArray({ control: form.control, name: "mealOptions" });
  const askMeal = form.watch("askMeal");

  const text = (name: FieldPath<RsvpSettingsFormValues>, hint?: string) => {
    const { ref, ...field } = form.register(name);
    const message = form.getFieldState(name, form.formState).error?.message;
    return { ...field, inputRef: ref, error: Boolean(message), helperText: message ?? hint };
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(values);
      enqueueSnackbar("RSVP settings saved", { variant: "success" });
      onDone();
    } catch (error) {
      setFormError(showServerRefusal(form, error, fieldNames, "Failed to save RSVP settings"));
    }
  });

  return (
    <form id="rsvp-settings-form" onSubmit={submit} noValidate>
      <Stack spacing={3} sx={{ pt: 1 }}>
        <ErrorAlert message={formError} />
        <TextField
          label="Reply deadline"
          type="date"
          fullWidth
          slotProps={{ inputLabel: { shrink: true } }}
          {...text(
            "rsvpDeadline",
            "Guests can answer and change their reply until the end of this day. Leave empty for no deadline.",
          )}
        />
        <TextField
          label="Capacity"
          fullWidth
          slotProps={{ htmlInput: { inputMode: "numeric", pattern: "[0-9]*" } }}
          {...text(
            "capacity",
            "Seats for confirmed guests and their +1s. When it is full, new replies join the waitlist and move up when someone declines. Leave empty for no limit.",
          )}
        />
        <Controller
          control={form.control}
          name="openPlusOnes"
          render={({ field, fieldState }) => (
            <TextField
              select
              label="Guests each registrant may bring"
              fullWidth
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(Number(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={
                fieldState.error?.message ??
                "For people who register on the public event page or through a shared invitation link; each guest they bring takes a seat. Invited guests keep their own +1 allowance."
              }
            >
              {openPlusOnesChoices.map((n) => (
                <MenuItem key={n} value={n}>
                  {n === 0 ? "None, they come alone" : `Up to ${n}`}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Stack spacing={1.5}>
          <SwitchField
            control={form.control}
            name="askMeal"
            label="Ask for a meal choice"
            hint="Guests who attend pick one of the options below."
          />
          {askMeal && (
            <Stack spacing={1.5} sx={{ pl: { sm: 2 } }}>
              {meals.fields.map((item, index) => (
                <Stack key={item.id} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                  <TextField
                    label={`Meal option ${index + 1}`}
                    size="small"
                    fullWidth
                    {...text(`mealOptions.${index}.label`)}
                  />
                  <IconButton
                    aria-label={`Remove meal option ${index + 1}`}
                    onClick={() => meals.remove(index)}
                  >
                    <CloseIcon />
                  </IconButton>
                </Stack>
              ))}
              {meals.fields.length < maxMealOptions && (
                <Button
                  startIcon={<AddIcon />}
                  onClick={() => meals.append({ label: "" })}
                  sx={{ alignSelf: "flex-start" }}
                >
                  Add meal option
                </Button>
              )}
            </Stack>
          )}
          <SwitchField
            control={form.control}
            name="askDietary"
            label="Ask about dietary needs"
            hint="Guests who attend can tell you about allergies or diets."
          />
        </Stack>
        <TextField
          label="Message to guests"
          multiline
          minRows={3}
          fullWidth
          {...text("hostMessage", "Shown to every guest on their RSVP page, e.g. parking or dress code.")}
        />
        <Controller
          control={form.control}
          name="showGoing"
          render={({ field }) => (
            <TextField
              select
              label="Show guests who is coming"
              fullWidth
              name={field.name}
              value={field.value}
              onChange={(e) => field.onChange(e.target.value)}
              onBlur={field.onBlur}
              inputRef={field.ref}
              helperText="On each guest's RSVP page. Only first names of guests who are attending, never surnames or contact details."
            >
              {showGoingChoices.map((choice) => (
                <MenuItem key={choice} value={choice}>
                  {showGoingLabels[choice]}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Stack>
    </form>
  );
}

/**
 * RSVP settings of one event: deadline, capacity, +1s of open registrants, meal and dietary
 * questions and the host's message.
 */
export function RsvpSettingsDialog({ eventId, eventTitle, open, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const settings = useRsvpSettings(open ? eventId : null);
  const save = useSaveRsvpSettings(eventId);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        RSVP settings
        <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
          {eventTitle}
        </Typography>
      </DialogTitle>
      <DialogContent>
        {settings.isError ? (
          <Alert severity="error" role="alert">
            {settings.error instanceof ApiError && settings.error.status < 500
              ? settings.error.message
              : "Failed to load data"}
          </Alert>
        ) : settings.data ? (
          <SettingsForm key={eventId} settings={settings.data} save={save} onDone={onClose} />
        ) : (
          <Stack spacing={2} aria-busy="true" aria-label="Loading the RSVP settings">
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={56} />
            <Skeleton variant="rounded" height={120} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        {settings.data && (
          <Button type="submit" form="rsvp-settings-form" variant="contained" loading={save.isPending}>
            Save settings
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
