import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReplyFormState } from "../../contract/guest-pages.ts";
import { noAnswer, type PersonAnswer } from "../../contract/party.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { plusOneFields, type questionsAsked } from "../../contract/rsvp-questions.ts";
import { FieldSet } from "./field-set.tsx";
import { attendingOnly, Field, MealChoice, plusOne, plusOneAnswers } from "./reply-fields.tsx";

type Questions = ReturnType<typeof questionsAsked>;

/** One +1: their name, then (once named) their own meal and dietary needs when the host asks them. */
function PlusOne({
  index,
  name,
  answer,
  ask,
  mealOptions,
  errors,
}: {
  index: number;
  name: string;
  answer: PersonAnswer;
  ask: Questions;
  mealOptions: string[];
  errors: Record<string, string>;
}) {
  const n = index + 1;
  const error = (field: keyof PersonAnswer) => errors[`plusOneAnswers.${index}.${field}`];
  return (
    <Stack spacing={1.5} className={plusOne}>
      <Field
        className="reply-plus-one-name"
        name="plusOnes"
        id={`reply-plus-one-${n}`}
        label={`Guest ${n} name`}
        value={name}
        error={errors[`plusOnes.${index}`]}
        maxLength={120}
        autoComplete="off"
      />
      {(ask.meal || ask.dietary) && (
        <Stack spacing={2} className={plusOneAnswers} sx={{ pl: 2, borderLeft: 3, borderColor: "divider" }}>
          {ask.meal && (
            <MealChoice
              name={plusOneFields.meal(index)}
              legend={`Guest ${n}'s meal`}
              options={mealOptions}
              value={answer.mealChoice}
              error={error("mealChoice")}
            />
          )}
          {ask.dietary && (
            <Field
              name={plusOneFields.dietary(index)}
              id={`reply-plus-one-${n}-dietary`}
              label={`Guest ${n}'s dietary needs`}
              value={answer.dietaryNotes}
              error={error("dietaryNotes")}
              maxLength={500}
              rows={2}
            />
          )}
        </Stack>
      )}
    </Stack>
  );
}

export function PlusOnes({
  allowed,
  values,
  ask,
  mealOptions,
  errors,
}: {
  allowed: number;
  values: Pick<ReplyFormState["values"], "plusOnes" | "plusOneAnswers">;
  ask: Questions;
  mealOptions: string[];
  errors: Record<string, string>;
}) {
  const slots = Array.from({ length: allowed }, (_, i) => i);
  return (
    <FieldSet
      legend="Bringing anyone?"
      error={errors.plusOnes}
      errorId="reply-plusones-error"
      className={attendingOnly}
    >
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {rsvpMessages.tooManyPlusOnes(allowed)}. Please add each person's name; another box appears as you
        type.
        {(ask.meal || ask.dietary) && " Each person's meal questions appear under their name."}
      </Typography>
      <Stack spacing={2.5}>
        {slots.map((i) => (
          <PlusOne
            key={i}
            index={i}
            name={values.plusOnes[i] ?? ""}
            answer={values.plusOneAnswers[i] ?? noAnswer}
            ask={ask}
            mealOptions={mealOptions}
            errors={errors}
          />
        ))}
      </Stack>
    </FieldSet>
  );
}
