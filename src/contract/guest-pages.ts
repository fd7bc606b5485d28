import type { GuestPass } from "./check-in.ts";
import type { Event, PublicEventsPage } from "./events.ts";
import type { GuestAnnouncements } from "./feed.ts";
import type { GuestPhotoState, PublicPhoto } from "./gallery.ts";
import type { InvitationPage } from "./invitations.ts";
import type { PersonAnswer } from "./party.ts";
import type { ReplyPart } from "./reply-parts.ts";
import type { RsvpResponse, RsvpView } from "./rsvp.ts";
import type { Venue } from "./venues.ts";

// What the server hands the guest pages' renderer (src/web/guest/render.tsx): everything a page
// shows, already loaded, so the page renders in one pass with no fetching (docs/architecture.md, "Two kinds
// of page"). The server owns the data and the form's outcome; the renderer owns the markup.

/** Who is coming, on a guest's reply page, as its host chose to show it. */
export type WhoIsComing = {
  /** Attending guests with their +1s. */
  count: number;
  /** First names of attending guests (the earliest replies), or null when the host shows only the number. */
  firstNames: string[] | null;
  /** Attending guests beyond the names listed. */
  moreNames: number;
};

export const goingCountText = (n: number) => (n === 0 ? "Nobody has said yes yet" : `${n} going`);

/** "Ravi, Meena and Asha", then "and 3 more" beyond the names listed. */
export function goingNamesText(names: string[], more: number): string {
  if (more > 0) return `${names.join(", ")} and ${more} more`;
  if (names.length === 1) return names[0];
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
}

/** The reply form's fields as the guest typed them (a rejected post shows them again). */
export type ReplyValues = {
  response: RsvpResponse | null;
  plusOnes: string[];
  /** Each +1's meal and dietary needs, in the order of `plusOnes`. */
  plusOneAnswers: PersonAnswer[];
  /** The guest's own. */
  mealChoice: string | null;
  dietaryNotes: string;
  noteToHost: string;
  /** Only asked of someone replying without a personal link. */
  name?: string;
  email?: string;
  /**
   * At an event in parts: the answer per part (attending null: not answered yet) and how many of
   * the party come to it; an open registration lists the parts chosen, each attending.
   */
  parts?: { partId: string; attending: boolean | null; party: number }[];
};

/** A reply form after a post: what was typed, the per-field messages and a message for the form. */
export type ReplyFormState = {
  values: ReplyValues;
  /** Field path ("email", "plusOnes.0", "plusOneAnswers.0.mealChoice") → message. */
  errors: Record<string, string>;
  problem: string | null;
};

/** The signed-in visitor, for the header (null for guests). */
export type GuestPageUser = { name: string; image: string | null } | null;

/** The personal reply section: the form, the saved answer, or the answer just sent. */
export type ReplyMode = "form" | "answer" | "saved";

/** An open reply (no personal link): the form, or the neutral answer after sending. */
export type OpenReplyState = { sent: string | null; form: ReplyFormState | null };

/**
 * What the reply page (/rsvp) and the invitation page (/invite) both show around the reply. The
 * shared invitation link, which has no guest behind it, has no photo form, pass or "who is
 * coming", and its readers cannot like or comment on the posts.
 */
type GuestReplyPage = {
  view: RsvpView;
  mode: ReplyMode;
  form: ReplyFormState | null;
  /** The guest's photo form, when the host collects photos. */
  photos: GuestPhotoState;
  /** The event's public feed posts; the guest likes and comments on them (unless the host said no). */
  announcements: GuestAnnouncements;
  venue: Venue | null;
  /** The guest's check-in pass, while they are attending (events with the check-in tool). */
  pass: GuestPass | null;
  /** Who is coming, when the host shows it (RSVP settings); null otherwise. */
  going: WhoIsComing | null;
};

export type GuestPage =
  | { kind: "home"; upcoming: Event[] }
  | { kind: "events"; list: PublicEventsPage; search: string }
  | {
      kind: "event";
      event: Event;
      /** The public reply form's options, or null when the event takes no open replies. */
      openForm: RsvpView["form"] | null;
      /** At an event in parts taking open replies: the public parts a stranger may choose; else []. */
      openParts: ReplyPart[];
      register: OpenReplyState;
      /** The host's approved photos, newest first (none for a private event). */
      photos: PublicPhoto[];
      /** The event's public feed posts, newest first. */
      announcements: GuestAnnouncements;
      venue: Venue | null;
    }
  | ({
      kind: "rsvp";
      token: string;
      /** ?unsubscribe=1 asks; after the post it is done. */
      unsubscribe: "ask" | "done" | null;
    } & GuestReplyPage)
  | ({
      kind: "invite";
      code: string;
      /** A guest's own token, or null for the shared link's open reply. */
      token: string | null;
      invitation: InvitationPage;
      open: OpenReplyState;
      /** The host's preview of an invitation not yet sent: shown as the guest will see it, its forms off. */
      preview?: true;
    } & GuestReplyPage)
  | {
      /** A product news e-mail's unsubscribe link: asks first, then says it is done. */
      kind: "news-unsubscribe";
      token: string;
      done: boolean;
    }
  | {
      kind: "problem";
      /** The page's name for its heading ("RSVP", "Invitation", "Event"). */
      pageName: string;
      title: string;
      description: string | null;
      icon: "lock" | "link" | "error";
    };

export type GuestPageInput = { page: GuestPage; path: string; user: GuestPageUser };

/** What the renderer returns: the body's markup and the critical CSS it used. */
export type GuestPageOutput = { html: string; css: string };
