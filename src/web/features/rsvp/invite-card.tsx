import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { InvitationPage } from "../../../contract/invitations.ts";
import type { RsvpView } from "../../../contract/rsvp.ts";
import { EventWhen } from "./rsvp-event-facts.tsx";

const withWidth = (url: string, width: number) => `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
const fonts = {
  classic: "Georgia, 'Times New Roman', serif",
  elegant: "Georgia, 'Times New Roman', serif",
  modern: "inherit",
} as const;

export function inviteAccent(invitation: InvitationPage): string {
  const colour = invitation.template?.accentColor ?? "";
  return /^#[0-9a-f]{6}$/i.test(colour) ? colour : "#d6246e";
}

/**
 * The invitation's top: the template's picture as a header of bounded height (the whole design,
 * on a wash of its colour), then its title and when. Short, so the reply is in a phone's first screen.
 */
export function InviteHeadline({
  invitation,
  event,
}: {
  invitation: InvitationPage;
  event: RsvpView["event"];
}) {
  const template = invitation.template;
  const accent = inviteAccent(invitation);
  return (
    <Box sx={{ borderTop: 6, borderColor: accent }}>
      {template?.previewUrl && (
        <Box sx={{ bgcolor: `${accent}14`, display: "flex", justifyContent: "center" }}>
          <Box
            component="img"
            // The designs are 1200x1800 portraits, shown whole at a header's height.
            src={withWidth(template.previewUrl, 640)}
            srcSet={`${withWidth(template.previewUrl, 640)} 640w, ${withWidth(template.previewUrl, 1280)} 1280w`}
            sizes="240px"
            alt=""
            width={1200}
            height={1800}
            fetchPriority="high"
            sx={{ display: "block", height: { xs: 200, sm: 360 }, width: "auto", aspectRatio: "2 / 3" }}
          />
        </Box>
      )}
      <Stack spacing={1.5} sx={{ px: { xs: 2.5, sm: 4 }, pt: { xs: 2, sm: 4 }, pb: { xs: 2, sm: 3 } }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 800, overflowWrap: "anywhere", fontFamily: fonts[template?.style ?? "modern"] }}
        >
          {invitation.title}
        </Typography>
        <EventWhen event={event} />
      </Stack>
    </Box>
  );
}

/** The host's message of the invitation. */
export function InviteMessage({ invitation }: { invitation: InvitationPage }) {
  if (!invitation.message.trim()) return null;
  return (
    <Typography
      sx={{ p: { xs: 2.5, sm: 4 }, whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.75 }}
    >
      {invitation.message}
    </Typography>
  );
}
