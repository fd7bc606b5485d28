import EventIcon from "@mui/icons-material/Event";
import PersonOutlinedIcon from "@mui/icons-material/PersonOutlined";
import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { timeZoneNote } from "../../lib/event-date-format.ts";

type EventFacts = RsvpView["event"];

const withWidth = (url: string, width: number) => `${url}${url.includes("?") ? "&" : "?"}w=${width}`;

function Banner({ event }: { event: EventFacts }) {
  if (!event.bannerUrl) {
    return (
      <Box
        aria-hidden
        sx={{
          height: { xs: 140, sm: 180 },
          display: "grid",
          placeItems: "center",
          color: "rgba(255, 255, 255, 0.85)",
          background: "linear-gradient(135deg, #1a2a4f 0%, #3d2a8a 55%, #d6246e 100%)",
        }}
      >
        <EventIcon sx={{ fontSize: 56 }} />
      </Box>
    );
  }
  return (
    <Box
      component="img"
      // Phones take the 640 px file; wide screens and dense displays the 1280 px one.
      src={withWidth(event.bannerUrl, 640)}
      srcSet={`${withWidth(event.bannerUrl, 640)} 640w, ${withWidth(event.bannerUrl, 1280)} 1280w`}
      sizes="(min-width: 720px) 720px, 100vw"
      alt={`Banner for ${event.title}`}
      width={1280}
      height={720}
      fetchPriority="high"
      sx={{
        display: "block",
        width: "100%",
        height: { xs: 200, sm: 300 },
        objectFit: "cover",
        bgcolor: "grey.200",
      }}
    />
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: "flex-start" }}>
      <Box aria-hidden sx={{ color: "secondary.main", display: "flex", pt: "2px" }}>
        {icon}
      </Box>
      <Typography component="div" sx={{ overflowWrap: "anywhere" }}>
        {children}
      </Typography>
    </Stack>
  );
}

type Props = {
  event: EventFacts;
  /** The invitation page shows its own picture on top instead of the event's banner. */
  showBanner?: boolean;
  /** The event title is the page's h1, or an h2 under an invitation. */
  headingLevel?: "h1" | "h2";
  eyebrow?: string;
};

/** The event as a guest needs it: picture, title, when (in the host's zone if different), where, who. */
export function RsvpEventFacts({
  event,
  showBanner = true,
  headingLevel = "h1",
  eyebrow = "You are invited",
}: Props) {
  const zone = timeZoneNote(event.timeZone, event.date, event.time);
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.location)}`;
  return (
    <>
      {showBanner && <Banner event={event} />}
      <Stack spacing={2} sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="overline" sx={{ color: "secondary.dark", fontWeight: 700, lineHeight: 1.5 }}>
          {eyebrow}
        </Typography>
        <Typography
          component={headingLevel}
          variant={headingLevel === "h1" ? "h4" : "h5"}
          sx={{ fontWeight: 800, overflowWrap: "anywhere", mt: "0 !important" }}
        >
          {event.title}
        </Typography>
        <Stack spacing={1.25}>
          <Fact icon={<ScheduleIcon />}>
            {formatEventDateLong(event.date, event.time)}
            {zone && (
              <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
                {zone.label}
              </Typography>
            )}
          </Fact>
          <Fact icon={<PlaceOutlinedIcon />}>
            <Link href={mapsUrl} target="_blank" rel="noopener noreferrer">
              {event.location}
            </Link>
          </Fact>
          <Fact icon={<PersonOutlinedIcon />}>Hosted by {event.hostName}</Fact>
        </Stack>
        {event.description && (
          <Typography
            sx={{
              whiteSpace: "pre-wrap",
              overflowWrap: "anywhere",
              lineHeight: 1.7,
              color: "text.secondary",
            }}
          >
            {event.description}
          </Typography>
        )}
        {event.hostMessage && (
          <Box
            component="figure"
            sx={{
              m: 0,
              p: 2,
              borderRadius: 2,
              bgcolor: "rgba(123, 63, 228, 0.07)",
              borderLeft: 4,
              borderColor: "accent.main",
            }}
          >
            <Typography
              component="blockquote"
              sx={{ m: 0, whiteSpace: "pre-wrap", overflowWrap: "anywhere", fontStyle: "italic" }}
            >
              {event.hostMessage}
            </Typography>
            <Typography component="figcaption" variant="body2" sx={{ mt: 1, fontWeight: 600 }}>
              — {event.hostName}
            </Typography>
          </Box>
        )}
      </Stack>
    </>
  );
}
