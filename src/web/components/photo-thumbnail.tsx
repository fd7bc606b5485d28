import Box from "@mui/material/Box";

type Props = {
  /** The stored image: its media URL (its stored widths are asked for with ?w=) and its size. */
  photo: { url: string; width: number | null; height: number | null };
  alt: string;
  /** How wide the square is on screen, for the browser's choice between 320 and 640. */
  sizes: string;
};

const sized = (url: string, w: number) => `${url}?w=${w}`;

/**
 * A gallery thumbnail (never the full file) filling a square: loaded lazily, with its real size in
 * width/height so the browser reserves the space, and cropped to fill. The host's grid and the
 * public event page both show photos with it.
 */
export function PhotoThumbnail({ photo, alt, sizes }: Props) {
  const { url, width, height } = photo;
  return (
    <Box
      component="img"
      src={sized(url, 320)}
      srcSet={`${sized(url, 320)} 320w, ${sized(url, 640)} 640w`}
      sizes={sizes}
      width={width ?? 320}
      height={height ?? 320}
      loading="lazy"
      decoding="async"
      alt={alt}
      sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
    />
  );
}
