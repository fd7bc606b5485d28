import { zodResolver } from "@hookform/resolvers/zod";
import CheckCircleOutlineOutlinedIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import HelpOutlineOutlinedIcon from "@mui/icons-material/HelpOutlineOutlined";
import HighlightOffIcon from "@mui/icons-material/HighlightOff";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import { Controller, type FieldPath, useForm } from "react-hook-form";
import type { z } from "zod";
import {
  type OpenRsvp,
  type OpenRsvpResult,
  openRsvpSchema,
  type RsvpResponse,
  type RsvpView,
} from "../../../contract/rsvp.ts";
import { rsvpMessages } from "../../../contract/rsvp-messages.ts";
import { ApiError, api } from "../../lib/api-client.ts";
import { eventKeys } from "./event-keys.ts";

// Loaded only when a visitor presses 'Register for Event', so the public page itself stays free of
// zod and the form library.

type Props = { eventId: string; eventTitle: string; open: boolean; onClose: () => void };
type FormValues = z.input<typeof openRsvpSchema>;

const choices: { value: RsvpResponse; label: string; icon: ReactNode }[] = [
  { value: "attending", label: "Attending", icon: <CheckCircleOutlineOutlinedIcon /> },
  { value: "not_attending", label: "Not attending", icon: <HighlightOffIcon /> },
  { value: "maybe", label: "Maybe", icon: <HelpOutlineOutlinedIcon /> },
];
const fieldNames = new Set(["name", "email", "response", "mealChoice", "dietaryNotes", "noteToHost"]);

function problemText(error: unknown): string {
  return error instanceof ApiError && error.status > 0 && error.status < 500
    ? error.message
    : "Failed to save your reply. Please try again.";
}

function Form({
  eventId,
  view,
  onDone,
}: {
  eventId: string;
  view: RsvpView;
  onDone: (r: OpenRsvpResult) => void;
}) {
  const send = useMutation({
    mutationFn: (body: OpenRsvp) =>
      api<OpenRsvpResult>(`/api/events/${eventId}/rsvp`, { method: "POST", json: body }),
  });
  const form = useForm<FormValues, unknown, OpenRsvp>({
    resolver: zodResolver(openRsvpSchema),
    defaultValues: {
      name: "",
      email: "",
      // Registering usually means coming; the other answers are one tap away.
      response: "attending",
      plusOnes: [],
      mealChoice: null,
      dietaryNotes: "",
      noteToHost: "",
    },
  });
  const attending = form.watch("response") === "attending";
  const text = (name: FieldPath<FormValues>) => {
    const { ref, ...rest } = form.register(name);
    const message = form.getFieldState(name, form.formState).error?.message;
    return { ...rest, inputRef: ref, error: Boolean(message), helperText: message };
  };

  const submit = form.handleSubmit(async (values) => {
    try {
      onDone(await send.mutateAsync(values));
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [name, message] of Object.entries(error.fields)) {
          if (fieldNames.has(name)) form.setError(name as FieldPath<FormValues>, { message });
        }
      }
    }
  });

  const { form: options } = view;
  return (
    <Stack component="form" id="open-rsvp-form" onSubmit={submit} noValidate spacing={2.5} sx={{ pt: 1 }}>
      <TextField label="Your name" required fullWidth autoComplete="name" {...text("name")} />
      <TextField
        label="Email"
        type="email"
        required
        fullWidth
        autoComplete="email"
        {...text("email")}
        helperText={
          form.getFieldState("email", form.formState).error?.message ??
          "If you are already on the guest list, your personal link goes to this address."
        }
      />
      <Controller
        control={form.control}
        name="response"
        render={({ field, fieldState }) => (
          <FormControl component="fieldset" error={Boolean(fieldState.error)} sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary", mb: 1 }}>
              Will you attend?
            </FormLabel>
            <ToggleButtonGroup
              exclusive
              fullWidth
              value={field.value}
              onChange={(_, next: RsvpResponse | null) => {
                if (next) field.onChange(next);
              }}
              sx={{
                gap: 1,
                "& .MuiToggleButtonGroup-grouped": {
                  border: 2,
                  borderColor: "divider",
                  borderRadius: "12px !important",
                  ml: "0 !important",
                },
              }}
            >
              {choices.map((c) => (
                <ToggleButton
                  key={c.value}
                  value={c.value}
                  aria-label={c.label}
                  sx={{
                    flexDirection: "column",
                    gap: 0.5,
                    py: 1.25,
                    textTransform: "none",
                    fontWeight: 700,
                    color: "text.primary",
                    "&.Mui-selected, &.Mui-selected:hover": {
                      bgcolor: "primary.main",
                      color: "primary.contrastText",
                      borderColor: "transparent",
                    },
                  }}
                >
                  {c.icon}
                  {c.label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
          </FormControl>
        )}
      />
      {attending && options.askMeal && options.mealOptions.length > 0 && (
        <Controller
          control={form.control}
          name="mealChoice"
          render={({ field }) => (
            <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
              <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary" }}>
                Meal choice
              </FormLabel>
              <RadioGroup
                name={field.name}
                value={field.value ?? ""}
                onChange={(e) => field.onChange(e.target.value)}
              >
                {options.mealOptions.map((option) => (
                  <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
                ))}
              </RadioGroup>
            </FormControl>
          )}
        />
      )}
      {attending && options.askDietary && (
        <TextField label="Dietary needs" fullWidth multiline minRows={2} {...text("dietaryNotes")} />
      )}
      <TextField
        label="Note to the host (optional)"
        fullWidth
        multiline
        minRows={2}
        {...text("noteToHost")}
      />
      {send.isError && (
        <Alert severity="error" role="alert">
          {problemText(send.error)}
        </Alert>
      )}
      <Button type="submit" variant="contained" color="secondary" size="large" loading={send.isPending}>
        Register
      </Button>
    </Stack>
  );
}

/** 'Register for Event' on a public event page: who you are and your reply (open RSVP). */
export default function OpenRsvpForm({ eventId, eventTitle, open, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const [result, setResult] = useState<OpenRsvpResult | null>(null);
  const view = useQuery({
    queryKey: [...eventKeys.detail(eventId), "open-rsvp"],
    queryFn: () => api<RsvpView>(`/api/events/${eventId}/rsvp`),
    enabled: open,
  });

  let body: ReactNode;
  if (result) {
    body = (
      <Stack spacing={2} role="status">
        <Alert severity="success">{result.message}</Alert>
      </Stack>
    );
  } else if (view.isError) {
    body = (
      <Alert severity="error" role="alert">
        {problemText(view.error)}
      </Alert>
    );
  } else if (!view.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the form">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={80} />
      </Stack>
    );
  } else if (view.data.form.closed) {
    body = <Alert severity="info">{rsvpMessages.closed}</Alert>;
  } else {
    body = <Form eventId={eventId} view={view.data} onDone={setResult} />;
  }

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
        Register for Event
        <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
          {eventTitle} · Registration is free
        </Typography>
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{result ? "Close" : "Cancel"}</Button>
      </DialogActions>
    </Dialog>
  );
}
