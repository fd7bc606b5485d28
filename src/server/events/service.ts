import { and, asc, count, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { CancellationNotice, UpcomingCancellations } from "../../contract/event-cancellation.ts";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import { type EventInput, eventMessages, publicEventsPageSize } from "../../contract/events.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db, Tx } from "../db/client.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { countsByMonth } from "../db/monthly-counts.ts";
import { descNullsLast } from "../db/order.ts";
import { user } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { exportTableWithImages } from "../images/image-export.ts";
import { deleteImage, storeImage } from "../images/image-store.ts";
import type { MediaInput } from "../images/media-store.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import { createNoticeCache } from "../realtime/notice-cache.ts";
import type { Realtime } from "../realtime/realtime.ts";
import type { AccountExportPart } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";
import {
  type CancellationJob,
  type CancellationSources,
  cancellationMailQueue,
  cancelledById,
  cancelledByLink,
  countReplied,
  forgetHost,
  type LinkKind,
  writeTombstone,
} from "./cancellation.ts";
import { type EventRow, toEvent } from "./event-row.ts";
import { canManageEvent, canReadEvent } from "./policy.ts";
import { events } from "./tables.ts";

// An event's date as other features write it (invitation e-mails).

/**
 * The stored files other features keep per event (gallery photos, post media), each listed by its
 * owner inside the delete's transaction, before the rows go with the event (foreign keys cascade).
 * Filled in services.ts once those features exist.
 */
export type EventFileLists = ((tx: Tx, eventId: string) => Promise<(string | null)[]>)[];

export type EventsDeps = {
  db: Db;
  storage: Storage;
  log: Logger;
  jobs: Jobs;
  realtime: Pick<Realtime, "subscribe">;
  eventFiles: EventFileLists;
  /** The guests and invitations features' reads an event's tombstone copies (cancellation.ts). */
  cancellation: CancellationSources;
};

const eventColumns = { ...getTableColumns(events), hostName: user.name };

function titleOrLocationMatches(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  return sql`(${events.title} ilike ${pattern} or ${events.location} ilike ${pattern})`;
}

/** Not yet past, judged by the calendar in the event's own time zone. */
const notPast = sql`${events.date} >= (now() at time zone ${events.timeZone})::date`;
/** Public and not yet past. */
const upcomingPublic = sql`${events.isPublic} = true and ${notPast}`;

/** The topic the database's trigger publishes when an event row changes or goes (migration event_change_notices). */
export const eventRowTopic = (id: string) => `event-row:${id}`;
/** The topic the database's trigger publishes when a host's events change (migration answer_change_notices). */
export const hostEventsTopic = (userId: string) => `host-events:${userId}`;

// What other features' statements need of an event row. The events table is this feature's: the
// guests feature counts seats and replies under the event's lock, and asks for it here.

/**
 * Locks the event's row for the rest of the transaction and returns its capacity. Every guest
 * write takes this lock first, so two replies cannot both take the last seat, and the counts rows
 * the guests trigger updates are always reached in the same order (no deadlock).
 */
export async function lockEventRow(tx: Tx, eventId: string): Promise<{ capacity: number | null }> {
  const [row] = await tx
    .select({ capacity: events.capacity })
    .from(events)
    .where(eq(events.id, eventId))
    .for("update");
  // Stryker disable next-line ObjectLiteral: defensive; every caller has just read the event.
  return row ?? { capacity: null };
}

/** lockEventRow as a condition of a one-statement write: true, once the row is locked, while the event exists. */
export const eventRowLocked = (eventId: string) =>
  sql`exists (select 1 from ${events} where ${events.id} = ${eventId} for update)`;

/** True when `userId` created the event `eventId` names (a column of the caller's table, or an id). */
export const eventCreatedBy = (eventId: SQLWrapper | string, userId: string | null) =>
  sql`exists (select 1 from ${events} where ${events.id} = ${eventId} and ${events.createdBy} = ${userId})`;

export function createEventsService({
  db,
  storage,
  log,
  jobs,
  realtime,
  eventFiles,
  cancellation,
}: EventsDeps) {
  // The hottest read (public event pages): built once, prepared once per connection.
  const eventById = db
    .select(eventColumns)
    .from(events)
    .innerJoin(user, eq(user.id, events.createdBy))
    .where(eq(events.id, sql.placeholder("id")))
    .prepare("event_by_id");

  // Nearly every request about an event reads its row first (its page, a guest's link, the guest
  // list's permission check); the row is kept a while, and dropped as soon as it changes.
  const cachedRows = createNoticeCache<EventRow>({
    ttlMs: 30_000,
    maxEntries: 5_000,
    topic: eventRowTopic,
    realtime,
  });

  async function findRow(id: string): Promise<EventRow> {
    const cached = cachedRows.get(id);
    if (cached) return cached;
    const [row] = await eventById.execute({ id });
    if (!row) throw new AppError("not_found", eventMessages.notFound);
    cachedRows.set(id, row);
    return row;
  }

  async function findManageable(actor: CurrentUser | null, id: string, refusal: string): Promise<EventRow> {
    if (!actor) throw new AppError("unauthenticated", eventMessages.notLoggedIn);
    const row = await findRow(id);
    if (!canManageEvent(actor, row)) throw new AppError("forbidden", refusal);
    return row;
  }

  async function readable(
    actor: CurrentUser | null,
    id: string,
  ): Promise<{ event: ReturnType<typeof toEvent>; row: EventRow }> {
    const row = await findRow(id).catch(async (err: unknown) => {
      // The public page of a deleted event says it was cancelled, not that it never existed.
      const cancelled = await cancelledById(db, id);
      throw cancelled ? new AppError("gone", rsvpMessages.cancelled(cancelled.title)) : err;
    });
    if (!canReadEvent(actor, row)) throw new AppError("forbidden", eventMessages.private);
    return { event: toEvent(row, actor?.id), row };
  }

  /** Points the event at its new banner (or none), then deletes the file of the one it had. */
  async function replaceBanner(actor: CurrentUser | null, row: EventRow, key: string | null) {
    await db.update(events).set({ bannerKey: key }).where(eq(events.id, row.id));
    cachedRows.forget(row.id);
    if (row.bannerKey) await deleteImage(storage, row.bannerKey);
    return toEvent(await findRow(row.id), actor?.id);
  }

  return {
    /** The event row if the actor may manage it (guests, RSVP settings…); refuses otherwise. */
    manageable: findManageable,
    /** The event row without any permission check, for callers that hold another proof (a guest token). */
    row: findRow,

    /** Titles of the given events, in one query (for lists of other features' records). */
    async titles(ids: string[]): Promise<Map<string, string>> {
      const unique = [...new Set(ids)];
      if (unique.length === 0) return new Map();
      const rows = await db
        .select({ id: events.id, title: events.title })
        .from(events)
        .where(inArray(events.id, unique));
      return new Map(rows.map((r) => [r.id, r.title]));
    },

    /**
     * Writes the RSVP settings columns. The RSVP feature has checked who may (rsvp/policy.ts);
     * seating the waitlist after a capacity change is the guests service's business.
     */
    async saveRsvpSettings(id: string, settings: RsvpSettings) {
      await db.update(events).set(settings).where(eq(events.id, id));
      cachedRows.forget(id);
    },

    async get(actor: CurrentUser | null, id: string) {
      return (await readable(actor, id)).event;
    },

    /** As get, with the row too, for a caller that shows more of the event (its public page's form). */
    readable,

    async listMine(actor: CurrentUser, search?: string) {
      const rows = await db
        .select(eventColumns)
        .from(events)
        .innerJoin(user, eq(user.id, events.createdBy))
        .where(and(eq(events.createdBy, actor.id), titleOrLocationMatches(search)))
        .orderBy(descNullsLast(events.date), descNullsLast(events.time));
      return rows.map((r) => toEvent(r, actor.id));
    },

    async listUpcoming(actor: CurrentUser | null, query: { search?: string; page: number; limit?: number }) {
      const where = and(upcomingPublic, titleOrLocationMatches(query.search));
      const pageSize = query.limit ?? publicEventsPageSize;
      const [rows, [{ total }]] = await Promise.all([
        db
          .select(eventColumns)
          .from(events)
          .innerJoin(user, eq(user.id, events.createdBy))
          .where(where)
          .orderBy(asc(events.date), asc(events.time), asc(events.id))
          .limit(pageSize)
          .offset((query.page - 1) * pageSize),
        db.select({ total: count() }).from(events).where(where),
      ]);
      return { items: rows.map((r) => toEvent(r, actor?.id)), total, page: query.page, pageSize };
    },

    async create(actor: CurrentUser, input: EventInput) {
      const [created] = await db
        .insert(events)
        .values({ ...input, createdBy: actor.id })
        .returning({ id: events.id });
      return toEvent(await findRow(created.id), actor.id);
    },

    async update(actor: CurrentUser | null, id: string, input: EventInput) {
      const before = await findManageable(actor, id, eventMessages.noPermissionEdit);
      const moved =
        before.date !== input.date || before.time !== input.time || before.timeZone !== input.timeZone;
      // A new date gets its own day-before reminder to the host.
      await db
        .update(events)
        .set(moved ? { ...input, hostReminderAt: null } : input)
        .where(eq(events.id, id));
      cachedRows.forget(id);
      return toEvent(await findRow(id), actor?.id);
    },

    /** What the delete confirmation offers: how many guests who replied could be e-mailed. */
    async cancellationNotice(actor: CurrentUser | null, id: string): Promise<CancellationNotice> {
      await findManageable(actor, id, eventMessages.noPermissionDelete);
      return { recipients: await countReplied(db, id, cancellation) };
    },

    /** The deleted event an old guest link (reply token, invitation code) pointed to, or null. */
    cancelledByLink: (kind: LinkKind, value: string) => cancelledByLink(db, kind, value),

    /**
     * Account deletion: the user's cancelled-event notices lose their title, date and owner (those
     * with mails still waiting once the mails went, when the host asked for guests to be told).
     */
    forgetHost: (userId: string, tellGuestsAs?: string) => forgetHost(db, userId, tellGuestsAs),

    /** What the account deletion offers: the user's events not yet past, each with who could be told. */
    async upcomingOf(userId: string): Promise<UpcomingCancellations["events"]> {
      const rows = await db
        .select({ id: events.id, title: events.title, date: events.date, time: events.time })
        .from(events)
        .where(and(eq(events.createdBy, userId), notPast))
        .orderBy(asc(events.date), asc(events.time));
      return Promise.all(
        rows.map(async (r) => ({ ...r, recipients: await countReplied(db, r.id, cancellation) })),
      );
    },

    /**
     * Deletes the event and everything attached in one transaction, leaving a tombstone so old
     * guest links say the event was cancelled; files go, and guests are e-mailed, after the commit.
     */
    async remove(actor: CurrentUser | null, id: string, opts: { notifyGuests?: boolean } = {}) {
      const row = await findManageable(actor, id, eventMessages.noPermissionDelete);
      let mails = 0;
      const fileKeys = await db.transaction(async (tx) => {
        mails = await writeTombstone(tx, row, opts.notifyGuests === true, cancellation);
        const keys = [row.bannerKey];
        for (const list of eventFiles) keys.push(...(await list(tx, id)));
        await tx.delete(events).where(eq(events.id, id));
        return keys.filter((k): k is string => !!k);
      });
      cachedRows.forget(id);
      if (mails > 0) {
        const job: CancellationJob = { cancelledEventId: id, when: formatEventDateLong(row.date, row.time) };
        // The event is gone already: a queue failure must not report the delete as failed.
        await jobs
          .send(cancellationMailQueue, job)
          .catch((err) => log.error("could not queue the cancellation e-mails", { id, ...errorForLog(err) }));
      }
      await Promise.all(
        fileKeys.map((key) =>
          deleteImage(storage, key).catch((err) =>
            log.error("could not delete file", { key, ...errorForLog(err) }),
          ),
        ),
      );
    },

    /** Stores a new banner (checked and cleaned), then deletes the one it replaces. */
    async setBanner(actor: CurrentUser | null, id: string, file: MediaInput) {
      const row = await findManageable(actor, id, eventMessages.noPermissionEdit);
      const key = await storeImage(storage, `event-banners/${row.createdBy}`, file);
      return replaceBanner(actor, row, key);
    },

    async removeBanner(actor: CurrentUser | null, id: string) {
      return replaceBanner(actor, await findManageable(actor, id, eventMessages.noPermissionEdit), null);
    },

    /** The ids of a user's events (their share of the account's other records). */
    /** How many events each of these users has created, in one query (the admin's user list). */
    async countsByOwner(userIds: string[]): Promise<Map<string, number>> {
      if (userIds.length === 0) return new Map();
      const rows = await db
        .select({ owner: events.createdBy, n: count() })
        .from(events)
        .where(inArray(events.createdBy, userIds))
        .groupBy(events.createdBy);
      return new Map(rows.map((r) => [r.owner, r.n]));
    },

    async idsOf(userId: string): Promise<string[]> {
      const rows = await db.select({ id: events.id }).from(events).where(eq(events.createdBy, userId));
      return rows.map((r) => r.id);
    },

    /** The user's events and banners for "Download my data" (the profile service gathers it). */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const rows = keysetPages(db, events, eq(events.createdBy, userId), {
        date: events.date,
        id: events.id,
      });
      return exportTableWithImages("events", events, rows, {
        key: "bannerKey",
        file: "bannerFile",
        path: (id) => `files/event-banners/${id}.webp`,
      });
    },

    /** The admin dashboard's figures: all events, and how many were created each month (last 12). */
    async platformCounts(): Promise<{ total: number; byMonth: { month: string; count: number }[] }> {
      const [[{ total }], byMonth] = await Promise.all([
        db.select({ total: count() }).from(events),
        countsByMonth(db, events, events.createdAt),
      ]);
      return { total, byMonth };
    },
  };
}

export type EventsService = ReturnType<typeof createEventsService>;
