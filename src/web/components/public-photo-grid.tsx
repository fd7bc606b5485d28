import PlayCircleIcon from "@mui/icons-material/PlayCircle";
import Box from "@mui/material/Box";
import type { PublicPhoto } from "../../contract/gallery.ts";
import { PhotoThumbnail } from "./photo-thumbnail.tsx";

/**
 * The approved photos on a guest page, rendered on the server: thumbnails only, lazily loaded
 * (they sit below the fold) in squares sized before they arrive; each links to its display size,
 * so no script is needed to see a photo large.
 */
export function PublicPhotoGrid({ photos, eventTitle }: { photos: PublicPhoto[]; eventTitle: string }) {
  return (
    <Box
      component="ul"
      aria-label={`Photos of ${eventTitle}`}
      sx={{
        display: "grid",
        gridTemplateColumns: { xs: "repeat(3, 1fr)", sm: "repeat(4, 1fr)" },
        gap: 0.75,
        m: 0,
        p: 0,
        listStyle: "none",
      }}
    >
      {photos.map((photo, i) => {
        const label = photo.caption || `Photo ${i + 1} of ${eventTitle}`;
        return (
          <Box
            component="li"
            key={photo.id}
            sx={{ aspectRatio: "1 / 1", bgcolor: "grey.200", borderRadius: 1, overflow: "hidden" }}
          >
            {photo.type === "image" ? (
              <a href={`${photo.url}?w=1920`}>
                <PhotoThumbnail photo={photo} alt={label} sizes="(min-width: 900px) 210px, 33vw" />
              </a>
            ) : (
              <Box
                component="a"
                href={photo.url}
                aria-label={`Play video: ${label}`}
                sx={{
                  display: "flex",
                  height: "100%",
                  alignItems: "center",
                  justifyContent: "center",
                  bgcolor: "grey.900",
                }}
              >
                <PlayCircleIcon aria-hidden sx={{ fontSize: 44, color: "common.white" }} />
              </Box>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
