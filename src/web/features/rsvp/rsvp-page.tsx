import Paper from "@mui/material/Paper";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { GuestAnnouncements } from "../../components/guest-announcements.tsx";
import { guestCardSx, nextGuestCardSx } from "./guest-card-styles.ts";
import { GuestGoingCard } from "./guest-going-card.tsx";
import { CalendarCard, GuestPageFrame, ReplyCard } from "./guest-page-frame.tsx";
import { GuestPassCard } from "./guest-pass-card.tsx";
import { GuestPhotoCard } from "./guest-photo-card.tsx";
import { GuestVenueCard } from "./guest-venue-card.tsx";
import { RsvpEventDetails, RsvpEventHeadline } from "./rsvp-event-facts.tsx";
import { RsvpForgetMeCard } from "./rsvp-forget-me-card.tsx";
import { RsvpReplySection } from "./rsvp-reply-section.tsx";
import { RsvpUnsubscribeCard } from "./rsvp-unsubscribe-card.tsx";

/**
 * /rsvp/:token: a guest's personal reply page, without an account. Rendered on the server; on a
 * phone the title, the date and the reply fit the first screen, the rest of the event follows.
 */
export function RsvpPage({ page }: { page: Extract<GuestPage, { kind: "rsvp" }> }) {
  const { token, view, mode, form, unsubscribe, photos } = page;
  const pagePath = `/rsvp/${encodeURIComponent(token)}`;
  return (
    <GuestPageFrame>
      {unsubscribe && <RsvpUnsubscribeCard pagePath={pagePath} done={unsubscribe === "done"} />}
      <Paper variant="outlined" sx={guestCardSx}>
        <RsvpEventHeadline event={view.event} />
      </Paper>
      <ReplyCard>
        <RsvpReplySection pagePath={pagePath} token={token} view={view} mode={mode} form={form} />
      </ReplyCard>
      <GuestPassCard pass={page.pass} />
      <GuestGoingCard going={page.going} />
      <Paper variant="outlined" sx={nextGuestCardSx}>
        <RsvpEventDetails event={view.event} />
      </Paper>
      <GuestVenueCard venue={page.venue} />
      <GuestAnnouncements announcements={page.announcements} pagePath={pagePath} sx={nextGuestCardSx} />
      <GuestPhotoCard pagePath={pagePath} photos={photos} />
      {mode !== "saved" && <CalendarCard token={token} view={view} />}
      <RsvpForgetMeCard pagePath={pagePath} />
    </GuestPageFrame>
  );
}
