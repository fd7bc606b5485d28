import { zodResolver } from "@hookform/resolvers/zod";
import AddIcon from "@mui/icons-material/Add";
import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import CloseIcon from "@mui/icons-material/Close";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import HighlightOffIcon from "@mui/icons-material/HighlightOff";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import IconButton from "@mui/material/IconButton";
import Radio from "@mui/material/Radio";
import RadioGroup from "@mui/material/RadioGroup";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { type ReactNode, useId, useState } from "react";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import {
  type OpenRsvp,
  type OpenRsvpResult,
  openRsvpSchema,
  type RsvpReply,
  type RsvpReplyForm,
  type RsvpResponse,
  type RsvpView,
  rsvpReplySchema,
} from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { ApiError } from "../lib/api-client.ts";
import { responseLabels, responseOf } from "../lib/guest-labels.ts";

type Options = RsvpView["form"];
type Values = RsvpReplyForm & { name?: string; email?: string };

type Common = {
  /** The event's reply options (deadline, meal, dietary, +1s allowed, closed) from the RsvpView. */
  form: Options;
  /** The guest's current answer, to change it; null for a first reply. */
  guest: RsvpView["guest"];
  /** The answer picked before the guest chooses ('attending' when registering). */
  defaultResponse?: RsvpResponse;
  submitLabel?: string;
  onCancel?: () => void;
};

type Props = Common &
  (
    | {
        askIdentity?: false;
        /** Saves the reply; a rejection (an ApiError) is shown on the form. */
        onSubmit: (reply: RsvpReply) => Promise<unknown>;
      }
    | {
        /** An open reply: asks for name and e-mail first. */
        askIdentity: true;
        /** Sends the open reply; its answer's message replaces the form. */
        onSubmit: (reply: OpenRsvp) => Promise<OpenRsvpResult>;
      }
  );

const choices: { value: RsvpResponse; icon: ReactNode }[] = [
  { value: "attending", icon: <CheckCircleOutlineIcon /> },
  { value: "not_attending", icon: <HighlightOffIcon /> },
  { value: "maybe", icon: <HelpOutlineIcon /> },
];

const selectedColors: Record<RsvpResponse, string> = {
  attending: "success.main",
  maybe: "warning.main",
  not_attending: "grey.800",
};

/** The questions the event asks of this answer: +1s, meal and dietary needs only of those attending. */
function asked(options: Options, response: RsvpResponse | undefined) {
  const attending = response === "attending";
  return {
    plusOnes: attending && options.plusOnesAllowed > 0,
    meal: attending && options.askMeal && options.mealOptions.length > 0,
    dietary: attending && options.askDietary,
  };
}

/**
 * The values with what was not asked left out, so a hidden field never blocks or leaks into a reply.
 * Only what is sent is cut: the form itself keeps every value (see useForm below).
 */
function onlyAsked(options: Options, values: Values): Values {
  const ask = asked(options, values.response);
  return {
    ...values,
    plusOnes: ask.plusOnes ? values.plusOnes : [],
    mealChoice: ask.meal ? values.mealChoice || null : null,
    dietaryNotes: ask.dietary ? values.dietaryNotes : "",
  };
}

const replyResolver = zodResolver(rsvpReplySchema);
const openResolver = zodResolver(openRsvpSchema);

/** The contract's own schemas, the same the server checks with, over the questions actually asked. */
function resolverFor(
  options: Options,
  askIdentity: boolean,
): Resolver<Values, unknown, RsvpReply | OpenRsvp> {
  return (values, context, resolverOptions) => {
    const sent = onlyAsked(options, values);
    // Both schemas read the same field names; the open one adds name and e-mail.
    return askIdentity
      ? openResolver(
          { ...sent, name: sent.name ?? "", email: sent.email ?? "" },
          context,
          resolverOptions as never,
        )
      : replyResolver(sent, context, resolverOptions as never);
  };
}

function problemText(error: unknown): string {
  // Refusals (closed, a bad link, too many +1s) and a lost connection say what happened; a server
  // fault does not.
  return error instanceof ApiError && error.status < 500
    ? error.message
    : "Failed to save your reply. Please try again.";
}

/**
 * The one reply form of a guest, used on the personal link page, the invitation link pages and the
 * public event page's 'Register for Event' dialog. It fetches nothing: the page passes the event's
 * options, the current answer and what to do with the reply. It validates with the contract's zod
 * schemas (what the server checks) and shows the server's per-field messages under the fields.
 */
export function GuestReplyForm(props: Props) {
  const { form: options, guest, defaultResponse, submitLabel = "Send reply", onCancel } = props;
  const askIdentity = props.askIdentity === true;
  const ids = useId();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const form = useForm<Values, unknown, RsvpReply | OpenRsvp>({
    resolver: resolverFor(options, askIdentity),
    // A guest who taps 'Not attending' and then 'Attending' again finds their +1s, meal and notes
    // as they left them: hidden fields keep their values in the form.
    shouldUnregister: false,
    defaultValues: {
      ...(askIdentity ? { name: "", email: "" } : {}),
      response: (guest ? responseOf(guest.status) : null) ?? defaultResponse,
      plusOnes: guest?.plusOnes ?? [],
      mealChoice: guest?.mealChoice ?? null,
      dietaryNotes: guest?.dietaryNotes ?? "",
      noteToHost: guest?.noteToHost ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const ask = asked(options, form.watch("response"));

  const text = (name: "name" | "email" | "dietaryNotes" | "noteToHost", helperText?: string) => {
    const { ref, ...field } = form.register(name);
    const message = errors[name]?.message;
    return { ...field, inputRef: ref, error: Boolean(message), helperText: message ?? helperText };
  };

  const longText = (
    name: "dietaryNotes" | "noteToHost",
    label: string,
    maxLength: number,
    helperText?: string,
  ) => (
    <TextField
      label={label}
      fullWidth
      multiline
      minRows={2}
      slotProps={{ htmlInput: { maxLength } }}
      {...text(name, helperText)}
    />
  );

  function showProblem(error: unknown, values: Values) {
    const shown = onlyAsked(options, values);
    const visible = (key: string) => {
      const [field] = key.split(".");
      if (field === "name" || field === "email") return askIdentity;
      if (field === "plusOnes") return asked(options, shown.response).plusOnes;
      if (field === "mealChoice") return asked(options, shown.response).meal;
      if (field === "dietaryNotes") return asked(options, shown.response).dietary;
      return field === "response" || field === "noteToHost";
    };
    const fields = error instanceof ApiError ? Object.entries(error.fields ?? {}) : [];
    for (const [key, message] of fields) {
      if (visible(key)) form.setError(key as FieldPath<Values>, { type: "server", message });
    }
    // A refusal that no field shows is said above the button.
    if (fields.length === 0 || fields.some(([key]) => !visible(key))) {
      form.setError("root.server", { type: "server", message: problemText(error) });
    }
  }

  const submit = form.handleSubmit(async (answer) => {
    try {
      if (props.askIdentity) {
        setSentMessage((await props.onSubmit(answer as OpenRsvp)).message);
      } else {
        await props.onSubmit(answer);
      }
    } catch (error) {
      showProblem(error, form.getValues());
    }
  });

  if (options.closed) return <Alert severity="info">{rsvpMessages.closed}</Alert>;

  if (sentMessage) {
    return (
      // The long form collapses into this line: bring it into view.
      <Alert
        severity="success"
        variant="filled"
        role="status"
        ref={(el) => el?.scrollIntoView({ block: "nearest" })}
      >
        {sentMessage}
      </Alert>
    );
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        {options.rsvpDeadline && (
          <Typography sx={{ color: "text.secondary" }}>
            Please reply by {formatEventDateLong(options.rsvpDeadline)}.
          </Typography>
        )}
        {askIdentity && (
          <>
            <TextField
              label="Your name"
              required
              fullWidth
              autoComplete="name"
              slotProps={{ htmlInput: { maxLength: 200 } }}
              {...text("name")}
            />
            <TextField
              label="Email"
              type="email"
              required
              fullWidth
              autoComplete="email"
              {...text(
                "email",
                "If you are already on the guest list, your personal link goes to this address.",
              )}
            />
          </>
        )}

        <Controller
          control={form.control}
          name="response"
          render={({ field, fieldState }) => (
            <FormControl
              error={Boolean(fieldState.error)}
              component="fieldset"
              sx={{ border: 0, p: 0, m: 0 }}
            >
              <FormLabel
                component="legend"
                id={`${ids}-choice`}
                sx={{ fontWeight: 700, color: "text.primary", mb: 1.5 }}
              >
                Will you attend?
              </FormLabel>
              <ToggleButtonGroup
                exclusive
                fullWidth
                value={field.value ?? null}
                onChange={(_, next: RsvpResponse | null) => {
                  if (next) field.onChange(next);
                }}
                aria-labelledby={`${ids}-choice`}
                aria-describedby={fieldState.error ? `${ids}-choice-error` : undefined}
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
                {choices.map((c, i) => (
                  <ToggleButton
                    key={c.value}
                    value={c.value}
                    ref={i === 0 ? field.ref : undefined}
                    aria-label={responseLabels[c.value]}
                    sx={{
                      flexDirection: "column",
                      gap: 0.5,
                      py: 1.75,
                      textTransform: "none",
                      fontWeight: 700,
                      fontSize: "0.95rem",
                      color: "text.primary",
                      "& svg": { fontSize: 30 },
                      "&.Mui-selected, &.Mui-selected:hover": {
                        bgcolor: selectedColors[c.value],
                        color: "#ffffff",
                        borderColor: "transparent",
                      },
                    }}
                  >
                    {c.icon}
                    {responseLabels[c.value]}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {fieldState.error && (
                <FormHelperText id={`${ids}-choice-error`}>{fieldState.error.message}</FormHelperText>
              )}
            </FormControl>
          )}
        />

        {ask.plusOnes && (
          <Controller
            control={form.control}
            name="plusOnes"
            render={({ field, fieldState }) => {
              const names = field.value ?? [];
              const set = (next: string[]) => field.onChange(next);
              return (
                <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
                  <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
                    Bringing anyone?
                  </Typography>
                  <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
                    {rsvpMessages.tooManyPlusOnes(options.plusOnesAllowed)}. Please add each person's name.
                  </Typography>
                  <Stack spacing={1.5}>
                    {names.map((name, i) => {
                      const message = errors.plusOnes?.[i]?.message;
                      return (
                        // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions in a short list
                        <Stack key={i} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                          <TextField
                            label={`Guest ${i + 1} name`}
                            name={`plusOnes.${i}`}
                            value={name}
                            onChange={(e) => set(names.map((n, j) => (j === i ? e.target.value : n)))}
                            error={Boolean(message)}
                            helperText={message}
                            fullWidth
                            autoComplete="off"
                            slotProps={{ htmlInput: { maxLength: 120 } }}
                          />
                          <IconButton
                            aria-label={`Remove guest ${i + 1}`}
                            onClick={() => set(names.filter((_, j) => j !== i))}
                            sx={{ mt: 1 }}
                          >
                            <CloseIcon />
                          </IconButton>
                        </Stack>
                      );
                    })}
                    {names.length < options.plusOnesAllowed && (
                      <Button
                        startIcon={<AddIcon />}
                        variant="outlined"
                        onClick={() => set([...names, ""])}
                        sx={{ alignSelf: "flex-start" }}
                      >
                        Add a guest
                      </Button>
                    )}
                    {fieldState.error?.message && (
                      <FormHelperText error>{fieldState.error.message}</FormHelperText>
                    )}
                  </Stack>
                </Box>
              );
            }}
          />
        )}

        {ask.meal && (
          <Controller
            control={form.control}
            name="mealChoice"
            render={({ field, fieldState }) => (
              <FormControl
                component="fieldset"
                error={Boolean(fieldState.error)}
                sx={{ border: 0, p: 0, m: 0 }}
              >
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
                {fieldState.error && <FormHelperText>{fieldState.error.message}</FormHelperText>}
              </FormControl>
            )}
          />
        )}

        {ask.dietary &&
          longText(
            "dietaryNotes",
            "Dietary needs",
            500,
            "Allergies, vegetarian, vegan, anything the host should know.",
          )}
        {longText("noteToHost", "Note to the host (optional)", 1000)}

        {errors.root?.server && (
          <Alert severity="error" role="alert">
            {errors.root.server.message}
          </Alert>
        )}

        <Stack
          direction={{ xs: "column-reverse", sm: "row" }}
          spacing={1.5}
          sx={{ justifyContent: "flex-end" }}
        >
          {onCancel && (
            <Button onClick={onCancel} size="large">
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            loading={isSubmitting}
            sx={{ minWidth: 180, py: 1.25 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
