import EventIcon from "@mui/icons-material/Event";
import Box from "@mui/material/Box";
import type { ResponsiveStyleValue } from "@mui/system";

/** An event without a banner: the brand's gradient with a calendar, in the banner's place. */
export function BannerPlaceholder({
  height,
  iconSize,
}: {
  height: ResponsiveStyleValue<number | string>;
  iconSize: number;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        height,
        display: "grid",
        placeItems: "center",
        color: "rgba(255, 255, 255, 0.85)",
        background: "linear-gradient(135deg, #1a2a4f 0%, #3d2a8a 55%, #d6246e 100%)",
      }}
    >
      <EventIcon sx={{ fontSize: iconSize }} />
    </Box>
  );
}
