import LinkOffIcon from "@mui/icons-material/LinkOff";
import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useParams, useSearchParams } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { ApiError } from "../../lib/api-client.ts";
import { RsvpCalendarLinks } from "./rsvp-calendar-links.tsx";
import { RsvpEventFacts } from "./rsvp-event-facts.tsx";
import { RsvpReplySection } from "./rsvp-reply-section.tsx";
import { RsvpUnsubscribeCard } from "./rsvp-unsubscribe-card.tsx";
import { useRsvpView } from "./use-rsvp-view.ts";

// A guest opens this from a chat app on a phone, often on mobile data: no form library, no zod
// schemas, no date library; one request fills the page.

// Read by screen readers, not shown (the usual clip pattern).
const visuallyHidden = {
  position: "absolute",
  width: "1px",
  height: "1px",
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

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

  if (query.isError || !token) {
    const message =
      query.error instanceof ApiError && query.error.status < 500 && query.error.status !== 0
        ? query.error.message
        : "Failed to load data";
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 } }}>
        <title>RSVP · EventHub</title>
        {/* The panel's own heading is an h2; the page still needs its h1 for screen-reader navigation. */}
        <Typography component="h1" sx={visuallyHidden}>
          RSVP
        </Typography>
        <EmptyState role="alert" icon={<LinkOffIcon />} title={message} headingLevel="h2" />
      </Container>
    );
  }

  if (!view) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 0, sm: 4 }, px: { xs: 0, sm: 3 } }} aria-busy="true">
        <title>RSVP · EventHub</title>
        <Skeleton variant="rectangular" sx={{ height: { xs: 200, sm: 300 } }} />
        <Box sx={{ p: 2.5 }}>
          <Skeleton variant="text" width="70%" height={48} />
          <Skeleton variant="text" width="55%" />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="rounded" height={96} sx={{ mt: 3 }} />
        </Box>
      </Container>
    );
  }

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
