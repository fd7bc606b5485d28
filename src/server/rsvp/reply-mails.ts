import { formatEventDateLong } from "../../contract/event-dates.ts";
import { noPartyAnswers } from "../../contract/party.ts";
import { type Venue, venueAddressLine, venueDirectionsUrl } from "../../contract/venues.ts";
import type { EventRow } from "../events/event-row.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { type EventTeamRecipients, hostMailFields } from "../mail/mail-recipient.ts";
import type { MailAttachment, Mailer } from "../mail/mailer.ts";
import { hostReplyNoticeMail } from "../mail/templates/host-reply-notice.ts";
import { type MailPart, replyConfirmationMail } from "../mail/templates/reply-confirmation.ts";
import { guestCalendarFile, mailPartOf, partsOfReply, type ReplyPartsSource } from "./reply-parts.ts";

/** The guest's confirmation, and the host's notice: one waiting job per guest each (short queues). */
export const replyConfirmationQueue = "reply-confirmation";
export const hostReplyNoticeQueue = "host-reply-notice";
export const replyMailQueues = [
  { name: replyConfirmationQueue, policy: "short" },
  { name: hostReplyNoticeQueue, policy: "short" },
] as const;

/** A job names the guest only: their answer is read when the mail goes, so the last one wins. */
type ReplyMailJob = { guestId: string };

/** The check-in feature's passes, for the confirmation e-mail. */
export type PassSource = {
  passForMail(guest: GuestRow): Promise<MailAttachment | null>;
  notePassMailed(guest: GuestRow): Promise<void>;
};

export type ReplyMailsDeps = {
  jobs: Pick<Jobs, "sendCoalesced" | "work">;
  events: Pick<EventsService, "row">;
  guests: Pick<GuestsService, "byId">;
  passes: PassSource;
  venues: { forEvent(eventId: string): Promise<Venue | null> };
  /** The owner and the co-hosts with their switch on (people/service.ts). */
  team: EventTeamRecipients;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** REPLY_MAIL_WINDOW_SECONDS: the changes a guest makes within it go out as one mail. */
  windowSeconds: number;
  /** The event's parts and the guest's answers per part (decision 0033). */
  parts: ReplyPartsSource;
};

const mapsDirections = (place: string) =>
  `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(place)}`;

/**
 * The mails a reply from a guest's personal link sends: their confirmation, and the host's notice.
 * A guest flipping their answer five times in three seconds once sent the host five mails; now a
 * reply queues a job due after the window, unless one for the same guest is still waiting, and the
 * job reads the guest as they are when it runs.
 */
export function createReplyMails(deps: ReplyMailsDeps) {
  const { jobs, events, guests, passes, venues, team, mailer, log, publicUrl } = deps;

  /** The guest and their event, or null when either is gone (forgotten, removed, cancelled). */
  async function current(guestId: string): Promise<{ guest: GuestRow; event: EventRow } | null> {
    const guest = await guests.byId(guestId);
    if (!guest) return null;
    const event = await events.row(guest.eventId).catch(() => null);
    return event ? { guest, event } : null;
  }

  async function confirm({ guestId }: ReplyMailJob) {
    const found = await current(guestId);
    const to = found?.guest.email;
    if (!found || !to) return;
    const { guest, event } = found;
    const url = `${publicUrl}/rsvp/${guest.token}`;
    const venue = await venues.forEvent(event.id);
    const place = venue ? venueAddressLine(venue) : (event.location ?? "");
    const pass = await passes.passForMail(guest);
    const calendar = await guestCalendarFile(deps.parts, event, guest.id, url);
    const mine = (await partsOfReply(deps.parts, event, guest)).parts;
    const partsWith = (status: string): MailPart[] =>
      mine.filter((p) => p.answer?.status === status).map(mailPartOf);
    await mailer.send(
      replyConfirmationMail({
        to,
        name: guest.name,
        status: guest.status,
        party: guest.status === "confirmed" ? guest : noPartyAnswers,
        eventTitle: event.title,
        when: formatEventDateLong(event.date, event.time),
        place,
        directionsUrl: venue ? venueDirectionsUrl(venue) : place ? mapsDirections(place) : null,
        url,
        calendar:
          calendar === null
            ? null
            : {
                filename: "event.ics",
                content: calendar,
                contentType: "text/calendar; charset=utf-8; method=PUBLISH",
              },
        pass,
        parts:
          mine.length > 0 ? { coming: partsWith("confirmed"), waiting: partsWith("waitlisted") } : undefined,
      }),
    );
    if (pass) await passes.notePassMailed(guest);
  }

  /** The host's notice, if their "RSVP updates" switch is on (read when it goes, as the answer). */
  async function noticeToHost({ guestId }: ReplyMailJob) {
    const found = await current(guestId);
    if (!found) return;
    const { guest, event } = found;
    for (const host of await team.teamRecipients(event, "rsvpUpdates")) {
      await mailer.send(
        hostReplyNoticeMail({
          ...hostMailFields(host, event, publicUrl),
          guestName: guest.name,
          status: guest.status,
        }),
      );
    }
  }

  const failed = (what: string, guest: GuestRow, err: unknown) =>
    log.error(`could not ${what}`, { eventId: guest.eventId, ...errorForLog(err) });

  return {
    /**
     * After a reply: the guest's confirmation (`confirm`, when they have an address) and the host's
     * notice (`notice`: the reply changed something). Never fails the reply: it is saved already.
     */
    async queue(guest: GuestRow, what: { confirm: boolean; notice: boolean }): Promise<void> {
      const job = { guestId: guest.id } satisfies ReplyMailJob;
      // A window of 0 folds nothing: the mails go with the reply, as they did before the queue.
      if (deps.windowSeconds === 0) {
        if (what.confirm) await confirm(job).catch((err) => failed("confirm a reply", guest, err));
        if (what.notice)
          await noticeToHost(job).catch((err) => failed("tell the host of a reply", guest, err));
        return;
      }
      const due = new Date(Date.now() + deps.windowSeconds * 1000);
      try {
        if (what.confirm && guest.email) await jobs.sendCoalesced(replyConfirmationQueue, guest.id, job, due);
        if (what.notice) await jobs.sendCoalesced(hostReplyNoticeQueue, guest.id, job, due);
      } catch (err) {
        failed("queue the mails of a reply", guest, err);
      }
    },
    confirm,
    noticeToHost,
    async registerWorkers(queue: Pick<Jobs, "work">) {
      await queue.work<ReplyMailJob>(replyConfirmationQueue, confirm);
      await queue.work<ReplyMailJob>(hostReplyNoticeQueue, noticeToHost);
    },
  };
}

export type ReplyMails = ReturnType<typeof createReplyMails>;
