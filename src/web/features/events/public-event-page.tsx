import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ErrorOutlinedIcon from "@mui/icons-material/ErrorOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, Suspense, useState } from "react";
import { Link as RouterLink, useParams } from "react-router";
import { EmptyState } from "../../components/empty-state.tsx";
import { useEvent } from "../../lib/use-event.ts";
import { bannerSrc, bannerSrcSet } from "./banner-sources.ts";
import { EventBanner } from "./event-banner.tsx";
import { eventLoadMessages, eventLoadProblem } from "./event-load-error.ts";
import { EventSummary } from "./event-summary.tsx";

// A public landing page, often the first one a guest opens: keep its imports few and free of the
// dashboard's weight (no zod, no forms, no date library).

// The registration form (zod, form library) loads only when someone presses the button.
const OpenRsvpForm = lazy(() => import("./open-rsvp-form.tsx"));

function BackToHome() {
  return (
    <Button component={RouterLink} to="/" variant="outlined" startIcon={<ArrowBackIcon />}>
      Back to Home
    </Button>
  );
}

/** /events/:eventId: what a guest needs to know about a public event. */
export default function PublicEventPage() {
  const { eventId } = useParams();
  const query = useEvent(eventId);
  const event = query.data;
  // Mounted on first press, then kept, so the dialog can fade out when closed.
  const [registering, setRegistering] = useState<boolean | null>(null);

  if (!eventId || query.isError) {
    const problem = eventId ? eventLoadProblem(query.error) : "notFound";
    return (
      <Container maxWidth="md" sx={{ py: { xs: 4, md: 8 } }}>
        <title>{`${eventLoadMessages[problem]} · EventHub`}</title>
        <EmptyState
          role="alert"
          icon={problem === "private" ? <LockOutlinedIcon /> : <ErrorOutlinedIcon />}
          title={eventLoadMessages[problem]}
          description={
            problem === "private"
              ? "Its host has not made it public. If you were invited, use the link in your invitation."
              : "The link may be mistyped, or the event may have been removed."
          }
          action={
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: "center", flexWrap: "wrap" }}>
              <BackToHome />
              <Button component={RouterLink} to="/events" variant="contained">
                Browse Events
              </Button>
            </Stack>
          }
        />
      </Container>
    );
  }

  if (!event) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 2, md: 5 } }} aria-busy="true">
        <Skeleton variant="rounded" sx={{ height: { xs: 200, md: 340 }, mb: 3 }} />
        <Skeleton variant="text" width="70%" height={56} />
        <Skeleton variant="text" width="45%" />
        <Skeleton variant="text" width="35%" />
      </Container>
    );
  }

  return (
    <Container maxWidth="md" sx={{ py: { xs: 0, sm: 3, md: 5 }, px: { xs: 0, sm: 3 } }}>
      <title>{`${event.title} · EventHub`}</title>
      <Paper
        variant="outlined"
        sx={{
          overflow: "hidden",
          borderRadius: { xs: 0, sm: 3 },
          // Edge to edge on phones, a card on larger screens.
          borderWidth: { xs: 0, sm: 1 },
        }}
      >
        <EventBanner
          src={event.bannerUrl ? bannerSrc(event.bannerUrl, 1280) : null}
          srcSet={event.bannerUrl ? bannerSrcSet(event.bannerUrl) : undefined}
          sizes="(min-width: 900px) 852px, 100vw"
          alt={`Banner for ${event.title}`}
          height={{ xs: 220, md: 340 }}
          gradientHeight={{ xs: 160, md: 220 }}
          priority
        />
        <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
          <EventSummary
            title={event.title}
            date={event.date}
            time={event.time}
            timeZone={event.timeZone}
            location={event.location}
            isPublic={event.isPublic}
            hostName={event.hostName}
          />
          <Box component="section" aria-labelledby="about-event" sx={{ mt: 4 }}>
            <Typography id="about-event" component="h2" variant="h6" sx={{ mb: 1 }}>
              About this event
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7 }}>
              {event.description}
            </Typography>
          </Box>
          <Stack
            direction={{ xs: "column", sm: "row" }}
            spacing={1.5}
            sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: "divider", alignItems: { sm: "center" } }}
          >
            <Button variant="contained" color="secondary" size="large" onClick={() => setRegistering(true)}>
              Register for Event
            </Button>
            <Typography variant="body2" sx={{ color: "text.secondary", flexGrow: 1 }}>
              Registration is free.
            </Typography>
            <BackToHome />
          </Stack>
          {registering !== null && (
            <Suspense fallback={null}>
              <OpenRsvpForm
                eventId={event.id}
                eventTitle={event.title}
                open={registering}
                onClose={() => setRegistering(false)}
              />
            </Suspense>
          )}
        </Box>
      </Paper>
    </Container>
  );
}
