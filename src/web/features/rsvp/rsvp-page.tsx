import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import { useParams, useSearchParams } from "react-router";
import { GuestPageError, GuestPageSkeleton } from "./guest-page-states.tsx";
import { RsvpCalendarLinks } from "./rsvp-calendar-links.tsx";
import { RsvpEventFacts } from "./rsvp-event-facts.tsx";
import { RsvpReplySection } from "./rsvp-reply-section.tsx";
import { RsvpUnsubscribeCard } from "./rsvp-unsubscribe-card.tsx";
import { useRsvpView } from "./use-rsvp-reply.ts";

// A guest opens this from a chat app on a phone, often on mobile data: no date library, and one
// request fills the page. The reply form validates with the contract's schemas (zod and the form
// library come with it), the same form as the invitation and public event pages.

const cardSx = {
  overflow: "hidden",
  borderRadius: { xs: 0, sm: 4 },
  borderWidth: { xs: 0, sm: 1 },
} as const;

/** /rsvp/:token: a guest's personal reply page, without an account. */
export default function RsvpPage() {
  const { token = "" } = useParams();
  const [searchParams] = useSearchParams();
  const query = useRsvpView(token);
  const view = query.data;

  if (query.isError || !token) return <GuestPageError pageName="RSVP" error={query.error} />;

  if (!view) return <GuestPageSkeleton pageName="RSVP" bannerHeight={{ xs: 200, sm: 300 }} />;

  return (
    <Box sx={{ bgcolor: { sm: "background.default" }, py: { xs: 0, sm: 4 } }}>
      <title>{`RSVP: ${view.event.title} · EventHub`}</title>
      <Container sx={{ maxWidth: { sm: 720 }, px: { xs: 0, sm: 3 } }}>
        {searchParams.get("unsubscribe") === "1" && <RsvpUnsubscribeCard token={token} />}
        <Paper variant="outlined" sx={cardSx}>
          <RsvpEventFacts event={view.event} />
        </Paper>
        <Paper
          component="section"
          aria-labelledby="reply-heading"
          variant="outlined"
          sx={{
            ...cardSx,
            mt: { xs: 0, sm: 3 },
            p: { xs: 2.5, sm: 4 },
            borderTop: { xs: 8, sm: 1 },
            borderColor: { xs: "background.default", sm: "divider" },
          }}
        >
          <RsvpReplySection token={token} view={view} />
        </Paper>
        <Paper
          variant="outlined"
          sx={{
            ...cardSx,
            mt: { xs: 0, sm: 3 },
            p: { xs: 2.5, sm: 4 },
            borderTop: { xs: 8, sm: 1 },
            borderColor: { xs: "background.default", sm: "divider" },
          }}
        >
          <RsvpCalendarLinks token={token} event={view.event} />
        </Paper>
      </Container>
    </Box>
  );
}
