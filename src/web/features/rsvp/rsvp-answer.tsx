import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { plusOnesText } from "../../../contract/party.ts";
import type { ReplyPart } from "../../../contract/reply-parts.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { AnswerFact } from "../../components/fact-list.tsx";
import { PartFacts } from "../../components/reply-parts-fields.tsx";
import { statusHeadlines } from "../../lib/guest-labels.ts";

type Guest = NonNullable<RsvpView["guest"]>;

/** A fact beside its label from `sm` up. */
const Row = ({ label, value }: { label: string; value: string }) => (
  <AnswerFact
    label={label}
    value={value}
    sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { xs: 0, sm: 2 } }}
  />
);

const dotColors: Record<Guest["status"], string> = {
  invited: "grey.500",
  confirmed: "success.main",
  waitlisted: "info.main",
  declined: "grey.700",
  maybe: "warning.main",
};

/** The guest's current answer, as saved: who comes and what each eats only while attending. */
export function RsvpAnswer({ guest, parts = [] }: { guest: Guest; parts?: ReplyPart[] }) {
  const attending = guest.status === "confirmed" || guest.status === "waitlisted";
  return (
    <Box>
      <Typography component="h3" variant="h6" sx={{ display: "flex", alignItems: "center", gap: 1, mb: 1.5 }}>
        {/* A span: a heading may hold phrasing content only. */}
        <Box
          component="span"
          aria-hidden
          sx={{ width: 12, height: 12, borderRadius: "50%", bgcolor: dotColors[guest.status] }}
        />
        {statusHeadlines[guest.status]}
      </Typography>
      {guest.respondedAt && (
        <Box component="dl" sx={{ m: 0, display: "grid", gap: 1 }}>
          {parts.map((part) => (
            <PartAnswerRow key={part.id} part={part} />
          ))}
          {attending && guest.plusOnes.length > 0 && <Row label="Bringing" value={plusOnesText(guest)} />}
          {attending && guest.mealChoice && <Row label="Your meal" value={guest.mealChoice} />}
          {attending && guest.dietaryNotes && <Row label="Dietary needs" value={guest.dietaryNotes} />}
          {guest.noteToHost && <Row label="Your note" value={guest.noteToHost} />}
        </Box>
      )}
    </Box>
  );
}

const partAnswers: Record<NonNullable<ReplyPart["answer"]>["status"], string> = {
  invited: "Not answered yet",
  confirmed: "Attending",
  waitlisted: "On the waitlist",
  declined: "Not attending",
};

/** One of the guest's parts: its answer (with the party coming), then when and where. */
function PartAnswerRow({ part }: { part: ReplyPart }) {
  const status = part.answer?.status ?? "invited";
  const party =
    status === "confirmed" && (part.answer?.party ?? 1) > 1 ? `, ${part.answer?.party} people` : "";
  return (
    <Box sx={{ display: "grid", gridTemplateColumns: { xs: "1fr", sm: "140px 1fr" }, gap: { xs: 0, sm: 2 } }}>
      <Box component="dt" sx={{ fontWeight: 700 }}>
        {part.name}
      </Box>
      <Box component="dd" sx={{ m: 0 }}>
        <Typography>{`${partAnswers[status]}${party}`}</Typography>
        <PartFacts part={part} />
      </Box>
    </Box>
  );
}
