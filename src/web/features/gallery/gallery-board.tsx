import DownloadIcon from "@mui/icons-material/Download";
import PhotoLibraryOutlinedIcon from "@mui/icons-material/PhotoLibraryOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormControlLabel from "@mui/material/FormControlLabel";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import { useSnackbar } from "notistack";
import { useState } from "react";
import { type GalleryItem, type GalleryTab, galleryMessages, recentDays } from "../../../contract/gallery.ts";
import { ConfirmDialog } from "../../components/confirm-dialog.tsx";
import { EmptyState } from "../../components/empty-state.tsx";
import { ErrorAlert } from "../../components/error-alert.tsx";
import { PlanUsage } from "../../components/plan-usage.tsx";
import { SearchField } from "../../components/search-field.tsx";
import { SectionTabs } from "../../components/section-tabs.tsx";
import { CaptionDialog } from "./caption-dialog.tsx";
import { GalleryLightbox } from "./gallery-lightbox.tsx";
import { MorePhotos } from "./more-photos.tsx";
import { PhotoTile } from "./photo-tile.tsx";
import { UploadPanel } from "./upload-panel.tsx";
import { useGalleryItemMutations, useGalleryPages } from "./use-gallery.ts";
import { useUploadQueue } from "./use-upload-queue.ts";

const emptyText: Record<GalleryTab, string> = {
  all: galleryMessages.noPhotos,
  recent: `Nothing added in the last ${recentDays} days`,
  favorites: "No favourites yet: star the photos you love",
  pending: "No guest photos are waiting",
};

/** One event's gallery: upload, the tabs, caption search, the grid, and the lightbox over it. */
export function GalleryBoard({ eventId }: { eventId: string }) {
  const [tab, setTab] = useState<GalleryTab>("all");
  const [search, setSearch] = useState("");
  const gallery = useGalleryPages(eventId, tab, search);
  const { update, approve, remove, settings } = useGalleryItemMutations(eventId);
  const uploads = useUploadQueue(eventId);
  const { enqueueSnackbar } = useSnackbar();
  const [open, setOpen] = useState(-1);
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  const [deleting, setDeleting] = useState<GalleryItem | null>(null);

  if (gallery.isError && !gallery.data) {
    return <ErrorAlert message={galleryMessages.loadFailed} />;
  }
  if (!gallery.data) {
    return <Skeleton variant="rounded" height={320} aria-label="Loading the gallery" />;
  }
  const first = gallery.data.pages[0];
  const { counts, limits, matches } = first;
  const shown = gallery.data.pages.flatMap((p) => p.items);
  const more = () => {
    if (gallery.hasNextPage && !gallery.isFetchingNextPage) void gallery.fetchNextPage();
  };
  const tabs = [
    { value: "all" as const, label: `All (${counts.all})` },
    { value: "recent" as const, label: "Recently Added" },
    { value: "favorites" as const, label: "Favorites" },
    ...(counts.pending > 0 || tab === "pending"
      ? [{ value: "pending" as const, label: `To approve (${counts.pending})` }]
      : []),
  ];

  return (
    <Stack spacing={2.5}>
      <PlanUsage eventId={eventId} used={counts.all} noun="photos" />
      <UploadPanel onFiles={uploads.add} files={uploads.files} limits={limits} />
      <Stack
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ alignItems: { md: "center" }, justifyContent: "space-between" }}
      >
        <SearchField
          value={search}
          onChange={setSearch}
          placeholder="Search captions"
          delayMs={150}
          sx={{ maxWidth: { md: 360 }, bgcolor: "background.paper" }}
        />
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
          <FormControlLabel
            control={
              <Switch
                checked={first.settings.guestUploads}
                disabled={settings.isPending}
                onChange={(e) => settings.mutate({ guestUploads: e.target.checked })}
              />
            }
            label="Guests can add photos"
          />
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            href={`/api/events/${eventId}/gallery/download`}
            disabled={counts.all === counts.pending}
          >
            Download all
          </Button>
        </Stack>
      </Stack>
      <SectionTabs idPrefix="gallery" label="Gallery sections" tabs={tabs} value={tab} onChange={setTab}>
        {shown.length === 0 ? (
          <EmptyState
            icon={<PhotoLibraryOutlinedIcon />}
            title={search ? "No photos match your search" : emptyText[tab]}
            description={tab === "all" && !search ? "Upload the first photos above." : undefined}
          />
        ) : (
          <Box
            component="ul"
            aria-label="Photos"
            // Another tab or search is on its way: the photos shown meanwhile are the last view's.
            aria-busy={gallery.isPlaceholderData}
            sx={{
              opacity: gallery.isPlaceholderData ? 0.5 : 1,
              transition: "opacity 150ms",
              display: "grid",
              gridTemplateColumns: { xs: "repeat(2, 1fr)", sm: "repeat(auto-fill, minmax(220px, 1fr))" },
              gap: { xs: 1, sm: 2 },
              m: 0,
              p: 0,
            }}
          >
            {shown.map((item, i) => (
              <PhotoTile
                key={item.id}
                item={item}
                onOpen={() => setOpen(i)}
                onFavorite={() => update.mutate({ id: item.id, patch: { favorite: !item.favorite } })}
                onCaption={() => setEditing(item)}
                onDelete={() => setDeleting(item)}
                onApprove={() => approve.mutate(item.id)}
              />
            ))}
          </Box>
        )}
        <MorePhotos
          shown={shown.length}
          of={matches}
          loading={gallery.isFetchingNextPage}
          hasMore={Boolean(gallery.hasNextPage)}
          onMore={more}
        />
      </SectionTabs>
      <GalleryLightbox
        items={shown}
        total={matches}
        index={open}
        onIndex={(next) => {
          setOpen(next);
          // The lightbox runs ahead of the grid: the next page comes before its last photo.
          if (next >= shown.length - 3) more();
        }}
        onClose={() => setOpen(-1)}
      />
      {editing && (
        <CaptionDialog
          item={editing}
          busy={update.isPending}
          onClose={() => setEditing(null)}
          onSave={(caption) =>
            update.mutate({ id: editing.id, patch: { caption } }, { onSuccess: () => setEditing(null) })
          }
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={deleting?.status === "pending" ? "Reject this photo?" : "Delete this photo?"}
        confirmLabel={deleting?.status === "pending" ? "Reject" : "Delete"}
        busy={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => setDeleting(null),
            onError: () => enqueueSnackbar(galleryMessages.deleteFailed, { variant: "error" }),
          })
        }
      >
        The file and all its sizes are removed for good.
      </ConfirmDialog>
    </Stack>
  );
}
