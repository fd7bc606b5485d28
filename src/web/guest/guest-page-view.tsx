import type { GuestPageInput } from "../../contract/guest-pages.ts";
import { PublicEventPage } from "../features/events/public-event-page.tsx";
import { PublicEventsPage } from "../features/events/public-events-page.tsx";
import { HomePage } from "../features/home/home-page.tsx";
import { NewsUnsubscribePage } from "../features/news/news-unsubscribe-page.tsx";
import { GuestPageProblem } from "../features/rsvp/guest-page-states.tsx";
import { InvitePage } from "../features/rsvp/invite-page.tsx";
import { RsvpPage } from "../features/rsvp/rsvp-page.tsx";

/** The page component for what the server loaded. */
export function GuestPageView({ page, user }: Pick<GuestPageInput, "page" | "user">) {
  switch (page.kind) {
    case "home":
      return <HomePage page={page} signedIn={Boolean(user)} />;
    case "events":
      return <PublicEventsPage page={page} />;
    case "event":
      return <PublicEventPage page={page} />;
    case "rsvp":
      return <RsvpPage page={page} />;
    case "invite":
      return <InvitePage page={page} />;
    case "news-unsubscribe":
      return <NewsUnsubscribePage page={page} />;
    case "problem":
      return <GuestPageProblem page={page} />;
  }
}
