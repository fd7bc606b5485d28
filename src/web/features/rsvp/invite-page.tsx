import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import { useParams } from "react-router";
import { GuestPageError, GuestPageSkeleton } from "./guest-page-states.tsx";
import { InviteCard } from "./invite-card.tsx";
import { InviteOpenReply } from "./invite-open-reply.tsx";
import { RsvpCalendarLinks } from "./rsvp-calendar-links.tsx";
import { RsvpEventFacts } from "./rsvp-event-facts.tsx";
import { RsvpReplySection } from "./rsvp-reply-section.tsx";
import { useInviteView, useReplaceInviteReply } from "./use-invite-view.ts";

// Guests open this from WhatsApp or an e-mail on a phone: one request fills the page. The reply form
// is the one every guest page shares (components/guest-reply-form.tsx).

const cardSx = {
  overflow: "hidden",
  borderRadius: { xs: 0, sm: 4 },
  borderWidth: { xs: 0, sm: 1 },
} as const;

// On phones the cards run edge to edge, parted by a band of the page colour.
const nextCardSx = {
  ...cardSx,
  mt: { xs: 0, sm: 3 },
  borderTop: { xs: 8, sm: 1 },
  borderColor: { xs: "background.default", sm: "divider" },
} as const;

/** /invite/:code (open reply) and /invite/:code/:token (a guest's own): the invitation above its event and reply. */
export default function InvitePage() {
  const { code = "", token = null } = useParams();
  const query = useInviteView(code, token);
  const replace = useReplaceInviteReply(code, token);
  const view = query.data;

  if (query.isError || !code) return <GuestPageError pageName="Invitation" error={query.error} />;

  if (!view) return <GuestPageSkeleton pageName="Invitation" bannerHeight={{ xs: 360, sm: 480 }} />;

  return (
    <Box sx={{ bgcolor: { sm: "background.default" }, py: { xs: 0, sm: 4 } }}>
      <title>{`${view.invitation.title} · EventHub`}</title>
      <Container sx={{ maxWidth: { sm: 720 }, px: { xs: 0, sm: 3 } }}>
        <Paper variant="outlined" sx={cardSx}>
          <InviteCard invitation={view.invitation} />
        </Paper>
        <Paper variant="outlined" sx={nextCardSx}>
          <RsvpEventFacts event={view.rsvp.event} showBanner={false} headingLevel="h2" eyebrow="The event" />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="reply-heading"
          variant="outlined"
          sx={{ ...nextCardSx, p: { xs: 2.5, sm: 4 } }}
        >
          {token ? (
            <RsvpReplySection token={token} view={view.rsvp} onSaved={replace} />
          ) : (
            <InviteOpenReply code={code} view={view.rsvp} />
          )}
        </Paper>
        <Paper variant="outlined" sx={{ ...nextCardSx, p: { xs: 2.5, sm: 4 } }}>
          <RsvpCalendarLinks token={token ?? undefined} event={view.rsvp.event} />
        </Paper>
      </Container>
    </Box>
  );
}
