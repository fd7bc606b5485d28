import Typography from "@mui/material/Typography";
import { goingCountText, goingNamesText, type WhoIsComing } from "../../../contract/guest-pages.ts";
import { GuestInfoCard } from "./guest-info-card.tsx";

/**
 * Who is coming, on a guest's reply page, when the host shows it (RSVP settings): the number
 * going and, if the host allows, the first names of the attending guests. Plain text: the page
 * works without script.
 */
export function GuestGoingCard({ going }: { going: WhoIsComing | null }) {
  if (!going) return null;
  return (
    <GuestInfoCard id="going-heading" title="Who is coming">
      <Typography sx={{ fontWeight: 600 }}>{goingCountText(going.count)}</Typography>
      {going.firstNames && going.firstNames.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {goingNamesText(going.firstNames, going.moreNames)}
        </Typography>
      )}
    </GuestInfoCard>
  );
}
