import Box from "@mui/material/Box";
import { BannerPlaceholder } from "../../components/banner-placeholder.tsx";

/** A height in px, optionally per breakpoint. */
type Height = number | Partial<Record<"xs" | "sm" | "md" | "lg", number>>;

type Props = {
  /** The image, or null for the gradient header. */
  src: string | null;
  srcSet?: string;
  sizes?: string;
  alt: string;
  /** The spec's detail banner is 250 px high and the gradient header 200 px. */
  height?: Height;
  gradientHeight?: Height;
  /** For the largest image above the fold: fetched first, never lazily. */
  priority?: boolean;
};

/** The wide picture at the top of an event, or a gradient with an icon when it has none. */
export function EventBanner({
  src,
  srcSet,
  sizes,
  alt,
  height = 250,
  gradientHeight = 200,
  priority = false,
}: Props) {
  if (!src) {
    return <BannerPlaceholder height={gradientHeight} iconSize={64} />;
  }
  return (
    <Box
      component="img"
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      alt={alt}
      width={1280}
      height={720}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      sx={{ display: "block", width: "100%", height, objectFit: "cover", bgcolor: "grey.200" }}
    />
  );
}
