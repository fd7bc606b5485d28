import type { EventReplyCounts } from "../../contract/events.ts";
import { type GuestContact, type GuestCounts, guestMessages } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import type { Logger } from "../logger.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import { type AccountExportPart, exportTable, mapRows } from "../storage/account-export-part.ts";
import { createGuestImportSteps } from "./guest-import-steps.ts";
import type { GuestPlans } from "./guest-limit.ts";
import { createGuestListReads, guestNumbers } from "./guest-list-reads.ts";
import { replyCountsOf } from "./guest-numbers.ts";
import { type GuestPartsPort, noParts } from "./guest-parts-port.ts";
import type { GuestRow } from "./guest-row.ts";
import { createGuestWrites } from "./guest-writes.ts";
import { createGuestReplies } from "./replies.ts";
import * as repo from "./repository.ts";
import { guests } from "./tables.ts";
import { whoIsComing } from "./who-is-coming.ts";

// The named reads other features compose into statements of their own (repository.ts says how).
export {
  attendingWithEmail,
  eventGuests,
  guestConfirmed,
  guestOfEvent,
  guestsToTell,
  linkTokensOf,
  mailableGuests,
  seatsByStatus,
  setGuestStatus,
  touchGuests,
} from "./repository.ts";

export type GuestsDeps = {
  db: Db;
  events: EventsService;
  log?: Logger;
  /** The event's package limits (payments feature); without it nothing is limited. */
  plans?: GuestPlans;
  /** The event's parts (decision 0033), wired by services.ts; without it every event is in one part. */
  parts?: GuestPartsPort;
};

export type { ImportUpload } from "./guest-import-steps.ts";
export type { NewGuest } from "./guest-writes.ts";
export type { ReplyFields } from "./replies.ts";

/**
 * Live guest-list streams one account may hold open at once: a host with the list open in a few
 * tabs and devices stays far below it, while a script opening thousands is refused. Counted per
 * server instance (a stream lives in one process), so behind N instances the ceiling is N × this.
 */
export const maxStreamsPerAccount = 20;

// Open guest lists hear of every write to guests from the database itself (realtime.ts,
// guestsTopic): this service publishes nothing, which on PostgreSQL saves a round trip per write.
// Its jobs live in files of their own: the list's reads (guest-list-reads.ts), the host's writes
// (guest-writes.ts), the CSV import (guest-import-steps.ts) and the guests' replies (replies.ts).
export function createGuestsService({ db, events, plans, parts = noParts }: GuestsDeps) {
  const admitStream = liveStreamAdmission(maxStreamsPerAccount);

  /**
   * The event, if the actor runs it (its owner or a co-host: the events feature's one host check);
   * the spec's refusal texts otherwise.
   */
  async function ownedEvent(actor: CurrentUser | null, eventId: string, refusal: string) {
    if (!actor) throw new AppError("unauthenticated", guestMessages.mustBeLoggedIn);
    return events.manageable(actor, eventId, refusal);
  }

  async function ownedGuest(actor: CurrentUser | null, guestId: string): Promise<GuestRow> {
    if (!actor) throw new AppError("unauthenticated", guestMessages.mustBeLoggedIn);
    const row = await repo.guestById(db, guestId);
    if (!row) throw new AppError("not_found", guestMessages.notFound);
    await ownedEvent(actor, row.eventId, guestMessages.noPermissionEdit);
    return row;
  }

  const counts = async (eventId: string): Promise<GuestCounts> => (await guestNumbers(db, eventId)).counts;
  const access = { db, parts, ownedEvent, ownedGuest };
  const { withParts, ...reads } = createGuestListReads(access);
  const writes = createGuestWrites({ ...access, plans });
  const imports = createGuestImportSteps({ ...access, plans, seatWaitlist: writes.seatWaitlist });

  return {
    ...repo.guestReads(db),
    ownedEvent,
    /** Who is coming, as the event's host chose to show it on the guests' reply pages. */
    whoIsComing: (event: Parameters<typeof whoIsComing>[1]) => whoIsComing(db, event),

    /** Admits one more live stream of an event's guest list; call the returned function when it closes. */
    async openStream(actor: CurrentUser | null, eventId: string): Promise<() => void> {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      return admitStream(actor!.id);
    },

    /** Every guest of the event with just the fields a recipient picker needs, in one query. */
    async contacts(actor: CurrentUser | null, eventId: string): Promise<GuestContact[]> {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      return repo.contactsOf(db, eventId);
    },

    ...reads,
    ...writes,
    /** Adds a guest; the host's view of them, with their parts and answers. */
    add: async (...args: Parameters<typeof writes.add>) => withParts(await writes.add(...args)),
    /** Edits a guest; the host's view of them, with their parts and answers. */
    update: async (...args: Parameters<typeof writes.update>) => withParts(await writes.update(...args)),
    ...imports,
    ...createGuestReplies({ db, plans, parts }),

    /**
     * Going / Maybe / Declined of the given events the actor created, in one grouped read of the
     * counts table however many events there are; others' events are left out.
     */
    async replyCounts(actor: CurrentUser, eventIds: string[]): Promise<Map<string, EventReplyCounts>> {
      // Only of the events the actor runs (owner or co-host); others' are left out.
      const runs = new Set(await events.runBy(actor.id));
      return replyCountsOf(
        db,
        eventIds.filter((id) => runs.has(id)),
      );
    },

    /**
     * The first visit of a guest's personal link (analytics' "link opened"): one conditional update
     * by the token's unique index, a no-op from the second visit on, so the guest pages pay almost
     * nothing for it. The event's host previewing the link (signed in as `viewerId`) is not the
     * guest. updated_at stays: the guest's details did not change, and the guest list is not told.
     */
    async recordLinkOpen(token: string, viewerId: string | null): Promise<void> {
      // A signed-in viewer may be a co-host previewing the link: asked only then (guests are rarely signed in).
      if (viewerId) {
        const guest = await repo.guestReads(db).byToken(token);
        const role = guest ? await events.roleOn({ id: viewerId }, guest.eventId).catch(() => null) : null;
        if (role === "cohost") return;
      }
      await repo.markLinkOpened(db, token, viewerId);
    },

    /** List-Unsubscribe: no more invitation e-mails to this guest. */
    async optOut(guestId: string) {
      await repo.setEmailOptOut(db, guestId);
    },

    counts,

    /**
     * The guests of the user's events for "Download my data", each +1 with their own answers
     * (plus_one_answers); left out: reply tokens (they are keys) and the answers a guest not
     * attending keeps aside, which the host is not shown.
     */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      const table = mapRows(
        repo.guestsOfEvents(db, ids),
        ({ token: _token, heldAnswers: _held, ...row }) => row,
      );
      return { tables: { guests: exportTable(guests, table, { omit: ["token", "heldAnswers"] }) } };
    },

    /** The admin dashboard's figure: guests on every list. */
    async platformCount(): Promise<number> {
      return repo.countAll(db);
    },

    /** Guests per status over several events, from the counts table (the host's dashboard). */
    async statusTotals(eventIds: string[]): Promise<Record<repo.GuestStatus, number>> {
      const totals = { invited: 0, confirmed: 0, declined: 0, maybe: 0, waitlisted: 0 };
      if (eventIds.length === 0) return totals;
      const rows = await repo.statusSums(db, eventIds);
      for (const r of rows) totals[r.status] = Number(r.guests);
      return totals;
    },
  };
}

export type GuestsService = ReturnType<typeof createGuestsService>;
