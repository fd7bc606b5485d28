import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Container from "@mui/material/Container";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { GuestAnnouncements } from "../../components/guest-announcements.tsx";
import { OpenReplySection } from "../../components/open-reply-section.tsx";
import { PublicPhotoGrid } from "../../components/public-photo-grid.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { EventBanner } from "./event-banner.tsx";
import { EventSummary } from "./event-summary.tsx";
import { PublicEventSection } from "./public-event-section.tsx";
import { PublicVenueSection } from "./public-venue-section.tsx";

/**
 * /events/:eventId: what a guest needs to know about a public event, and 'Register for Event' as a
 * form on the page itself. Rendered on the server; works before and without its script.
 */
export function PublicEventPage({ page }: { page: Extract<GuestPage, { kind: "event" }> }) {
  const { event, openForm, register, photos } = page;
  const pagePath = `/events/${event.id}`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 0, sm: 3, md: 5 }, px: { xs: 0, sm: 3 } }}>
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
          height={{ xs: 200, md: 340 }}
          gradientHeight={{ xs: 120, md: 220 }}
          priority
        />
        <Box sx={{ p: { xs: 2.5, sm: 4 } }}>
          <EventSummary event={event} hostName={event.hostName} />
          {openForm && (
            <Button
              href="#reply"
              variant="contained"
              color="secondary"
              size="large"
              sx={{ mt: 3, width: { xs: "100%", sm: "auto" } }}
            >
              Register for Event
            </Button>
          )}
          <Box component="section" aria-labelledby="about-event" sx={{ mt: 4 }}>
            <Typography id="about-event" component="h2" variant="h6" sx={{ mb: 1 }}>
              About this event
            </Typography>
            <Typography sx={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere", lineHeight: 1.7 }}>
              {event.description}
            </Typography>
          </Box>
        </Box>
        <PublicVenueSection venue={page.venue} />
        {openForm && (
          <Box
            component="section"
            id="reply"
            aria-labelledby="reply-heading"
            sx={{ p: { xs: 2.5, sm: 4 }, borderTop: 1, borderColor: "divider", scrollMarginTop: 72 }}
          >
            <Typography variant="body2" sx={{ color: "text.secondary", mb: 1 }}>
              Registration is free.
            </Typography>
            <OpenReplySection
              pagePath={pagePath}
              options={openForm}
              state={register}
              heading="Register for Event"
              submitLabel="Register"
              preselectAttending
              parts={page.openParts}
            />
          </Box>
        )}
        <GuestAnnouncements
          announcements={page.announcements}
          sx={{ borderWidth: 0, borderTop: 1, borderColor: "divider", borderRadius: 0 }}
        />
        {photos.length > 0 && (
          <PublicEventSection headingId="photos-heading" title="Photos">
            <PublicPhotoGrid photos={photos} eventTitle={event.title} />
          </PublicEventSection>
        )}
        <Box sx={{ p: { xs: 2.5, sm: 4 }, pt: photos.length > 0 ? 0 : undefined }}>
          <Button href="/" variant="outlined" startIcon={<ArrowBackIcon />}>
            Back to Home
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
