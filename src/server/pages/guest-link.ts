import type { Context } from "hono";
import type { ReplyFormState, ReplyMode } from "../../contract/guest-pages.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import type { Services } from "../services.ts";
import type { FeedOutcome, GuestPages, LoadedPage, PhotoOutcome } from "./guest-pages.ts";

// A guest's personal link comes in two forms with one page behind them: the reply link
// `/rsvp/{token}`, and the invitation's `/invite/{code}/{token}`, which shows the same reply inside
// the invitation's art. The routes are written once for both (guest-page-routes.ts); what differs
// between the two forms is here.

/** The route paths of both forms of a guest's link, with what follows the token (`/photos`…). */
export const guestLinkPaths = (rest = ""): string[] => [`/rsvp/:token${rest}`, `/invite/:code/:token${rest}`];

/** What the link's page shows of the reply. `unsubscribe` only on the reply link's page. */
export type LinkPageState = {
  mode: ReplyMode;
  form: ReplyFormState | null;
  unsubscribe: "ask" | "done" | null;
};

export type GuestLink = {
  token: string;
  /** The page's own address, where a kept post sends the browser back. */
  path: string;
  /** The page's name on its problem pages. */
  pageName: "RSVP" | "Invitation";
  /**
   * Whether the token may act through this link: an invitation's link must name a guest of the
   * invitation's event, as when its page is read; a reply link is its token alone.
   */
  belongs(): Promise<boolean>;
  /** The guest's reply as this link shows it; throws for a bad link. */
  view(): Promise<RsvpView>;
  /** The link's page. `known`: the reply view when the caller has it already (a saved reply). */
  page(
    state: LinkPageState,
    extra?: { known?: RsvpView; photos?: PhotoOutcome; feed?: FeedOutcome },
  ): Promise<LoadedPage>;
};

/** The page name of the link a request came through, known from its path alone (for middleware). */
export const linkPageName = (c: Context): GuestLink["pageName"] =>
  c.req.param("code") === undefined ? "RSVP" : "Invitation";

/** Resolves the link of a request on one of `guestLinkPaths`: its token, and its invitation's code if any. */
export function createGuestLinks(services: Pick<Services, "rsvp" | "invitations">, pages: GuestPages) {
  const { rsvp, invitations } = services;
  const noOpenReply = { sent: null, form: null };

  return (c: Context): GuestLink => {
    const token = c.req.param("token") ?? "";
    const code = c.req.param("code");
    if (code === undefined) {
      return {
        token,
        path: `/rsvp/${encodeURIComponent(token)}`,
        pageName: "RSVP",
        belongs: async () => true,
        view: () => rsvp.viewByToken(token),
        page: (state, extra = {}) => pages.rsvp(token, state, extra.known, extra.photos, extra.feed),
      };
    }
    const view = async () => (await invitations.publicPage(code, { token })).rsvp;
    return {
      token,
      path: `/invite/${encodeURIComponent(code)}/${encodeURIComponent(token)}`,
      pageName: "Invitation",
      belongs: () =>
        view().then(
          () => true,
          () => false,
        ),
      view,
      // The invitation's page reads the invitation with the reply: a known view saves nothing.
      page: ({ mode, form }, extra = {}) =>
        pages.invite(code, token, { mode, form, open: noOpenReply }, extra.photos, extra.feed),
    };
  };
}
