import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { GuestPass } from "../../contract/check-in.ts";
import { formatEventDateShort } from "../../contract/event-dates.ts";
import { eventLoadMessages } from "../../contract/event-messages.ts";
import { publicEventsQuerySchema } from "../../contract/events.ts";
import type { GuestAnnouncements } from "../../contract/feed.ts";
import type { GuestPhotoState } from "../../contract/gallery.ts";
import type { GuestPage, OpenReplyState, ReplyFormState, ReplyMode } from "../../contract/guest-pages.ts";
import type { InvitationPage, InvitationPreviewInput } from "../../contract/invitations.ts";
import { profileMessages } from "../../contract/profile.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { AppError, statusOf } from "../http/app-error.ts";
import type { PageMeta } from "../http/page-meta.ts";
import type { Services } from "../services.ts";
import { eventPageMeta } from "./event-page-meta.ts";

// What each guest page shows, loaded from the services the API uses, with its link preview and
// its status. The routes (guest-page-routes.ts) decide what a post does; this file only reads.

export type LoadedPage = {
  page: GuestPage;
  status: ContentfulStatusCode;
  meta: Omit<PageMeta, "url">;
  /** The page's first picture, preloaded. */
  image?: { href: string; srcSet: string; sizes: string };
};

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const widths = [320, 640, 1280, 1920];
const sized = (url: string, w: number) => `${url}${url.includes("?") ? "&" : "?"}w=${w}`;
const srcSet = (url: string) => widths.map((w) => `${sized(url, w)} ${w}w`).join(", ");

const defaultDescription =
  "EventHub: create events, manage guests and RSVPs, send invitations and share photos.";

/** A page that cannot show what was asked: the service's own words for a bad link. */
export function problemPage(error: unknown, pageName: string): LoadedPage {
  if (!(error instanceof AppError) || error.code === "internal") throw error;
  const icon = error.code === "forbidden" ? "lock" : "link";
  return {
    page: { kind: "problem", pageName, title: error.message, description: null, icon },
    status: statusOf[error.code],
    meta: { title: pageName, description: defaultDescription },
  };
}

/** After a guest asked to be forgotten: their link no longer opens anything, so the page says what happened. */
export function forgottenPage(): LoadedPage {
  return {
    page: {
      kind: "problem",
      pageName: "RSVP",
      title: profileMessages.forgetMeDone,
      description: "The host has been told. This link no longer works.",
      icon: "link",
    },
    status: 200,
    meta: { title: "RSVP", description: defaultDescription },
  };
}

/** After a guest's photo post: how many were kept (the form says thank you), or what went wrong. */
export type PhotoOutcome = { sent: string | null; problem: string | null };
const noOutcome: PhotoOutcome = { sent: null, problem: null };

/** After a guest's like or comment: on which post, and the thank-you or why it was refused. */
export type FeedOutcome = GuestAnnouncements["outcome"];

export function createGuestPages(services: Services, publicUrl: string) {
  const { events, rsvp, invitations, gallery, feed, venues, guests, checkIn } = services;

  /** The pass of the guest whose link this is, when they are attending and the event has check-in. */
  async function passOf(token: string): Promise<GuestPass | null> {
    const guest = await guests.byToken(token);
    return guest ? checkIn.passForPage(guest) : null;
  }

  async function announcements(
    event: { id: string; isPublic?: boolean; timeZone: string },
    token: string | null,
    outcome: FeedOutcome = null,
  ): Promise<GuestAnnouncements> {
    return { ...(await feed.announcements(event, token)), outcome, timeZone: event.timeZone };
  }

  async function photoState(eventId: string, outcome: PhotoOutcome): Promise<GuestPhotoState> {
    return (await gallery.guestUploadsOpen(eventId)) ? { enabled: true, ...outcome } : { enabled: false };
  }

  return {
    async home(user: CurrentUser | null): Promise<LoadedPage> {
      const upcoming = await events.listUpcoming(user, { page: 1, limit: 3 });
      return {
        page: { kind: "home", upcoming: upcoming.items },
        status: 200,
        meta: { title: "Create and manage beautiful events effortlessly", description: defaultDescription },
      };
    },

    async events(user: CurrentUser | null, query: Record<string, string>): Promise<LoadedPage> {
      const parsed = publicEventsQuerySchema.safeParse(query);
      const { search = "", page = 1 } = parsed.success ? parsed.data : {};
      const list = await events.listUpcoming(user, { search, page });
      return {
        page: { kind: "events", list, search },
        status: 200,
        meta: { title: "Upcoming Events", description: "Browse public events and find something to join." },
      };
    },

    async event(user: CurrentUser | null, id: string, register: OpenReplyState): Promise<LoadedPage> {
      const notFound = {
        page: {
          kind: "problem",
          pageName: "Event",
          title: eventLoadMessages.notFound,
          description: "The link may be mistyped, or the event may have been removed.",
          icon: "error",
        },
        status: 404,
        meta: { title: eventLoadMessages.notFound, description: defaultDescription },
      } satisfies LoadedPage;
      if (!uuid.test(id)) return notFound;
      try {
        const { event, row } = await events.readable(user, id);
        const openForm = rsvp.openFormOf(row);
        const [photos, posts, venue, openParts] = await Promise.all([
          gallery.publicPhotos(event),
          announcements(event, null),
          venues.forGuestPage(event.id),
          openForm ? rsvp.openPartsOf(row) : [],
        ]);
        const meta = eventPageMeta(event, publicUrl);
        return {
          page: { kind: "event", event, openForm, openParts, register, photos, announcements: posts, venue },
          // The registration form again with its fields' messages.
          status: register.form ? 422 : 200,
          meta: { title: meta.title, description: meta.description, image: meta.image },
          image: event.bannerUrl
            ? {
                href: sized(event.bannerUrl, 1280),
                srcSet: srcSet(event.bannerUrl),
                sizes: "(min-width: 900px) 852px, 100vw",
              }
            : undefined,
        };
      } catch (error) {
        if (error instanceof AppError && error.code === "forbidden") {
          return {
            page: {
              kind: "problem",
              pageName: "Event",
              title: eventLoadMessages.private,
              description:
                "Its host has not made it public. If you were invited, use the link in your invitation.",
              icon: "lock",
            },
            status: 403,
            meta: { title: eventLoadMessages.private, description: defaultDescription },
          };
        }
        if (error instanceof AppError && error.code === "not_found") return notFound;
        // A deleted event says it was cancelled (410), in the service's words.
        return problemPage(error, "Event");
      }
    },

    async rsvp(
      token: string,
      state: { mode: ReplyMode; form: ReplyFormState | null; unsubscribe: "ask" | "done" | null },
      /** The view when the caller has it already (the answer of a saved reply). */
      known?: RsvpView,
      photoOutcome: PhotoOutcome = noOutcome,
      feedOutcome: FeedOutcome = null,
    ): Promise<LoadedPage> {
      try {
        const view = known ?? (await rsvp.viewByToken(token));
        const [photos, posts, venue, pass, going] = await Promise.all([
          photoState(view.event.id, photoOutcome),
          announcements(view.event, token, feedOutcome),
          venues.forGuestPage(view.event.id),
          passOf(token),
          rsvp.whoIsComing(view.event.id),
        ]);
        return {
          page: { kind: "rsvp", token, view, ...state, photos, announcements: posts, venue, pass, going },
          status: state.form || photoOutcome.problem || feedOutcome?.problem ? 422 : 200,
          meta: {
            title: `RSVP: ${view.event.title}`,
            description: `Reply to your invitation to ${view.event.title}.`,
          },
          image: view.event.bannerUrl
            ? {
                href: sized(view.event.bannerUrl, 640),
                srcSet: srcSet(view.event.bannerUrl),
                sizes: "(min-width: 720px) 720px, 100vw",
              }
            : undefined,
        };
      } catch (error) {
        return problemPage(error, "RSVP");
      }
    },

    async invite(
      code: string,
      token: string | null,
      state: { mode: ReplyMode; form: ReplyFormState | null; open: OpenReplyState },
      photoOutcome: PhotoOutcome = noOutcome,
      feedOutcome: FeedOutcome = null,
    ): Promise<LoadedPage> {
      try {
        return await invitePage(
          code,
          token,
          await invitations.publicPage(code, token ? { token } : {}),
          state,
          photoOutcome,
          feedOutcome,
        );
      } catch (error) {
        return problemPage(error, "Invitation");
      }
    },

    /**
     * The host's preview of an unsaved invitation's page, as one guest's link (or the shared link)
     * will show it, under a banner saying so, with its forms turned off: a preview answers nothing.
     */
    async invitePreview(actor: CurrentUser | null, input: InvitationPreviewInput): Promise<LoadedPage> {
      try {
        if (!actor) throw new AppError("unauthenticated", "You must be logged in");
        const { token, ...data } = await invitations.previewPage(actor, input);
        const loaded = await invitePage("PREVIEW0", token, data, {
          mode: "answer",
          form: null,
          open: { sent: null, form: null },
        });
        if (loaded.page.kind === "invite") loaded.page.preview = true;
        return loaded;
      } catch (error) {
        return problemPage(error, "Invitation preview");
      }
    },
  };

  async function invitePage(
    code: string,
    token: string | null,
    { invitation, rsvp: view }: { invitation: InvitationPage; rsvp: RsvpView },
    state: { mode: ReplyMode; form: ReplyFormState | null; open: OpenReplyState },
    photoOutcome: PhotoOutcome = noOutcome,
    feedOutcome: FeedOutcome = null,
  ): Promise<LoadedPage> {
    const art = invitation.artUrl;
    const when = formatEventDateShort(view.event.date, view.event.time);
    // Only a guest's own link adds photos: the shared link has no one to credit them to.
    const photos: GuestPhotoState = token
      ? await photoState(view.event.id, photoOutcome)
      : { enabled: false };
    const [posts, venue, pass, going] = await Promise.all([
      announcements(view.event, token, feedOutcome),
      venues.forGuestPage(view.event.id),
      token ? passOf(token) : null,
      // Only an invited guest's own link: the shared link is open to whoever has it.
      token ? rsvp.whoIsComing(view.event.id) : null,
    ]);
    return {
      page: {
        kind: "invite",
        code,
        token,
        invitation,
        view,
        ...state,
        photos,
        announcements: posts,
        venue,
        pass,
        going,
      },
      status: state.form || state.open.form || photoOutcome.problem || feedOutcome?.problem ? 422 : 200,
      // The link preview carries the event's facts as text, and the art the invitation wears.
      meta: {
        title: invitation.title,
        description: `You are invited to ${view.event.title}: ${when} · ${view.event.location}.`,
        image: art ? `${publicUrl}${sized(art, 1280)}` : undefined,
      },
      image: art
        ? { href: sized(art, 640), srcSet: srcSet(art), sizes: "(min-width: 720px) 720px, 100vw" }
        : undefined,
    };
  }
}

export type GuestPages = ReturnType<typeof createGuestPages>;
