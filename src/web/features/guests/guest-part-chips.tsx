import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import type { Guest } from "../../../contract/guests.ts";
import type { Part, PartReplyStatus } from "../../../contract/parts.ts";

const answerLabels: Record<PartReplyStatus, string> = {
  invited: "No answer",
  confirmed: "Going",
  waitlisted: "Waitlist",
  declined: "No",
};
const answerColors = {
  invited: "default",
  confirmed: "success",
  waitlisted: "warning",
  declined: "error",
} as const;

/** A guest's answer to each of their parts: "Haldi: Going 3", "Sangeet: No", "Ceremony: No answer". */
export function GuestPartChips({ guest, parts }: { guest: Guest; parts: Part[] }) {
  if (guest.parts.length === 0) return null;
  const names = new Map(parts.map((p) => [p.id, p.name]));
  return (
    <Stack direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: "wrap", mt: 0.75 }}>
      {guest.parts.map((a) => (
        <Chip
          key={a.partId}
          size="small"
          variant="outlined"
          color={answerColors[a.status]}
          label={`${names.get(a.partId) ?? ""}: ${answerLabels[a.status]}${a.status === "confirmed" ? ` ${a.party}` : ""}`}
        />
      ))}
    </Stack>
  );
}
