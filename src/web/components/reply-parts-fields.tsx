import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { formatPartWhen } from "../../contract/event-dates.ts";
import type { ReplyValues } from "../../contract/guest-pages.ts";
import { partFields, type ReplyPart } from "../../contract/reply-parts.ts";
import { FieldSet } from "./field-set.tsx";
import { radioCardSx, radioCoverSx } from "./radio-card.ts";

// The reply form's parts (issue 36): per part of the guest's, when and where it is and their answer
// (Attending or Not attending, and how many of the party come); on an open registration, a checkbox
// per public part. Native inputs: the form works without script (guest-reply-form.tsx).

/** Marks a part's "Attending" radio: the form shows the party's questions while any is checked. */
export const partYes = "data-part-yes";
/** A part's party size, shown only while its Attending is checked (CSS, like the form's own). */
const partParty = "reply-part-party";

type Answers = NonNullable<ReplyValues["parts"]>;

/** 'Sat 13 Feb, 10:00–12:00 · Venue · Directions', and the dress code or note under it. */
export function PartFacts({ part }: { part: ReplyPart }) {
  return (
    <Stack spacing={0.5} sx={{ color: "text.secondary" }}>
      <Typography variant="body2">
        {[formatPartWhen(part.date, part.startTime, part.endTime), part.place].filter(Boolean).join(" · ")}
        {part.directionsUrl && (
          <>
            {" · "}
            <Link href={part.directionsUrl} target="_blank" rel="noopener noreferrer">
              Directions
            </Link>
          </>
        )}
      </Typography>
      {part.note && <Typography variant="body2">{part.note}</Typography>}
    </Stack>
  );
}

function PartAnswer({
  part,
  answer,
  error,
  plusOnesAllowed,
}: {
  part: ReplyPart;
  answer: Answers[number] | undefined;
  error?: string;
  plusOnesAllowed: number;
}) {
  const errorId = `reply-part-${part.id}-error`;
  const name = partFields.answer(part.id);
  const choices = [
    { value: "yes", label: "Attending", checked: answer?.attending === true, color: "success.main" },
    { value: "no", label: "Not attending", checked: answer?.attending === false, color: "grey.800" },
  ];
  return (
    <Box
      sx={{
        border: 1,
        borderColor: error ? "error.main" : "divider",
        borderRadius: "16px",
        p: 2,
        // The party size only once this part's Attending is picked.
        [`&:not(:has(input[${partYes}]:checked)) .${partParty}`]: { display: "none" },
      }}
    >
      <FieldSet legend={part.name} error={error} errorId={errorId}>
        <Stack spacing={1.5}>
          <PartFacts part={part} />
          <Box sx={{ display: "grid", gridTemplateColumns: "1fr 1fr", gap: 1 }}>
            {choices.map((c) => (
              <Box
                component="label"
                key={c.value}
                sx={{
                  ...radioCardSx,
                  minHeight: 52,
                  px: 1,
                  "&:has(input:checked)": { bgcolor: c.color, color: "#ffffff" },
                }}
              >
                <Box
                  component="input"
                  type="radio"
                  name={name}
                  value={c.value}
                  defaultChecked={c.checked}
                  aria-describedby={error ? errorId : undefined}
                  aria-invalid={error ? true : undefined}
                  {...(c.value === "yes" ? { [partYes]: "" } : {})}
                  sx={radioCoverSx}
                />
                {c.label}
              </Box>
            ))}
          </Box>
          {plusOnesAllowed > 0 ? (
            <TextField
              select
              className={partParty}
              id={`reply-part-party-${part.id}`}
              name={partFields.party(part.id)}
              label="People coming to this part"
              defaultValue={String(answer?.party ?? 1)}
              helperText="You and the guests you name below."
              slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
              sx={{ maxWidth: 280 }}
            >
              {Array.from({ length: plusOnesAllowed + 1 }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n === 1 ? "Just me" : `${n} people`}
                </option>
              ))}
            </TextField>
          ) : (
            <input type="hidden" name={partFields.party(part.id)} value="1" />
          )}
        </Stack>
      </FieldSet>
    </Box>
  );
}

/** The guest's parts, each answered on its own. */
export function ReplyPartsFields({
  parts,
  values,
  errors,
  plusOnesAllowed,
}: {
  parts: ReplyPart[];
  values: ReplyValues;
  errors: Record<string, string>;
  plusOnesAllowed: number;
}) {
  return (
    <Stack spacing={2}>
      <Typography component="h3" sx={{ fontWeight: 700 }}>
        Will you attend?
      </Typography>
      {parts.map((part) => (
        <PartAnswer
          key={part.id}
          part={part}
          answer={values.parts?.find((a) => a.partId === part.id)}
          error={errors[`parts.${part.id}`]}
          plusOnesAllowed={plusOnesAllowed}
        />
      ))}
    </Stack>
  );
}

/** An open registration's choice among the public parts: at least one. */
export function OpenPartsChoice({
  parts,
  values,
  error,
}: {
  parts: ReplyPart[];
  values: ReplyValues;
  error?: string;
}) {
  const errorId = "reply-parts-error";
  return (
    <FieldSet legend="Which parts will you come to?" error={error} errorId={errorId}>
      <Stack spacing={1}>
        {parts.map((part) => (
          <Box
            component="label"
            key={part.id}
            sx={{ display: "flex", alignItems: "flex-start", gap: 1.5, cursor: "pointer", minHeight: 44 }}
          >
            <Box
              component="input"
              type="checkbox"
              name={partFields.chosen}
              value={part.id}
              defaultChecked={values.parts?.some((a) => a.partId === part.id && a.attending)}
              aria-describedby={error ? errorId : undefined}
              aria-invalid={error ? true : undefined}
              sx={{ width: 22, height: 22, mt: 0.25, accentColor: "#d6246e", flexShrink: 0 }}
            />
            <Stack>
              <Typography sx={{ fontWeight: 700 }}>{part.name}</Typography>
              <PartFacts part={part} />
            </Stack>
          </Box>
        ))}
      </Stack>
    </FieldSet>
  );
}
