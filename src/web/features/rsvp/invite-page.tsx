import Paper from "@mui/material/Paper";
import type { GuestPage } from "../../../contract/guest-pages.ts";
import { GuestAnnouncements } from "../../components/guest-announcements.tsx";
import { OpenReplySection } from "../../components/open-reply-section.tsx";
import { guestCardSx, nextGuestCardSx } from "./guest-card-styles.ts";
import { GuestGoingCard } from "./guest-going-card.tsx";
import { CalendarCard, GuestPageFrame, ReplyCard } from "./guest-page-frame.tsx";
import { GuestPassCard } from "./guest-pass-card.tsx";
import { GuestPhotoCard } from "./guest-photo-card.tsx";
import { GuestVenueCard } from "./guest-venue-card.tsx";
import { InviteHeadline, InviteMessage } from "./invite-card.tsx";
import { InvitePreviewFence } from "./invite-preview-fence.tsx";
import { RsvpEventDetails } from "./rsvp-event-facts.tsx";
import { RsvpReplySection } from "./rsvp-reply-section.tsx";

/**
 * /invite/:code (the shared link: anyone replies with name and e-mail) and /invite/:code/:token
 * (a guest's own): the invitation (the event's title, date and place over its art), the reply right
 * under it, then the host's message and the rest of the event.
 */
export function InvitePage({ page }: { page: Extract<GuestPage, { kind: "invite" }> }) {
  const { code, token, invitation, view, mode, form, open, photos } = page;
  const codePath = `/invite/${encodeURIComponent(code)}`;
  const pagePath = token ? `${codePath}/${encodeURIComponent(token)}` : codePath;
  return (
    <GuestPageFrame>
      <InvitePreviewFence preview={page.preview === true}>
        <Paper variant="outlined" sx={guestCardSx}>
          <InviteHeadline invitation={invitation} event={view.event} />
        </Paper>
        <ReplyCard>
          {token ? (
            <RsvpReplySection pagePath={pagePath} token={token} view={view} mode={mode} form={form} />
          ) : (
            <OpenReplySection
              pagePath={pagePath}
              options={view.form}
              state={open}
              heading="Will you join?"
              parts={view.parts}
            />
          )}
        </ReplyCard>
        <GuestPassCard pass={page.pass} />
        <GuestGoingCard going={page.going} />
        <Paper variant="outlined" sx={nextGuestCardSx}>
          <InviteMessage invitation={invitation} />
          {/* The title, date and place are over the art already: here the map link, host and the rest. */}
          <RsvpEventDetails event={view.event} />
        </Paper>
        <GuestVenueCard venue={page.venue} />
        <GuestAnnouncements announcements={page.announcements} pagePath={pagePath} sx={nextGuestCardSx} />
        <GuestPhotoCard pagePath={pagePath} photos={photos} />
        {mode !== "saved" && <CalendarCard token={token ?? undefined} view={view} />}
      </InvitePreviewFence>
    </GuestPageFrame>
  );
}
