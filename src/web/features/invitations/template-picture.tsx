import MailOutlinedIcon from "@mui/icons-material/MailOutlined";
import Box from "@mui/material/Box";
import Grid, { type GridProps } from "@mui/material/Grid";
import Skeleton from "@mui/material/Skeleton";
import type { SxProps, Theme } from "@mui/material/styles";

type Props = {
  template: { name: string; previewUrl: string | null; accentColor: string } | null;
  /** The width the picture is shown at, in CSS pixels; the server sends the nearest stored size. */
  width: number;
  sx?: SxProps<Theme>;
  /** What the picture is, when it is not a template's (the event's banner). */
  alt?: string;
};

const withWidth = (url: string, width: number) => `${url}${url.includes("?") ? "&" : "?"}w=${width}`;

/**
 * A template's portrait picture (1200x1800 designs, wording-free), or its colour when it has none.
 * An event's wide banner shown here is cropped to the same portrait frame.
 */
export function TemplatePicture({ template, width, sx, alt }: Props) {
  const base = [{ display: "block", width: "100%", aspectRatio: "2 / 3", bgcolor: "grey.100" }] as const;
  const rest = Array.isArray(sx) ? sx : [sx];
  if (!template?.previewUrl) {
    return (
      <Box
        aria-hidden
        sx={[
          ...base,
          {
            display: "grid",
            placeItems: "center",
            color: "rgba(255, 255, 255, 0.9)",
            background: `linear-gradient(160deg, ${template?.accentColor ?? "#7b3fe4"} 0%, #1a2a4f 100%)`,
          },
          ...rest,
        ]}
      >
        <MailOutlinedIcon sx={{ fontSize: 48 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={withWidth(template.previewUrl, width)}
      srcSet={`${withWidth(template.previewUrl, width)} 1x, ${withWidth(template.previewUrl, width * 2)} 2x`}
      alt={alt ?? `${template.name} template`}
      loading="lazy"
      decoding="async"
      width={width}
      height={Math.round(width * 1.5)}
      sx={[...base, { height: "auto", objectFit: "cover" }, ...rest]}
    />
  );
}

/** Three portrait placeholders while the templates load, each cell sized as the grid's pictures are. */
export function TemplatePicturesLoading({ size }: { size: GridProps["size"] }) {
  return (
    <Grid container spacing={2} aria-busy="true" aria-label="Loading templates">
      {[0, 1, 2].map((n) => (
        <Grid key={n} size={size}>
          <Skeleton variant="rounded" sx={{ aspectRatio: "2 / 3", height: "auto" }} />
        </Grid>
      ))}
    </Grid>
  );
}
