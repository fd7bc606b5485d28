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
import { type FormEvent, type ReactNode, useState } from "react";
import type { RsvpReply, RsvpResponse, RsvpView } from "../../../contract/rsvp.ts";
import { rsvpMessages } from "../../../contract/rsvp-messages.ts";
import { responseLabels, responseOf } from "./rsvp-labels.ts";

type Props = {
  form: RsvpView["form"];
  guest: RsvpView["guest"];
  saving: boolean;
  /** A refusal from the server (closed, invalid link, too many +1s). */
  error: string | null;
  /** Per-field messages from the server, keyed 'plusOnes', 'plusOnes.0', … */
  fieldErrors: Record<string, string>;
  onSubmit: (reply: RsvpReply) => void;
  onCancel?: () => void;
  /** Fields shown above the reply (the open form asks who you are); checked by `validateExtra`. */
  children?: ReactNode;
  /** Checks the extra fields on submit and shows their messages; false stops the submit. */
  validateExtra?: () => boolean;
  submitLabel?: string;
};

const choices: { value: RsvpResponse; icon: ReactNode }[] = [
  { value: "attending", icon: <CheckCircleOutlineIcon /> },
  { value: "not_attending", icon: <HighlightOffIcon /> },
  { value: "maybe", icon: <HelpOutlineIcon /> },
];

// Plain state, not a form library: this page opens on phones from a chat app and must load fast.
export function RsvpReplyForm({
  form,
  guest,
  saving,
  error,
  fieldErrors,
  onSubmit,
  onCancel,
  children,
  validateExtra,
  submitLabel = "Send reply",
}: Props) {
  const [response, setResponse] = useState<RsvpResponse | null>(guest ? responseOf(guest.status) : null);
  const [plusOnes, setPlusOnes] = useState<string[]>(guest?.plusOnes ?? []);
  const [mealChoice, setMealChoice] = useState(guest?.mealChoice ?? "");
  const [dietaryNotes, setDietaryNotes] = useState(guest?.dietaryNotes ?? "");
  const [noteToHost, setNoteToHost] = useState(guest?.noteToHost ?? "");
  const [checked, setChecked] = useState(false);

  const attending = response === "attending";
  const allowed = form.plusOnesAllowed;
  const responseError = checked && !response ? rsvpMessages.responseRequired : null;
  const plusOneError = (i: number) =>
    fieldErrors[`plusOnes.${i}`] ?? (checked && !plusOnes[i]?.trim() ? rsvpMessages.plusOneName : null);

  function submit(e: FormEvent) {
    e.preventDefault();
    setChecked(true);
    const extraOk = validateExtra ? validateExtra() : true;
    if (!response || !extraOk) return;
    const names = attending ? plusOnes.map((n) => n.trim()) : [];
    if (names.some((n) => !n)) return;
    onSubmit({
      response,
      plusOnes: names,
      mealChoice: attending && form.askMeal ? mealChoice || null : null,
      dietaryNotes: attending && form.askDietary ? dietaryNotes.trim() : "",
      noteToHost: noteToHost.trim(),
    });
  }

  return (
    <Box component="form" onSubmit={submit} noValidate>
      <Stack spacing={3}>
        {children}
        <FormControl error={Boolean(responseError)} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <FormLabel
            component="legend"
            id="rsvp-choice-label"
            sx={{ fontWeight: 700, color: "text.primary", mb: 1.5 }}
          >
            Will you attend?
          </FormLabel>
          <ToggleButtonGroup
            exclusive
            fullWidth
            value={response}
            onChange={(_, next: RsvpResponse | null) => {
              if (next) setResponse(next);
            }}
            aria-labelledby="rsvp-choice-label"
            aria-describedby={responseError ? "rsvp-choice-error" : undefined}
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
                    bgcolor:
                      c.value === "attending"
                        ? "success.main"
                        : c.value === "maybe"
                          ? "warning.main"
                          : "grey.800",
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
          {responseError && <FormHelperText id="rsvp-choice-error">{responseError}</FormHelperText>}
        </FormControl>

        {attending && allowed > 0 && (
          <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
              Bringing anyone?
            </Typography>
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
              {rsvpMessages.tooManyPlusOnes(allowed)}. Please add each person's name.
            </Typography>
            <Stack spacing={1.5}>
              {plusOnes.map((name, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the fields are positions in a short list
                <Stack key={i} direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
                  <TextField
                    label={`Guest ${i + 1} name`}
                    value={name}
                    onChange={(e) => setPlusOnes(plusOnes.map((n, j) => (j === i ? e.target.value : n)))}
                    error={Boolean(plusOneError(i))}
                    helperText={plusOneError(i)}
                    fullWidth
                    autoComplete="off"
                  />
                  <IconButton
                    aria-label={`Remove guest ${i + 1}`}
                    onClick={() => setPlusOnes(plusOnes.filter((_, j) => j !== i))}
                    sx={{ mt: 1 }}
                  >
                    <CloseIcon />
                  </IconButton>
                </Stack>
              ))}
              {plusOnes.length < allowed && (
                <Button
                  startIcon={<AddIcon />}
                  variant="outlined"
                  onClick={() => setPlusOnes([...plusOnes, ""])}
                  sx={{ alignSelf: "flex-start" }}
                >
                  Add a guest
                </Button>
              )}
              {fieldErrors.plusOnes && <FormHelperText error>{fieldErrors.plusOnes}</FormHelperText>}
            </Stack>
          </Box>
        )}

        {attending && form.askMeal && form.mealOptions.length > 0 && (
          <FormControl component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
            <FormLabel component="legend" sx={{ fontWeight: 700, color: "text.primary" }}>
              Meal choice
            </FormLabel>
            <RadioGroup value={mealChoice} onChange={(e) => setMealChoice(e.target.value)} name="mealChoice">
              {form.mealOptions.map((option) => (
                <FormControlLabel key={option} value={option} control={<Radio />} label={option} />
              ))}
            </RadioGroup>
          </FormControl>
        )}

        {attending && form.askDietary && (
          <TextField
            label="Dietary needs"
            helperText="Allergies, vegetarian, vegan, anything the host should know."
            value={dietaryNotes}
            onChange={(e) => setDietaryNotes(e.target.value)}
            fullWidth
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        )}

        <TextField
          label="Note to the host (optional)"
          value={noteToHost}
          onChange={(e) => setNoteToHost(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />

        {error && (
          <Alert severity="error" role="alert">
            {error}
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
            loading={saving}
            sx={{ minWidth: 180, py: 1.25 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
