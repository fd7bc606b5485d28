import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { goingCountText, goingNamesText, type WhoIsComing } from "../../../contract/guest-pages.ts";
import { nextGuestCardSx } from "./guest-card-styles.ts";

/**
 * Who is coming, on a guest's reply page, when the host shows it (RSVP settings): the number
 * going and, if the host allows, the first names of the attending guests. Plain text: the page
 * works without script.
 */
export function GuestGoingCard({ going }: { going: WhoIsComing | null }) {
  if (!going) return null;
  return (
    <Paper
      component="section"
      aria-labelledby="going-heading"
      variant="outlined"
      sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 } }}
    >
      <Typography id="going-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        Who is coming
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{goingCountText(going.count)}</Typography>
      {going.firstNames && going.firstNames.length > 0 && (
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {goingNamesText(going.firstNames, going.moreNames)}
        </Typography>
      )}
    </Paper>
  );
}
