import Paper from "@mui/material/Paper";
import type { GuestPhotoState } from "../../../contract/gallery.ts";
import { GuestPhotoForm } from "../../components/guest-photo-form.tsx";
import { nextGuestCardSx } from "./guest-card-styles.ts";

/** The photo form's card on a guest's personal page (RSVP or invitation), when the host collects photos. */
export function GuestPhotoCard({ pagePath, photos }: { pagePath: string; photos: GuestPhotoState }) {
  if (!photos.enabled) return null;
  return (
    <Paper
      component="section"
      id="photos"
      aria-labelledby="photos-heading"
      variant="outlined"
      sx={{ ...nextGuestCardSx, p: { xs: 2.5, sm: 4 }, scrollMarginTop: 72 }}
    >
      <GuestPhotoForm pagePath={pagePath} state={photos} />
    </Paper>
  );
}
