import {
  and,
  asc,
  count,
  eq,
  getTableColumns,
  inArray,
  or,
  type SQL,
  type SQLWrapper,
  sql,
} from "drizzle-orm";
import type { EventInput } from "../../contract/events.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import type { Db, Tx } from "../db/client.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { countsByMonth } from "../db/monthly-counts.ts";
import { descNullsLast } from "../db/order.ts";
import { user } from "../db/schema.ts";
import { events } from "./tables.ts";

// The events table's SQL: each statement a named function, no rules (service.ts decides who may).
// A write in the caller's transaction takes `tx`.

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

// What other features' statements need of an event row. The events table is this feature's: the
// guests feature counts seats and replies under the event's lock, and asks for it through service.ts.

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

/** The hottest read (public event pages): one event with its host's name, prepared once per connection. */
export const prepareEventById = (db: Db) =>
  db
    .select(eventColumns)
    .from(events)
    .innerJoin(user, eq(user.id, events.createdBy))
    .where(eq(events.id, sql.placeholder("id")))
    .prepare("event_by_id");

export async function titlesOf(db: Db, ids: string[]) {
  return db.select({ id: events.id, title: events.title }).from(events).where(inArray(events.id, ids));
}

/**
 * The user's own events and `held` (those they hold a place on), date descending. Events on the
 * same day and time: the first made first, so the list (and the event the guest list opens on) is
 * the same on every read.
 */
export async function eventsOfHost(db: Db, userId: string, held: string[], search: string | undefined) {
  const mineOrHeld = held.length > 0 ? or(eq(events.createdBy, userId), inArray(events.id, held)) : undefined;
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(user, eq(user.id, events.createdBy))
    .where(and(mineOrHeld ?? eq(events.createdBy, userId), titleOrLocationMatches(search)))
    .orderBy(descNullsLast(events.date), descNullsLast(events.time), asc(events.createdAt), asc(events.id));
}

/** One page of the public events not yet past (search on title or location), date ascending, and their total. */
export async function upcomingPublicPage(db: Db, search: string | undefined, limit: number, offset: number) {
  const where = and(upcomingPublic, titleOrLocationMatches(search));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(eventColumns)
      .from(events)
      .innerJoin(user, eq(user.id, events.createdBy))
      .where(where)
      .orderBy(asc(events.date), asc(events.time), asc(events.id))
      .limit(limit)
      .offset(offset),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return { rows, total };
}

/** The owner's events not yet past, soonest first. */
export async function upcomingOfOwner(db: Db, userId: string) {
  return db
    .select({ id: events.id, title: events.title, date: events.date, time: events.time })
    .from(events)
    .where(and(eq(events.createdBy, userId), notPast))
    .orderBy(asc(events.date), asc(events.time));
}

export async function insertEvent(db: Db, values: EventInput & { createdBy: string }): Promise<string> {
  const [created] = await db.insert(events).values(values).returning({ id: events.id });
  return created.id;
}

/** An edit; a new date also clears the day-before reminder to the host, so the new date gets its own. */
export async function updateEvent(tx: Tx, id: string, input: EventInput, moved: boolean) {
  await tx
    .update(events)
    .set(moved ? { ...input, hostReminderAt: null } : input)
    .where(eq(events.id, id));
}

export async function updateRsvpSettings(db: Db, id: string, settings: RsvpSettings) {
  await db.update(events).set(settings).where(eq(events.id, id));
}

export async function setBannerKey(tx: Tx, id: string, key: string | null) {
  await tx.update(events).set({ bannerKey: key }).where(eq(events.id, id));
}

export async function setOwner(tx: Tx, id: string, userId: string) {
  await tx.update(events).set({ createdBy: userId }).where(eq(events.id, id));
}

/** Deletes the event; the rows of every feature attached to it go with it (foreign keys cascade). */
export async function deleteEvent(tx: Tx, id: string) {
  await tx.delete(events).where(eq(events.id, id));
}

/** How many events each of these users has created, in one query. */
export async function countsByOwner(db: Db, userIds: string[]) {
  return db
    .select({ owner: events.createdBy, n: count() })
    .from(events)
    .where(inArray(events.createdBy, userIds))
    .groupBy(events.createdBy);
}

export async function idsOwnedBy(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.createdBy, userId));
  return rows.map((r) => r.id);
}

/** The owner's event rows, a page at a time (an account's export of any size). */
export const ownedPages = (db: Db, userId: string) =>
  keysetPages(db, events, eq(events.createdBy, userId), { date: events.date, id: events.id });

/** All events, and how many were created each month (last 12). */
export async function platformCounts(db: Db) {
  const [[{ total }], byMonth] = await Promise.all([
    db.select({ total: count() }).from(events),
    countsByMonth(db, events, events.createdAt),
  ]);
  return { total, byMonth };
}
