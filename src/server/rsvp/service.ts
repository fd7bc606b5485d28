import { guestMessages } from "../../contract/guests.ts";
import {
  defaultShowGoing,
  type OpenRsvp,
  type OpenRsvpResult,
  type RsvpReply,
  type RsvpSettings,
  type RsvpView,
} from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventRow } from "../events/event-row.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { mediaUrl } from "../images/image-store.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { type EventTeamRecipients, hostMailFields } from "../mail/mail-recipient.ts";
import type { Mailer } from "../mail/mailer.ts";
import { guestForgottenMail } from "../mail/templates/guest-forgotten.ts";
import { alreadyOnListMail, type OpenReplyOutcome, openReplySavedMail } from "../mail/templates/rsvp-link.ts";
import { repliesClosed, takesOpenReplies } from "./policy.ts";
import type { PassSource, ReplyMails } from "./reply-mails.ts";
import {
  guestCalendarFile,
  invitedPartsLookup,
  openPartsReply,
  partsOfReply,
  partsReply,
  type ReplyPartsSource,
} from "./reply-parts.ts";
import { checkPlusOnes, partyAnswersOf, replyChanged, replyFields } from "./reply-rules.ts";

export type { InvitedParts } from "./reply-parts.ts"; // the invitation mail's parts (invitations)

export type RsvpDeps = {
  events: EventsService;
  guests: GuestsService;
  passes: PassSource;
  /** The guest's confirmation and the host's notice, coalesced per guest (reply-mails.ts). */
  replyMails: Pick<ReplyMails, "queue">;
  /** Who hears of a guest's removal: the owner and the co-hosts with their switch on (people/service.ts). */
  team: EventTeamRecipients;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** What other features forget when a guest removes their details (door log, stored answers). */
  afterForget: ((guest: { id: string; token: string }) => Promise<void>)[];
  /** The event's parts and the guest's answer per part (decision 0033). */
  parts: ReplyPartsSource;
};

export function createRsvpService({
  events: eventsService,
  guests: guestsService,
  passes,
  replyMails,
  team,
  mailer,
  log,
  publicUrl,
  afterForget,
  parts: partsSource,
}: RsvpDeps) {
  async function guestByToken(token: string): Promise<GuestRow> {
    if (!/^[a-f0-9]{64}$/.test(token)) throw new AppError("not_found", rsvpMessages.invalidLink);
    const row = await guestsService.byToken(token);
    if (row) return row;
    // A link to an event its host deleted says so, rather than that the guest's link is wrong.
    const cancelled = await eventsService.cancelledByLink("token", token);
    if (cancelled) throw new AppError("gone", rsvpMessages.cancelled(cancelled.title));
    throw new AppError("not_found", rsvpMessages.invalidLink);
  }

  function formOf(event: EventRow, guest: GuestRow | null): RsvpView["form"] {
    return {
      closed: repliesClosed(event),
      rsvpDeadline: event.rsvpDeadline,
      askMeal: event.askMeal,
      mealOptions: event.mealOptions,
      askDietary: event.askDietary,
      // Open replies (no personal invitation) bring as many as the host lets registrants bring.
      plusOnesAllowed: guest ? guest.plusOnesAllowed : event.openPlusOnes,
    };
  }

  async function view(event: EventRow, guest: GuestRow | null): Promise<RsvpView> {
    return {
      event: {
        id: event.id,
        title: event.title,
        description: event.description,
        date: event.date,
        time: event.time,
        timeZone: event.timeZone,
        startsAt: zonedTimeToUtc(event.date, event.time, event.timeZone).toISOString(),
        location: event.location,
        bannerUrl: mediaUrl(event.bannerKey),
        hostName: event.hostName,
        hostMessage: event.hostMessage,
      },
      form: formOf(event, guest),
      // Only the guest's own answer: never another guest's data.
      // While not attending, the answers kept aside: the guest's own, offered again by their form.
      guest: guest && {
        name: guest.name,
        status: guest.status,
        ...partyAnswersOf(guest),
        noteToHost: guest.noteToHost,
        respondedAt: guest.respondedAt?.toISOString() ?? null,
      },
      ...(await partsOfView(event, guest)),
    };
  }

  /** The guest's parts on their page, and whether the event has parts but none of them is theirs. */
  async function partsOfView(event: EventRow, guest: GuestRow | null) {
    const { rows, parts } = await partsOfReply(partsSource, event, guest);
    return { parts, invitedToNoPart: guest !== null && rows.length > 0 && parts.length === 0 };
  }

  /** The event, if the actor may manage its RSVP settings; the guest list's refusal texts otherwise. */
  async function settingsEvent(actor: CurrentUser | null, eventId: string): Promise<EventRow> {
    if (!actor) throw new AppError("unauthenticated", guestMessages.mustBeLoggedIn);
    return eventsService.manageable(actor, eventId, "You do not have permission to edit this event");
  }

  /** The event, if it takes open replies now; the spec's refusals otherwise. */
  async function openEvent(eventId: string, viaInvitation = false): Promise<EventRow> {
    const event = await eventsService.row(eventId);
    // A shared invitation link opens replies even for a private event: its code is the key.
    if (!takesOpenReplies(event, viaInvitation)) throw new AppError("forbidden", rsvpMessages.notOpen);
    if (repliesClosed(event)) throw new AppError("forbidden", rsvpMessages.closed);
    return event;
  }

  /** The reply's calendar file as a mail attachment (none at an event in parts they come to none of). */
  async function calendarAttachment(event: EventRow, guestId: string, url: string) {
    const content = await guestCalendarFile(partsSource, event, guestId, url);
    return content === null
      ? null
      : { filename: "event.ics", content, contentType: "text/calendar; charset=utf-8; method=PUBLISH" };
  }

  return {
    /** Refuses unless the event takes open replies (asked before a refused body answers 400). */
    async mayReplyOpenly(eventId: string): Promise<void> {
      await openEvent(eventId);
    },

    /** Refuses unless the actor manages the event's RSVP settings. */
    async mayManageSettings(actor: CurrentUser | null, eventId: string): Promise<void> {
      await settingsEvent(actor, eventId);
    },

    async viewByToken(token: string): Promise<RsvpView> {
      const guest = await guestByToken(token);
      return view(await eventsService.row(guest.eventId), guest);
    },

    async replyByToken(token: string, reply: RsvpReply): Promise<RsvpView> {
      const guest = await guestByToken(token);
      const event = await eventsService.row(guest.eventId);
      if (repliesClosed(event)) throw new AppError("forbidden", rsvpMessages.closed);
      const { rows, parts: mine } = await partsOfReply(partsSource, event, guest);
      const sent = partsReply(mine, rows.length > 0, reply);
      const saved = await guestsService.applyReply(guest, {
        ...replyFields(event, sent, checkPlusOnes(sent, guest.plusOnesAllowed), guest),
        parts: sent.parts,
      });
      // Every reply is confirmed to the guest (with their pass when attending at an event with
      // check-in); a reply sent again as it was (a second tap, a reload that posts again) is no
      // news to the host.
      await replyMails.queue(saved, { confirm: true, notice: replyChanged(guest, saved) });
      return view(event, saved);
    },

    /** The guest's own view, only if the token belongs to a guest of `eventId`. */
    async viewByTokenForEvent(token: string, eventId: string): Promise<RsvpView> {
      const guest = await guestByToken(token);
      if (guest.eventId !== eventId) throw new AppError("not_found", rsvpMessages.invalidLink);
      return view(await eventsService.row(guest.eventId), guest);
    },

    /**
     * A guest asks to be forgotten from their reply page: their contact data leaves the host's
     * list, and the host is told by e-mail (their "Guest list updates" switch) who asked.
     */
    async forget(token: string): Promise<void> {
      const guest = await guestByToken(token);
      const event = await eventsService.row(guest.eventId);
      const gone = await guestsService.forget(guest.id);
      if (!gone) return;
      for (const hook of afterForget) await hook(guest);
      try {
        for (const host of await team.teamRecipients(event, "guestUpdates")) {
          await mailer.send(
            guestForgottenMail({ ...hostMailFields(host, event, publicUrl), guestName: gone.name }),
          );
        }
      } catch (err) {
        log.error("could not tell the host of a removal", { eventId: event.id, ...errorForLog(err) });
      }
    },

    /** List-Unsubscribe: no more invitation e-mails to this guest. */
    async unsubscribe(token: string) {
      const guest = await guestByToken(token);
      await guestsService.optOut(guest.id);
    },

    async eventForToken(token: string): Promise<EventRow> {
      return eventsService.row((await guestByToken(token)).eventId);
    },

    /** The guest's calendar file: the event's, or at an event in parts the parts they come to. */
    async calendarForToken(token: string, url: string): Promise<string | null> {
      const guest = await guestByToken(token);
      return guestCalendarFile(partsSource, await eventsService.row(guest.eventId), guest.id, url);
    },

    /** The reply form of a public event page (no personal invitation). */
    /** The open reply form of an event already read (its public page), or null when it takes none. */
    openFormOf(event: EventRow): RsvpView["form"] | null {
      return takesOpenReplies(event) ? formOf(event, null) : null;
    },

    /** Each guest's parts for their invitation mail and its calendar file; null for an event without parts. */
    invitedPartsOf: (event: EventRow) => invitedPartsLookup(partsSource, event),

    /** At an event in parts, the public parts its open registration offers; else none. */
    async openPartsOf(event: EventRow) {
      return (await partsOfReply(partsSource, event, null)).parts;
    },

    async openView(eventId: string, opts: { viaInvitation?: boolean } = {}): Promise<RsvpView> {
      const event = await eventsService.row(eventId);
      if (!takesOpenReplies(event, opts.viaInvitation)) throw new AppError("forbidden", rsvpMessages.notOpen);
      return view(event, null);
    },

    /**
     * Open RSVP (public event page, shared invitation link). Whoever sends it gets the same neutral
     * answer, so it never tells a stranger who is on the list. A new person joins the list
     * (confirmed, or the waitlist when full) and is e-mailed their personal link and the calendar
     * file; an address already on the list changes nothing: its owner is e-mailed their own link.
     */
    async openReply(
      eventId: string,
      input: OpenRsvp,
      opts: { viaInvitation?: boolean } = {},
    ): Promise<OpenRsvpResult> {
      const event = await openEvent(eventId, opts.viaInvitation);
      const { rows, parts: open } = await partsOfReply(partsSource, event, null);
      // Checked before the list is looked at, so a refusal never depends on who is on it.
      const sent = openPartsReply(open, rows.length > 0, input);
      const plusOnes = checkPlusOnes(sent, event.openPlusOnes);
      const existing = await guestsService.findByEmail(eventId, input.email);
      const guest =
        existing ??
        (await guestsService.addOpenGuest(eventId, {
          name: input.name,
          email: input.email,
          // Their personal link later allows what registering allowed.
          plusOnesAllowed: event.openPlusOnes,
          ...replyFields(event, sent, plusOnes, null),
          parts: sent.parts,
        }));
      const url = `${publicUrl}/rsvp/${guest.token}`;
      const mail = {
        // A newcomer attending gets their pass with the link (when the event has the check-in tool).
        pass: existing || guest.status !== "confirmed" ? null : await passes.passForMail(guest),
        to: input.email,
        name: existing ? existing.name : input.name,
        eventTitle: event.title,
        url,
        calendar: await calendarAttachment(event, guest.id, url),
      };
      await mailer.send(
        existing ? alreadyOnListMail(mail) : openReplySavedMail(mail, guest.status as OpenReplyOutcome),
      );
      if (mail.pass) await passes.notePassMailed(guest);
      // The guest's own mail went above; the host's notice is coalesced as a link reply's is.
      if (!existing) await replyMails.queue(guest, { confirm: false, notice: true });
      return { message: rsvpMessages.openReplyReceived };
    },

    async settings(actor: CurrentUser | null, eventId: string): Promise<RsvpSettings> {
      const e = await settingsEvent(actor, eventId);
      return {
        rsvpDeadline: e.rsvpDeadline,
        capacity: e.capacity,
        askMeal: e.askMeal,
        mealOptions: e.mealOptions,
        askDietary: e.askDietary,
        hostMessage: e.hostMessage,
        openPlusOnes: e.openPlusOnes,
        showGoing: e.showGoing ?? defaultShowGoing(e.isPublic),
      };
    },

    /** What the guest's reply page shows of who is coming, as the host chose. */
    async whoIsComing(eventId: string) {
      return guestsService.whoIsComing(await eventsService.row(eventId));
    },

    async saveSettings(
      actor: CurrentUser | null,
      eventId: string,
      input: RsvpSettings,
    ): Promise<RsvpSettings> {
      await settingsEvent(actor, eventId);
      await eventsService.saveRsvpSettings(eventId, input);
      // A larger capacity (or none) lets the waitlist move up at once.
      await guestsService.seatWaitlist(eventId);
      const saved = await eventsService.row(eventId);
      return { ...input, showGoing: saved.showGoing ?? defaultShowGoing(saved.isPublic) };
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;
