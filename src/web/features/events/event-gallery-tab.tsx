import AddPhotoAlternateOutlinedIcon from "@mui/icons-material/AddPhotoAlternateOutlined";
import PhotoLibraryOutlinedIcon from "@mui/icons-material/PhotoLibraryOutlined";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import CircularProgress from "@mui/material/CircularProgress";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { PublicPhotoGrid } from "../../components/public-photo-grid.tsx";
import { runsEvent } from "../../lib/event-roles.ts";
import { useNewestPhotos } from "./use-newest-photos.ts";

/** The Gallery tab: how many photos the event has and the newest of them, with the way to the gallery. */
export function EventGalleryTab({ event }: { event: Event }) {
  const newest = useNewestPhotos(event.id, runsEvent(event));
  const toGallery = (label: string, icon: React.ReactNode) => (
    <Button component={RouterLink} to={`/dashboard/gallery/${event.id}`} variant="contained" startIcon={icon}>
      {label}
    </Button>
  );
  const empty = (
    <EmptyState
      headingLevel="h3"
      icon={<PhotoLibraryOutlinedIcon />}
      title="No photos yet"
      description="Share photos from the event with your guests."
      action={toGallery("Upload Photos", <AddPhotoAlternateOutlinedIcon />)}
    />
  );
  // Only the host and co-hosts manage the gallery; anyone else who sees this page is offered the way in, as the spec has it.
  if (!runsEvent(event)) return empty;
  if (newest.isPending) return <CircularProgress aria-label="Loading photos" />;
  if (newest.isError) return <Alert severity="error">Failed to load gallery</Alert>;
  const { items, total } = newest.data;
  if (total === 0) return empty;
  const waiting = items.filter((i) => i.status === "pending").length;
  return (
    <Stack spacing={2}>
      <Typography>
        {total === 1 ? "1 photo or video" : `${total} photos and videos`}
        {waiting > 0 ? ` (${waiting} of the newest waiting for your approval)` : ""}
      </Typography>
      <PublicPhotoGrid photos={items} eventTitle={event.title} />
      <Stack direction="row" spacing={1}>
        {toGallery("Open Gallery", <PhotoLibraryOutlinedIcon />)}
      </Stack>
    </Stack>
  );
}
