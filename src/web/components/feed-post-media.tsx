import Box from "@mui/material/Box";
import type { FeedMedia } from "../../contract/feed.ts";

type Props = {
  media: FeedMedia;
  alt: string;
  /** How wide the picture is on screen, for the browser's choice of stored width. */
  sizes: string;
  /** Above the fold (the first post of an open feed): load at once. */
  eager?: boolean;
};

const sized = (url: string, w: number) => `${url}?w=${w}`;

/**
 * A post's image or video, on the dashboard and on the guest pages alike: an image as one of its
 * stored widths, lazily loaded, with its real size given so the page keeps its place while it
 * arrives; a video with the browser's own controls, fetching only its first bytes until played.
 */
export function FeedPostMedia({ media, alt, sizes, eager = false }: Props) {
  if (media.type === "video") {
    return (
      <Box
        component="video"
        src={media.url}
        controls
        preload="metadata"
        aria-label={alt}
        sx={{ display: "block", width: "100%", maxHeight: 480, bgcolor: "grey.900", borderRadius: 2 }}
      />
    );
  }
  return (
    <Box
      component="img"
      src={sized(media.url, 640)}
      srcSet={`${sized(media.url, 320)} 320w, ${sized(media.url, 640)} 640w, ${sized(media.url, 1280)} 1280w`}
      sizes={sizes}
      width={media.width ?? 640}
      height={media.height ?? 480}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      alt={alt}
      sx={{
        display: "block",
        width: "100%",
        height: "auto",
        maxHeight: 520,
        objectFit: "cover",
        borderRadius: 2,
        bgcolor: "grey.200",
      }}
    />
  );
}
