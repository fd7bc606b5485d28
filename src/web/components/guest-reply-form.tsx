import CheckCircleOutlineIcon from "@mui/icons-material/CheckCircleOutlineOutlined";
import HelpOutlineIcon from "@mui/icons-material/HelpOutlineOutlined";
import HighlightOffIcon from "@mui/icons-material/HighlightOff";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import type { ReplyFormState } from "../../contract/guest-pages.ts";
import type { ReplyPart } from "../../contract/reply-parts.ts";
import { type RsvpResponse, type RsvpView, rsvpResponses } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { questionsAsked } from "../../contract/rsvp-questions.ts";
import { responseLabels } from "../lib/guest-labels.ts";
import { FieldSet } from "./field-set.tsx";
import { radioCardSx, radioCoverSx } from "./radio-card.ts";
import { attendingOnly, Field, MealChoice, plusOne, plusOneAnswers, unnamed } from "./reply-fields.tsx";
import { OpenPartsChoice, partYes, ReplyPartsFields } from "./reply-parts-fields.tsx";
import { PlusOnes } from "./reply-plus-ones.tsx";

type Props = {
  /** Where the form posts (the page's own address, ending in #reply so the answer is in view). */
  action: string;
  /** The event's reply options (deadline, meal, dietary, +1s allowed, closed). */
  options: RsvpView["form"];
  /** What to show in the fields, and the messages of a rejected post. */
  state: ReplyFormState;
  /** An open reply (no personal link) asks for name and e-mail first. */
  askIdentity?: boolean;
  submitLabel?: string;
  /** Back to the saved answer without changing it. */
  cancelHref?: string;
  /**
   * At an event in parts: the guest's parts, answered each on its own in place of the one answer
   * (an open registration: the public parts to choose from). Empty: the form as before.
   */
  parts?: ReplyPart[];
};

const icons: Record<RsvpResponse, ReactNode> = {
  attending: <CheckCircleOutlineIcon />,
  not_attending: <HighlightOffIcon />,
  maybe: <HelpOutlineIcon />,
};

const selectedColors: Record<RsvpResponse, string> = {
  attending: "success.main",
  maybe: "warning.main",
  not_attending: "grey.800",
};

// The questions of an attending guest and of each +1 show by CSS alone (the classes: reply-fields.tsx).
const formSx = {
  [`&:not(:has(input[name="response"][value="attending"]:checked)) .${attendingOnly}`]: { display: "none" },
  // +1 fields appear one at a time: every empty one after the first empty one stays hidden.
  [`& .${plusOne}:has(${unnamed}) ~ .${plusOne}:has(${unnamed})`]: { display: "none" },
  // A +1's meal and dietary questions appear once they have a name (kept, hidden, if it is cleared).
  [`& .${plusOne}:has(${unnamed}) .${plusOneAnswers}`]: { display: "none" },
} as const;

// At an event in parts, the party's questions show while any part is answered Attending; on an open
// registration (coming is what registering means) always.
const partsFormSx = {
  ...formSx,
  [`&:not(:has(input[name="response"][value="attending"]:checked)) .${attendingOnly}`]: {},
  [`&:not(:has(input[${partYes}]:checked)) .${attendingOnly}`]: { display: "none" },
} as const;
const openPartsFormSx = {
  ...formSx,
  [`&:not(:has(input[name="response"][value="attending"]:checked)) .${attendingOnly}`]: {},
} as const;

/** The three answers as large choices: native radio buttons drawn as cards. */
function ResponseChoice({ value, error }: { value: RsvpResponse | null; error?: string }) {
  return (
    <FieldSet legend="Will you attend?" error={error} errorId="reply-response-error">
      <Box sx={{ display: "grid", gridTemplateColumns: "repeat(3, 1fr)", gap: 1 }}>
        {rsvpResponses.map((response) => (
          <Box
            component="label"
            key={response}
            sx={{
              ...radioCardSx,
              flexDirection: "column",
              gap: 0.5,
              minHeight: 84,
              px: 0.5,
              py: 1.5,
              fontSize: "0.95rem",
              "& svg": { fontSize: 30 },
              "&:has(input:checked)": {
                bgcolor: selectedColors[response],
                color: "#ffffff",
                borderColor: "transparent",
              },
            }}
          >
            <Box
              component="input"
              type="radio"
              name="response"
              value={response}
              defaultChecked={value === response}
              aria-describedby={error ? "reply-response-error" : undefined}
              // Marked, so the page's script moves focus here and the message is read with it.
              aria-invalid={error ? true : undefined}
              sx={radioCoverSx}
            />
            {icons[response]}
            {responseLabels[response]}
          </Box>
        ))}
      </Box>
    </FieldSet>
  );
}

/**
 * The one reply form of a guest: the personal link page, the invitation link pages and the public
 * event page's registration. A real HTML form that posts to the page it is on; the server checks it
 * with the contract's zod schemas and answers with the page again, showing the saved reply or the
 * fields' messages. The guest pages' script (src/web/guest/enhance.ts) sends it without a page load.
 */
export function GuestReplyForm({
  action,
  options,
  state,
  askIdentity = false,
  submitLabel = "Send reply",
  cancelHref,
  parts = [],
}: Props) {
  const { values, errors, problem } = state;
  const ask = questionsAsked(options, "attending");
  const inParts = parts.length > 0;

  if (options.closed) return <Alert severity="info">{rsvpMessages.closed}</Alert>;

  const sx = inParts ? (askIdentity ? openPartsFormSx : partsFormSx) : formSx;
  return (
    <Box component="form" method="post" action={action} noValidate data-enhance="reply" sx={sx}>
      {/* Tells the server to read the answers per part (reply-form-post.ts). */}
      {inParts && <input type="hidden" name="partsForm" value="1" />}
      <Stack spacing={3}>
        {options.rsvpDeadline && (
          <Typography sx={{ color: "text.secondary" }}>
            Please reply by {formatEventDateLong(options.rsvpDeadline)}.
          </Typography>
        )}
        {/* The answer first: it is what the guest came for, and it fits the first screen. */}
        {!inParts && <ResponseChoice value={values.response} error={errors.response} />}
        {inParts && !askIdentity && (
          <ReplyPartsFields
            parts={parts}
            values={values}
            errors={errors}
            plusOnesAllowed={options.plusOnesAllowed}
          />
        )}
        {askIdentity && (
          <>
            <Field
              name="name"
              label="Your name"
              value={values.name ?? ""}
              error={errors.name}
              maxLength={200}
              autoComplete="name"
              required
            />
            <Field
              name="email"
              label="Email"
              type="email"
              value={values.email ?? ""}
              error={errors.email}
              helperText="If you are already on the guest list, your personal link goes to this address."
              maxLength={320}
              autoComplete="email"
              required
            />
            {inParts && <OpenPartsChoice parts={parts} values={values} error={errors.parts} />}
          </>
        )}
        {/* The guest's own answers, then each +1 with theirs: every person eats. */}
        {ask.meal && (
          <MealChoice
            name="mealChoice"
            legend={ask.plusOnes ? "Your meal" : "Meal choice"}
            options={options.mealOptions}
            value={values.mealChoice}
            error={errors.mealChoice}
            className={attendingOnly}
          />
        )}
        {ask.dietary && (
          <Field
            className={attendingOnly}
            name="dietaryNotes"
            label={ask.plusOnes ? "Your dietary needs" : "Dietary needs"}
            value={values.dietaryNotes}
            error={errors.dietaryNotes}
            helperText="Allergies, vegetarian, vegan, anything the host should know."
            maxLength={500}
            rows={2}
          />
        )}
        {ask.plusOnes && (
          <PlusOnes
            allowed={options.plusOnesAllowed}
            values={values}
            ask={ask}
            mealOptions={options.mealOptions}
            errors={errors}
          />
        )}
        <Field
          name="noteToHost"
          label="Note to the host (optional)"
          value={values.noteToHost}
          error={errors.noteToHost}
          maxLength={1000}
          rows={2}
        />
        {problem && (
          <Alert severity="error" role="alert">
            {problem}
          </Alert>
        )}
        <Stack
          direction={{ xs: "column-reverse", sm: "row" }}
          spacing={1.5}
          sx={{ justifyContent: "flex-end" }}
        >
          {cancelHref && (
            <Button href={cancelHref} size="large" data-enhance="reply">
              Cancel
            </Button>
          )}
          <Button
            type="submit"
            variant="contained"
            color="secondary"
            size="large"
            sx={{ minWidth: 180, py: 1.25 }}
          >
            {submitLabel}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
