import { and } from "drizzle-orm";
import type { EventReplyCounts } from "../../contract/events.ts";
import { importMessages } from "../../contract/guest-import.ts";
import {
  type GuestContact,
  type GuestCounts,
  type GuestInput,
  type GuestListQuery,
  type GuestPage,
  guestMessages,
  type MealTally,
} from "../../contract/guests.ts";
import type { GuestPart } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import { type EventsService, lockEventRow } from "../events/service.ts";
import { accountSlots } from "../http/account-slots.ts";
import { AppError } from "../http/app-error.ts";
import type { Logger } from "../logger.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import { type AccountExportPart, exportTable, mapRows } from "../storage/account-export-part.ts";
import { importBusyMessage, parseGuestsCsv } from "./csv-import.ts";
import { checkGuestRoom, type GuestPlans, importRoomGuard, planRoom } from "./guest-limit.ts";
import { replyCountsOf, summarize, withOfferedMeals } from "./guest-numbers.ts";
import { type GuestPartsPort, noParts } from "./guest-parts-port.ts";
import { type GuestRow, toGuest } from "./guest-row.ts";
import { inviteImported, withEventParts } from "./import-parts.ts";
import { planImport } from "./import-plan.ts";
import { importReport } from "./import-report.ts";
import { writeImportPlan } from "./import-writer.ts";
import { allGuestsInBatches, readGuestPage } from "./list-page.ts";
import { createGuestReplies } from "./replies.ts";
import * as repo from "./repository.ts";
import { promoteWaitlist } from "./seating.ts";
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

/** An uploaded guest CSV and the host's choice for guests already on the list. */
export type ImportUpload = { csv: Buffer; updateExisting: boolean };

export type { ReplyFields } from "./replies.ts";

/** A guest added in bulk (demo and scale data): no duplicate check, statuses as given. */
export type NewGuest = Pick<typeof guests.$inferInsert, "name" | "email" | "phone" | "category" | "status">;

/**
 * Live guest-list streams one account may hold open at once: a host with the list open in a few
 * tabs and devices stays far below it, while a script opening thousands is refused. Counted per
 * server instance (a stream lives in one process), so behind N instances the ceiling is N × this.
 */
export const maxStreamsPerAccount = 20;

// Open guest lists hear of every write to guests from the database itself (realtime.ts,
// guestsTopic): this service publishes nothing, which on PostgreSQL saves a round trip per write.
/** A write of a guest whose e-mail another guest of the event has: the spec's 409, on the field. */
async function refusingDuplicateEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("conflict", guestMessages.duplicateEmail, { email: guestMessages.duplicateEmail });
    }
    throw err;
  }
}

export function createGuestsService({ db, events, plans, parts = noParts }: GuestsDeps) {
  // One import at a time per account in this process, checked before the upload is read; the
  // import's database lock extends this to other instances (see csv-import.ts).
  const imports = accountSlots(1);
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

  /** The tab counts and the meals of the confirmed guests, from the trigger-kept table: no scan of the list. */
  async function numbers(eventId: string): Promise<{ counts: GuestCounts; meals: MealTally[] }> {
    return summarize(await repo.statusCountRows(db, eventId));
  }

  async function counts(eventId: string): Promise<GuestCounts> {
    return (await numbers(eventId)).counts;
  }

  /** Runs an import step in the account's one import slot (fair use), for an event it owns. */
  async function withImportSlot<T>(
    actor: CurrentUser | null,
    eventId: string,
    work: (accountId: string) => Promise<T>,
  ): Promise<T> {
    const event = await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
    // The owner's account: a co-host's import fills the owner's list, under the owner's plan.
    const accountId = event.createdBy;
    const release = imports.take(accountId);
    if (!release) throw new AppError("rate_limited", importBusyMessage);
    try {
      return await work(accountId);
    } finally {
      release();
    }
  }

  /** The plan of importing the file into the event, as its preview shows it, the plan's limit included. */
  async function importPlan(eventId: string, csv: Buffer, updateExisting: boolean) {
    const eventParts = await parts.list(eventId);
    const parsed = withEventParts(await parseGuestsCsv(csv), eventParts);
    const plan = await planImport(db, eventId, parsed, updateExisting, await planRoom(plans, db, eventId));
    return { plan, invite: inviteImported(parts, eventId, eventParts) };
  }

  /** The host's view of a guest with their parts and answers (an event in parts). */
  async function withParts(row: GuestRow) {
    return toGuest(row, (await parts.ofGuests(row.eventId, [row.id])).get(row.id));
  }

  /** After seats were freed: the waitlist moves up as far as the seats now allow. */
  async function seatWaitlist(eventId: string) {
    await db.transaction(async (tx) => {
      const { capacity } = await lockEventRow(tx, eventId);
      await promoteWaitlist(tx, eventId, capacity);
    });
  }

  return {
    ...repo.guestReads(db),
    ownedEvent,
    /** Who is coming, as the event's host chose to show it on the guests' reply pages. */
    whoIsComing: (event: Parameters<typeof whoIsComing>[1]) => whoIsComing(db, event),

    /**
     * What importing a guest CSV into an event the actor owns would do, without writing anything
     * (see import-plan.ts). Holds the account's import slot while it reads, like the import.
     */
    async previewCsv(actor: CurrentUser | null, eventId: string, readUpload: () => Promise<ImportUpload>) {
      return withImportSlot(actor, eventId, async () => {
        const { csv, updateExisting } = await readUpload();
        return (await importPlan(eventId, csv, updateExisting)).plan;
      });
    },

    /**
     * Imports a guest CSV, carrying out exactly the plan its preview showed: the plan is worked
     * out again and must have the preview's fingerprint, or nothing is written. The file is read
     * only once the account has no other import running, so a refused request costs nothing.
     */
    async importCsv(
      actor: CurrentUser | null,
      eventId: string,
      readUpload: () => Promise<ImportUpload & { fingerprint: string }>,
    ) {
      return withImportSlot(actor, eventId, async (accountId) => {
        const { csv, updateExisting, fingerprint } = await readUpload();
        const { plan, invite } = await importPlan(eventId, csv, updateExisting);
        const valid =
          plan.newGuests.length + plan.overLimit.length + plan.updates.length + plan.unchanged.length;
        if (valid === 0) {
          throw new AppError("validation_failed", guestMessages.csvNoValidRows, {
            skippedRows: plan.skipped.map((r) => r.row).join(","),
          });
        }
        // The same plan as previewed, which rows fit the package's limit included...
        if (plan.fingerprint !== fingerprint) throw new AppError("conflict", importMessages.listChanged);
        // ...and the limit checked again as each batch is written, with the event locked: a guest
        // added meanwhile elsewhere counts too, so the list never passes the limit.
        const guard = plans && plan.limit ? importRoomGuard(plans, eventId, plan.limit.refusal) : null;
        const outcome = await writeImportPlan(db, eventId, plan, accountId, guard, invite);
        const detail = `${outcome.inserted} new, ${outcome.updated} updated`;
        const n = outcome.inserted + outcome.updated;
        if (n > 0)
          await activity.record(db, { eventId, actor: actor!, action: "guests_imported", count: n, detail });
        if (outcome.freedSeats) await seatWaitlist(eventId);
        return importReport(plan, outcome);
      });
    },

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

    async list(actor: CurrentUser | null, eventId: string, q: GuestListQuery): Promise<GuestPage> {
      const [event, { counts: tabCounts, meals }] = await Promise.all([
        ownedEvent(actor, eventId, guestMessages.noPermissionEdit),
        numbers(eventId),
      ]);
      const where = and(
        repo.listFilter(eventId, q),
        q.partId ? parts.invitedTo(q.partId, guests.id) : undefined,
      );
      // Without a search the tab count (or a part's invitations) is the total, and the page is
      // walked on the index; a search, or a part with a status tab, counts its matches.
      const known = q.search
        ? null
        : q.partId
          ? q.status
            ? null
            : await parts.invitedCount(eventId, q.partId)
          : tabCounts[q.status ?? "all"];
      const { rows, matches } = await readGuestPage(db, eventId, where, q, known);
      // A search page past its last match has no row to carry the count.
      const total = known ?? matches ?? (q.page === 1 ? 0 : await repo.countWhere(db, where));
      const [eventParts, answers] = await Promise.all([
        parts.list(eventId),
        parts.ofGuests(
          eventId,
          rows.map((r) => r.id),
        ),
      ]);
      return {
        items: rows.map((r) => toGuest(r, answers.get(r.id))),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts: tabCounts,
        meals: withOfferedMeals(meals, event.askMeal ? event.mealOptions : []),
        parts: eventParts,
      };
    },

    async get(actor: CurrentUser | null, guestId: string) {
      return withParts(await ownedGuest(actor, guestId));
    },

    async add(actor: CurrentUser | null, eventId: string, input: GuestInput) {
      await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
      const row = await refusingDuplicateEmail(() =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          await checkGuestRoom(plans, tx, eventId);
          const { partIds, ...fields } = input;
          const added = await repo.insertGuest(tx, { ...fields, eventId });
          // Without a say on parts, a new guest is invited to all of them.
          await parts.inviteNew(tx, eventId, [added.id], partIds);
          await activity.record(tx, { eventId, actor: actor!, action: "guest_added", subject: added.name });
          return added;
        }),
      );
      return withParts(row);
    },

    /** `unchangedSince`: the guest's updatedAt the edit was made to; a newer guest refuses it. */
    async update(actor: CurrentUser | null, guestId: string, input: GuestInput, unchangedSince?: string) {
      const before = await ownedGuest(actor, guestId);
      const row = await refusingDuplicateEmail(() =>
        db.transaction(async (tx) => {
          const { capacity } = await lockEventRow(tx, before.eventId);
          const { partIds, ...fields } = input;
          const updated = await repo.updateGuest(tx, guestId, fields, unchangedSince);
          if (!updated) throw new AppError("conflict", guestMessages.changedMeanwhile);
          if (partIds) await parts.setParts(tx, before.eventId, [guestId], partIds);
          const line = { eventId: before.eventId, subject: updated.name };
          await activity.record(tx, { ...line, actor: actor!, action: "guest_edited" });
          // A host freeing a seat lets the waitlist move up.
          if (before.status === "confirmed" && updated.status !== "confirmed") {
            await promoteWaitlist(tx, before.eventId, capacity);
          }
          return updated;
        }),
      );
      return withParts(row);
    },

    /** Deletes the given guests of one event the actor owns; returns how many went. */
    async remove(actor: CurrentUser | null, eventId: string, ids: string[]) {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      const removed = await db.transaction(async (tx) => {
        const { capacity } = await lockEventRow(tx, eventId);
        const gone = await repo.deleteGuests(tx, eventId, ids);
        const subject = gone.length === 1 ? gone[0].name : null;
        const line = { eventId, subject, count: gone.length };
        if (gone.length > 0) await activity.record(tx, { ...line, actor: actor!, action: "guests_removed" });
        if (gone.some((g) => g.status === "confirmed")) await promoteWaitlist(tx, eventId, capacity);
        return gone.length;
      });
      return removed;
    },

    /**
     * Every guest matching a filter, for the CSV export (streams in pages to keep memory flat),
     * each with the names of their parts in the parts' order (none: an event in one part).
     */
    async *exportRows(
      actor: CurrentUser | null,
      eventId: string,
      q: Pick<GuestListQuery, "search" | "status" | "partId">,
    ) {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      const where = and(
        repo.listFilter(eventId, q),
        q.partId ? parts.invitedTo(q.partId, guests.id) : undefined,
      );
      const names = new Map((await parts.list(eventId)).map((p) => [p.id, p.name]));
      for await (const rows of allGuestsInBatches(db, eventId, where, 1000)) {
        const answers =
          names.size > 0
            ? await parts.ofGuests(
                eventId,
                rows.map((r) => r.id),
              )
            : new Map();
        for (const r of rows) {
          const invited: GuestPart[] = answers.get(r.id) ?? [];
          yield { ...r, partNames: invited.map((a) => names.get(a.partId) ?? "") };
        }
      }
    },

    /** The event's parts in order (none: an event in one part). */
    partsOf: (eventId: string) => parts.list(eventId),

    /** Adds many guests to an event the actor owns, in a few statements (demo and scale data). */
    async addMany(actor: CurrentUser | null, eventId: string, rows: NewGuest[]): Promise<number> {
      await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
      await db.transaction(async (tx) => {
        const ids = await repo.insertMany(tx, eventId, rows);
        await parts.inviteNew(tx, eventId, ids);
      });
      return rows.length;
    },

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

    /** After the event's capacity changed: the waitlist moves up as far as the seats now allow. */
    seatWaitlist,

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

    /**
     * A guest's own request to be forgotten (their reply page): the row goes, with their name,
     * contact details, reply and notes; a freed seat goes to the waitlist. Returns what the host
     * is told (the name only), or null when the guest was already gone.
     */
    async forget(guestId: string): Promise<{ eventId: string; name: string } | null> {
      const gone = await db.transaction(async (tx) => {
        const eventId = await repo.eventOfGuest(tx, guestId);
        if (!eventId) return null;
        const { capacity } = await lockEventRow(tx, eventId);
        const removed = await repo.deleteGuest(tx, guestId);
        if (removed?.status === "confirmed") await promoteWaitlist(tx, eventId, capacity);
        return removed;
      });
      return gone && { eventId: gone.eventId, name: gone.name };
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
