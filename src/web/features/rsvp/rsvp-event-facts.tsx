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
import { BannerPlaceholder } from "../../components/banner-placeholder.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { timeZoneNote } from "../../lib/event-date-format.ts";

type EventFacts = RsvpView["event"];

/** The banner as a header of bounded height: the reply must still fit in a phone's first screen. */
function Banner({ event }: { event: EventFacts }) {
  if (!event.bannerUrl) {
    return <BannerPlaceholder height={{ xs: 96, sm: 160 }} iconSize={48} />;
  }
  return (
    <Box
      component="img"
      src={bannerSrc(event.bannerUrl, 640)}
      srcSet={bannerSrcSet(event.bannerUrl)}
      sizes="(min-width: 720px) 720px, 100vw"
      alt={`Banner for ${event.title}`}
      width={1280}
      height={720}
      fetchPriority="high"
      sx={{
        display: "block",
        width: "100%",
        height: { xs: 170, sm: 300 },
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

/** When the event starts, in the event's zone. */
export function EventWhen({ event }: { event: EventFacts }) {
  return (
    <Fact icon={<ScheduleIcon />}>
      <EventDateAndZone event={event} zoneColor="text.secondary" />
    </Fact>
  );
}

/** The event's date and time, and under it the zone's name where the guest may be elsewhere. */
export function EventDateAndZone({ event, zoneColor }: { event: EventFacts; zoneColor: string }) {
  const zone = timeZoneNote(event.timeZone, event.date, event.time);
  return (
    <>
      {formatEventDateLong(event.date, event.time)}
      {zone && (
        <Typography component="span" variant="body2" sx={{ display: "block", color: zoneColor }}>
          {zone.label}
        </Typography>
      )}
    </>
  );
}

type HeadlineProps = {
  event: EventFacts;
  /** The invitation page shows its own picture and title instead. */
  showBanner?: boolean;
  eyebrow?: string;
};

/** What a guest must see first: picture, title and when, kept short so the reply follows on screen. */
export function RsvpEventHeadline({ event, showBanner = true, eyebrow = "You are invited" }: HeadlineProps) {
  return (
    <>
      {showBanner && <Banner event={event} />}
      <Stack spacing={1.5} sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2, sm: 4 }, pb: { xs: 2, sm: 3 } }}>
        <Typography variant="overline" sx={{ color: "secondary.dark", fontWeight: 700, lineHeight: 1.5 }}>
          {eyebrow}
        </Typography>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 800, overflowWrap: "anywhere", mt: "0 !important" }}
        >
          {event.title}
        </Typography>
        <EventWhen event={event} />
      </Stack>
    </>
  );
}

/** The rest of the event: where, who, what, and the host's own words. */
export function RsvpEventDetails({ event, heading }: { event: EventFacts; heading?: string }) {
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(event.location)}`;
  return (
    <Stack
      spacing={2}
      component="section"
      aria-label={heading ?? "About the event"}
      sx={{ p: { xs: 2.5, sm: 4 } }}
    >
      {heading && (
        <Typography component="h2" variant="h6">
          {heading}
        </Typography>
      )}
      <Stack spacing={1.25}>
        {heading && <EventWhen event={event} />}
        <Fact icon={<PlaceOutlinedIcon />}>
          <Link href={mapsUrl} target="_blank" rel="noopener noreferrer">
            {event.location}
          </Link>
        </Fact>
        <Fact icon={<PersonOutlinedIcon />}>Hosted by {event.hostName}</Fact>
      </Stack>
      {event.description && (
        <Typography
          sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7, color: "text.secondary" }}
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
  );
}
