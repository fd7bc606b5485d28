import PlaceOutlinedIcon from "@mui/icons-material/PlaceOutlined";
import ScheduleIcon from "@mui/icons-material/Schedule";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { InvitationPage } from "../../../contract/invitations.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { EventDateAndZone } from "./rsvp-event-facts.tsx";

const fonts = {
  classic: "Georgia, 'Times New Roman', serif",
  elegant: "Georgia, 'Times New Roman', serif",
  modern: "inherit",
} as const;

export function inviteAccent(invitation: InvitationPage): string {
  const colour = invitation.template?.accentColor ?? "";
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#d6246e";
}

/** The art's URL: the invitation's own field, or its template's picture from an older server. */
const artOf = (invitation: InvitationPage) => invitation.artUrl ?? invitation.template?.previewUrl ?? null;

/**
 * Darkens the foot of the art where the text sits. The text starts where the scrim is already
 * 62% black, so white text keeps at least 6:1 against the brightest art (WCAG AA needs 4.5:1).
 */
const scrim =
  "linear-gradient(to bottom, rgba(12, 8, 22, 0) 0, rgba(12, 8, 22, 0.62) 56px, rgba(12, 8, 22, 0.82) 100%)";

function Line({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
      <Box aria-hidden sx={{ display: "flex", pt: "1px", "& svg": { fontSize: 20 } }}>
        {icon}
      </Box>
      <Typography component="div" sx={{ overflowWrap: "anywhere", fontWeight: 500, lineHeight: 1.4 }}>
        {children}
      </Typography>
    </Stack>
  );
}

/**
 * The invitation's top: its art (a template's wording-free design or the event's banner) with the
 * event's title, date, time and place set over it as text. Bounded height, so the reply below stays
 * in a 390x844 phone's first screen. Pure markup and CSS: the guest page is sent without React.
 */
export function InviteHeadline({
  invitation,
  event,
}: {
  invitation: InvitationPage;
  event: RsvpView["event"];
}) {
  const art = artOf(invitation);
  const accent = inviteAccent(invitation);
  return (
    <Box
      sx={{
        position: "relative",
        display: "flex",
        flexDirection: "column",
        justifyContent: "flex-end",
        minHeight: { xs: 300, sm: 420 },
        borderTop: 6,
        borderColor: accent,
        color: "#ffffff",
        // Without art (or before it loads): the accent's colour, deepened, under the same text.
        background: `linear-gradient(160deg, ${accent} 0%, #1a2a4f 100%)`,
      }}
    >
      {art && (
        <Box
          component="img"
          src={bannerSrc(art, 640)}
          srcSet={bannerSrcSet(art)}
          sizes="(min-width: 720px) 720px, 100vw"
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          data-invite-art={invitation.design}
          // Portrait designs and wide banners alike fill the box; its middle shows (designs keep
          // their ornament all over, so any crop looks composed).
          sx={{ position: "absolute", inset: 0, width: "100%", height: "100%", objectFit: "cover" }}
        />
      )}
      <Stack
        spacing={0.75}
        sx={{
          position: "relative",
          px: { xs: 2.5, sm: 4 },
          pt: "64px",
          pb: { xs: 2.5, sm: 3.5 },
          background: scrim,
          textShadow: "0 1px 3px rgba(0, 0, 0, 0.6)",
        }}
      >
        <Typography
          variant="overline"
          sx={{ fontWeight: 700, lineHeight: 1.5, letterSpacing: "0.12em", color: "#f7f0ff" }}
        >
          You are invited
        </Typography>
        <Typography
          component="h1"
          sx={{
            fontWeight: 800,
            fontSize: { xs: "1.75rem", sm: "2.5rem" },
            lineHeight: 1.15,
            overflowWrap: "anywhere",
            fontFamily: fonts[invitation.template?.style ?? "modern"],
            mt: "0 !important",
            pb: 0.5,
          }}
        >
          {event.title}
        </Typography>
        <Line icon={<ScheduleIcon />}>
          <EventDateAndZone event={event} zoneColor="#f1eefa" />
        </Line>
        <Line icon={<PlaceOutlinedIcon />}>{event.location}</Line>
      </Stack>
    </Box>
  );
}

/** The host's invitation: its title and message. */
export function InviteMessage({ invitation }: { invitation: InvitationPage }) {
  if (!invitation.message.trim() && !invitation.title.trim()) return null;
  return (
    <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography component="h2" variant="h6" sx={{ overflowWrap: "anywhere", mb: 1.5 }}>
        {invitation.title}
      </Typography>
      <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.75 }}>
        {invitation.message}
      </Typography>
    </Box>
  );
}
