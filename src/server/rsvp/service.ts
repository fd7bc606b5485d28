import { and, eq } from "drizzle-orm";
import type { OpenRsvp, OpenRsvpResult, RsvpReply, RsvpSettings, RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { Db } from "../db/client.ts";
import { events, guests } from "../db/schema.ts";
import type { EventRow } from "../events/event-row.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { lockEvent, promoteWaitlist, statusForAttending } from "../guests/seating.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { Mailer } from "../mail/mailer.ts";
import { alreadyOnListMail, type OpenReplyOutcome, openReplySavedMail } from "../mail/templates/rsvp-link.ts";
import { eventCalendarFile } from "./calendar-file.ts";

export type RsvpDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  mailer: Mailer;
  publicUrl: string;
};

/** Replies close once the deadline day has passed in the event's own time zone. */
function isClosed(event: EventRow, now = new Date()): boolean {
  if (!event.rsvpDeadline) return false;
  const today = new Intl.DateTimeFormat("en-CA", {
    timeZone: event.timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
  return today > event.rsvpDeadline;
}

function checkPlusOnes(reply: RsvpReply, allowed: number) {
  const plusOnes = reply.response === "attending" ? reply.plusOnes : [];
  if (plusOnes.length > allowed) {
    throw new AppError("validation_failed", rsvpMessages.tooManyPlusOnes(allowed), {
      plusOnes: rsvpMessages.tooManyPlusOnes(allowed),
    });
  }
  return plusOnes;
}

function replyFields(event: EventRow, reply: RsvpReply, plusOnes: string[]) {
  return {
    plusOnes,
    // Only what the host asked for is kept.
    mealChoice: event.askMeal && reply.response === "attending" ? reply.mealChoice : null,
    dietaryNotes: event.askDietary && reply.response === "attending" ? reply.dietaryNotes : "",
    noteToHost: reply.noteToHost,
    respondedAt: new Date(),
  };
}

export function createRsvpService({
  db,
  events: eventsService,
  guests: guestsService,
  mailer,
  publicUrl,
}: RsvpDeps) {
  async function guestByToken(token: string): Promise<GuestRow> {
    if (!/^[a-f0-9]{64}$/.test(token)) throw new AppError("not_found", rsvpMessages.invalidLink);
    const [row] = await db.select().from(guests).where(eq(guests.token, token));
    if (!row) throw new AppError("not_found", rsvpMessages.invalidLink);
    return row;
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
      form: {
        closed: isClosed(event),
        rsvpDeadline: event.rsvpDeadline,
        askMeal: event.askMeal,
        mealOptions: event.mealOptions,
        askDietary: event.askDietary,
        // Open replies (no personal invitation) come alone.
        plusOnesAllowed: guest?.plusOnesAllowed ?? 0,
      },
      // Only the guest's own answer: never another guest's data.
      guest: guest && {
        name: guest.name,
        status: guest.status,
        plusOnes: guest.plusOnes,
        mealChoice: guest.mealChoice,
        dietaryNotes: guest.dietaryNotes,
        noteToHost: guest.noteToHost,
        respondedAt: guest.respondedAt?.toISOString() ?? null,
      },
    };
  }

  /** Records a reply for one guest under the capacity rules, in one transaction. */
  async function applyReply(event: EventRow, guest: GuestRow, reply: RsvpReply) {
    const plusOnes = checkPlusOnes(reply, guest.plusOnesAllowed);
    const status = await db.transaction(async (tx) => {
      const { capacity } = await lockEvent(tx, event.id);
      const next =
        reply.response === "attending"
          ? guest.status === "confirmed" && capacity === null
            ? "confirmed"
            : await statusForAttending(tx, event.id, capacity, guest.id, plusOnes)
          : reply.response === "not_attending"
            ? "declined"
            : "maybe";
      await tx
        .update(guests)
        .set({ status: next, ...replyFields(event, reply, plusOnes) })
        .where(eq(guests.id, guest.id));
      if (guest.status === "confirmed" && next !== "confirmed") await promoteWaitlist(tx, event.id, capacity);
      return next;
    });
    await guestsService.changed(event.id);
    return status;
  }

  return {
    async viewByToken(token: string): Promise<RsvpView> {
      const guest = await guestByToken(token);
      return view(await eventsService.row(guest.eventId), guest);
    },

    async replyByToken(token: string, reply: RsvpReply): Promise<RsvpView> {
      const guest = await guestByToken(token);
      const event = await eventsService.row(guest.eventId);
      if (isClosed(event)) throw new AppError("forbidden", rsvpMessages.closed);
      await applyReply(event, guest, reply);
      return view(event, await guestByToken(token));
    },

    /** The guest's own view, only if the token belongs to a guest of `eventId`. */
    async viewByTokenForEvent(token: string, eventId: string): Promise<RsvpView> {
      const guest = await guestByToken(token);
      if (guest.eventId !== eventId) throw new AppError("not_found", rsvpMessages.invalidLink);
      return view(await eventsService.row(guest.eventId), guest);
    },

    /** List-Unsubscribe: no more invitation e-mails to this guest. */
    async unsubscribe(token: string) {
      const guest = await guestByToken(token);
      await db.update(guests).set({ emailOptOut: true }).where(eq(guests.id, guest.id));
    },

    async eventForToken(token: string): Promise<EventRow> {
      return eventsService.row((await guestByToken(token)).eventId);
    },

    /** The reply form of a public event page (no personal invitation). */
    async openView(eventId: string, opts: { viaInvitation?: boolean } = {}): Promise<RsvpView> {
      const event = await eventsService.row(eventId);
      if (!event.isPublic && !opts.viaInvitation) throw new AppError("forbidden", rsvpMessages.notOpen);
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
      const event = await eventsService.row(eventId);
      // A shared invitation link opens replies even for a private event: its code is the key.
      if (!event.isPublic && !opts.viaInvitation) throw new AppError("forbidden", rsvpMessages.notOpen);
      if (isClosed(event)) throw new AppError("forbidden", rsvpMessages.closed);
      const [existing] = await db
        .select()
        .from(guests)
        .where(and(eq(guests.eventId, eventId), eq(guests.email, input.email)));
      const plusOnes = existing ? [] : checkPlusOnes(input, 0);
      const guest =
        existing ??
        (await db.transaction(async (tx) => {
          const { capacity } = await lockEvent(tx, eventId);
          const status =
            input.response === "attending"
              ? await statusForAttending(tx, eventId, capacity, undefined, plusOnes)
              : input.response === "not_attending"
                ? "declined"
                : "maybe";
          const [row] = await tx
            .insert(guests)
            .values({
              eventId,
              name: input.name,
              email: input.email,
              status,
              ...replyFields(event, input, plusOnes),
            })
            .returning();
          return row;
        }));
      if (!existing) await guestsService.changed(eventId);
      const url = `${publicUrl}/rsvp/${guest.token}`;
      const mail = {
        to: input.email,
        name: existing ? existing.name : input.name,
        eventTitle: event.title,
        url,
        calendar: {
          filename: "event.ics",
          content: eventCalendarFile(event, url),
          contentType: "text/calendar; charset=utf-8; method=PUBLISH",
        },
      };
      await mailer.send(
        existing ? alreadyOnListMail(mail) : openReplySavedMail(mail, guest.status as OpenReplyOutcome),
      );
      return { message: rsvpMessages.openReplyReceived };
    },

    async settings(actor: CurrentUser | null, eventId: string): Promise<RsvpSettings> {
      const e = await guestsService.ownedEvent(
        actor,
        eventId,
        "You do not have permission to edit this event",
      );
      return {
        rsvpDeadline: e.rsvpDeadline,
        capacity: e.capacity,
        askMeal: e.askMeal,
        mealOptions: e.mealOptions,
        askDietary: e.askDietary,
        hostMessage: e.hostMessage,
      };
    },

    async saveSettings(
      actor: CurrentUser | null,
      eventId: string,
      input: RsvpSettings,
    ): Promise<RsvpSettings> {
      await guestsService.ownedEvent(actor, eventId, "You do not have permission to edit this event");
      await db.transaction(async (tx) => {
        await tx.update(events).set(input).where(eq(events.id, eventId));
        // A larger capacity (or none) lets the waitlist move up at once.
        await promoteWaitlist(tx, eventId, input.capacity);
      });
      await guestsService.changed(eventId);
      return input;
    },
  };
}

export type RsvpService = ReturnType<typeof createRsvpService>;
