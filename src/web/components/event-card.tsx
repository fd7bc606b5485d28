import EventIcon from "@mui/icons-material/Event";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";

type Props = {
  title: string;
  /** Where 'View Details' leads. */
  href: string;
  imageUrl: string | null;
  /** Responsive candidates for imageUrl ('… 320w, … 640w'); the card is at most about 400 px wide. */
  imageSrcSet?: string;
  dateLabel: string;
  location: string;
  /** A line under the location, e.g. 'Hosted by Asha'. Left out in the compact variant. */
  subtitle?: string;
  /** A badge over the image, e.g. 'Public'. */
  chipLabel?: string;
  /** 'highlight' for news worth noticing (Public), 'neutral' for a plain fact (Private). */
  chipTone?: "highlight" | "neutral";
  compact?: boolean;
  /** Replaces the 'View Details' button. */
  actions?: ReactNode;
  /** The title's heading level, so the page outline stays in order. */
  headingLevel?: "h2" | "h3";
  /** More about the event under the place, e.g. its reply counts for the host. */
  details?: ReactNode;
};

const clampLines = (lines: number) => ({
  display: "-webkit-box",
  WebkitLineClamp: lines,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
});

/** A card for one event in a grid: image or gradient, title, when, where, and its actions. */
export function EventCard({
  title,
  href,
  imageUrl,
  imageSrcSet,
  dateLabel,
  location,
  subtitle,
  chipLabel,
  chipTone = "highlight",
  compact = false,
  actions,
  headingLevel = "h2",
  details,
}: Props) {
  const mediaHeight = compact ? 120 : 168;
  return (
    <Card
      variant="outlined"
      sx={{
        height: "100%",
        display: "flex",
        flexDirection: "column",
        transition: "box-shadow 160ms ease, transform 160ms ease",
        "&:hover": { boxShadow: 4 },
        "@media (prefers-reduced-motion: no-preference)": { "&:hover": { transform: "translateY(-2px)" } },
      }}
    >
      <Box sx={{ position: "relative", height: mediaHeight, bgcolor: "grey.100" }}>
        {imageUrl ? (
          <Box
            component="img"
            src={imageUrl}
            srcSet={imageSrcSet}
            sizes="(min-width: 600px) 400px, 100vw"
            width={640}
            height={360}
            loading="lazy"
            decoding="async"
            alt={`Banner for ${title}`}
            sx={{ display: "block", width: "100%", height: "100%", objectFit: "cover" }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              height: "100%",
              display: "grid",
              placeItems: "center",
              color: "rgba(255, 255, 255, 0.9)",
              background: "linear-gradient(135deg, #1a2a4f 0%, #7b3fe4 100%)",
            }}
          >
            <EventIcon sx={{ fontSize: compact ? 40 : 56 }} />
          </Box>
        )}
        {chipLabel && (
          <Chip
            label={chipLabel}
            size="small"
            color={chipTone === "highlight" ? "secondary" : "default"}
            sx={[
              { position: "absolute", top: 12, left: 12, fontWeight: 600 },
              chipTone === "neutral" && { bgcolor: "rgba(255, 255, 255, 0.92)", color: "text.primary" },
            ]}
          />
        )}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography
          component={headingLevel}
          variant="h6"
          sx={{ mb: 1.25, lineHeight: 1.3, overflowWrap: "anywhere", ...clampLines(2) }}
        >
          {title}
        </Typography>
        <Stack spacing={0.75} sx={{ color: "text.secondary" }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <ScheduleIcon fontSize="small" aria-hidden sx={{ mt: "1px" }} />
            <Typography variant="body2">{dateLabel}</Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
            <PlaceOutlinedIcon fontSize="small" aria-hidden sx={{ mt: "1px" }} />
            <Typography variant="body2" sx={{ overflowWrap: "anywhere", ...clampLines(2) }}>
              {location}
            </Typography>
          </Stack>
          {subtitle && !compact && (
            <Typography variant="body2" sx={{ pt: 0.5 }}>
              {subtitle}
            </Typography>
          )}
        </Stack>
        {details && <Box sx={{ mt: 1.5 }}>{details}</Box>}
      </CardContent>
      <CardActions
        sx={{ px: 2, pb: 2, pt: 1, flexWrap: "wrap", gap: 1, "& > :not(style) ~ :not(style)": { ml: 0 } }}
      >
        {actions ?? (
          <Button
            component={RouterLink}
            to={href}
            variant="outlined"
            fullWidth
            aria-label={`View Details: ${title}`}
          >
            View Details
          </Button>
        )}
      </CardActions>
    </Card>
  );
}
