import Box from "@mui/material/Box";
import Container from "@mui/material/Container";
import Grid from "@mui/material/Grid";
import Pagination from "@mui/material/Pagination";
import PaginationItem from "@mui/material/PaginationItem";
import Typography from "@mui/material/Typography";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { EventCard } from "../../components/event-card.tsx";
import { HeroBand } from "../../components/hero-band.tsx";
import { NoEventsState } from "../../components/no-events-state.tsx";
import { SearchForm } from "../../components/search-form.tsx";
import { bannerSrc, bannerSrcSet } from "../../lib/banner-sources.ts";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { NoMatchingEvents } from "./no-matching-events.tsx";

const gridSizes = { xs: 12, sm: 6, md: 4 } as const;

/** The query string for a page, keeping the search; page 1 is left out so links stay canonical. */
function pageHref(search: string, page: number): string {
  const params = new URLSearchParams();
  if (search) params.set("search", search);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/events?${query}` : "/events";
}

/**
 * /events: upcoming public events, soonest first, 12 a page, with search (both in the URL).
 * Rendered on the server: the search is a GET form and the pages are links.
 */
export function PublicEventsPage({
  page: { list: data, search },
}: {
  page: Extract<GuestPage, { kind: "events" }>;
}) {
  const pageCount = Math.ceil(data.total / data.pageSize);
  const page = data.page;
  return (
    <>
      <HeroBand maxWidth="lg" pt={{ xs: 4, md: 7 }} pb={{ xs: 8, md: 10 }}>
        <Typography variant="h3" component="h1" sx={{ mb: 1 }}>
          Upcoming Events
        </Typography>
        <Typography sx={{ color: "rgba(255, 255, 255, 0.88)", fontSize: { md: "1.15rem" }, maxWidth: 640 }}>
          Browse public events and find something to join.
        </Typography>
      </HeroBand>
      <Container maxWidth="lg" sx={{ mt: { xs: -5, md: -6 }, pb: { xs: 5, md: 8 } }}>
        <Box sx={{ bgcolor: "background.paper", borderRadius: 2, boxShadow: 3, mb: { xs: 3, md: 4 } }}>
          <SearchForm
            action="/events"
            value={search}
            label="Search events"
            placeholder="Search events by title or location"
          />
        </Box>

        {data.items.length === 0 ? (
          search ? (
            <NoMatchingEvents clear={{ href: "/events" }} />
          ) : (
            <NoEventsState
              title="No upcoming events"
              description="There are no public events on the calendar right now. Why not host the next one?"
            />
          )
        ) : (
          <>
            <Typography role="status" variant="body2" sx={{ color: "text.secondary", mb: 2 }}>
              {data.total === 1 ? "1 upcoming event" : `${data.total} upcoming events`}
              {search ? ` matching “${search}”` : ""}
            </Typography>
            <Grid container spacing={3}>
              {data.items.map((event) => (
                <Grid key={event.id} size={gridSizes}>
                  <EventCard
                    title={event.title}
                    href={`/events/${event.id}`}
                    imageUrl={event.bannerUrl ? bannerSrc(event.bannerUrl, 640) : null}
                    imageSrcSet={event.bannerUrl ? bannerSrcSet(event.bannerUrl) : undefined}
                    dateLabel={formatEventWhenShort(event.date, event.time, event.timeZone)}
                    location={event.location}
                    subtitle={`Hosted by ${event.hostName}`}
                    chipLabel={event.isPublic ? "Public" : undefined}
                  />
                </Grid>
              ))}
            </Grid>
            {pageCount > 1 && (
              <Box sx={{ display: "flex", justifyContent: "center", mt: 5 }}>
                <Pagination
                  aria-label="Event pages"
                  page={Math.min(page, pageCount)}
                  count={pageCount}
                  color="primary"
                  siblingCount={0}
                  renderItem={(item) => (
                    <PaginationItem component="a" href={pageHref(search, item.page ?? 1)} {...item} />
                  )}
                />
              </Box>
            )}
          </>
        )}
      </Container>
    </>
  );
}
