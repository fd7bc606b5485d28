import EventIcon from "@mui/icons-material/Event";
import PlaceIcon from "@mui/icons-material/Place";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Card from "@mui/material/Card";
import CardActions from "@mui/material/CardActions";
import CardContent from "@mui/material/CardContent";
import CardMedia from "@mui/material/CardMedia";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";
import type { Event } from "../../../contract/events.ts";
import { CornerChip } from "../../components/corner-chip.tsx";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";

export function UpcomingEventCard({ event }: { event: Event }) {
  return (
    <Card variant="outlined" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <Box sx={{ position: "relative" }}>
        {event.bannerUrl ? (
          <CardMedia
            component="img"
            image={event.bannerUrl}
            alt=""
            sx={{ height: 160, objectFit: "cover" }}
          />
        ) : (
          <Box
            aria-hidden
            sx={{
              height: 160,
              display: "grid",
              placeItems: "center",
              color: "rgba(255, 255, 255, 0.9)",
              background: "linear-gradient(135deg, #1a2a4f 0%, #7b3fe4 100%)",
            }}
          >
            <EventIcon sx={{ fontSize: 56 }} />
          </Box>
        )}
        {event.isPublic && <CornerChip label="Public" color="secondary" inset={12} />}
      </Box>
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography component="h3" variant="h6" sx={{ mb: 1, lineHeight: 1.3 }}>
          {event.title}
        </Typography>
        <Stack spacing={0.75} sx={{ color: "text.secondary" }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <ScheduleIcon fontSize="small" aria-hidden />
            <Typography variant="body2">
              {formatEventWhenShort(event.date, event.time, event.timeZone)}
            </Typography>
          </Stack>
          <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
            <PlaceIcon fontSize="small" aria-hidden />
            <Typography variant="body2">{event.location}</Typography>
          </Stack>
          {event.hostName && <Typography variant="body2">Hosted by {event.hostName}</Typography>}
        </Stack>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={`/events/${event.id}`}
          variant="outlined"
          fullWidth
          aria-label={`View Details: ${event.title}`}
        >
          View Details
        </Button>
      </CardActions>
    </Card>
  );
}
