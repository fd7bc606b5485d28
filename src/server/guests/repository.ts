import { and, asc, count, eq, ilike, inArray, isNotNull, isNull, ne, type SQL, sql } from "drizzle-orm";
import type { GuestContact, GuestInput } from "../../contract/guests.ts";
import type { Db, Tx } from "../db/client.ts";
import { concatRows, keysetPages } from "../db/keyset-pages.ts";
import { containsPattern } from "../db/like-pattern.ts";
import { eventCreatedBy, eventRowLocked } from "../events/service.ts";
import { type GuestRow, guestContactColumns } from "./guest-row.ts";
import { guestStatusCounts, guestStatuses, guests } from "./tables.ts";

// The guests feature's SQL: each statement over its tables, by name, and nothing about who may run
// it or when (service.ts decides that). A write inside the service's transaction takes its `tx`.

type Conn = Db | Tx;
export type GuestStatus = (typeof guestStatusCounts.$inferSelect)["status"];
export type NewGuestRow = typeof guests.$inferInsert;
type ReplyColumns = Omit<Partial<NewGuestRow>, "id" | "eventId">;

/** Rows per bulk INSERT: keeps each statement well under PostgreSQL's parameter limit. */
const bulkRows = 1000;

export function matchesSearch(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  // The expression of the trigram index guests_search_trgm_idx, word for word, so it can be used.
  return sql`(${guests.name} || ' ' || coalesce(${guests.email}, '') || ' ' || coalesce(${guests.phone}, '')) ilike ${pattern}`;
}

/**
 * Guests whose name holds `search`, and nothing else: what door staff may search by. The trigram
 * expression comes first so its index still narrows the rows; the name is then checked alone.
 */
export function matchesName(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  return and(matchesSearch(search), ilike(guests.name, containsPattern(search)));
}

/** The filter of a list or export: one event, a status tab, a search. */
export const listFilter = (eventId: string, q: { status?: GuestStatus; search?: string }) =>
  and(
    eq(guests.eventId, eventId),
    q.status ? eq(guests.status, q.status) : undefined,
    matchesSearch(q.search),
  );

/**
 * Reads for the features that act on a guest's own proof (RSVP: the token in their link) or on
 * their own records (invitations: recipients), so without an acting user. Reads by id are always
 * limited to one event.
 */
/** The whole rows of `eventId`'s guests that meet every one of `conditions` (an undefined one is left out). */
const guestsOfEvent = (conn: Conn, eventId: string, ...conditions: (SQL | undefined)[]) =>
  conn
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, eventId), ...conditions));

export function guestReads(db: Db) {
  return {
    /** The guest whose personal link carries `token`, or null. */
    async byToken(token: string): Promise<GuestRow | null> {
      const [row] = await db.select().from(guests).where(eq(guests.token, token));
      return row ?? null;
    },

    /** The guest with this id, or null (gone: removed, or forgotten at their own request). */
    async byId(guestId: string): Promise<GuestRow | null> {
      return guestById(db, guestId);
    },

    /** The guest of `eventId` with this e-mail (stored lower-cased), or null. */
    async findByEmail(eventId: string, email: string): Promise<GuestRow | null> {
      const [row] = await guestsOfEvent(db, eventId, eq(guests.email, email));
      return row ?? null;
    },

    /** The guests of `eventId` among `ids`, by name, in one query (others' ids are ignored). */
    async byIds(eventId: string, ids: string[]): Promise<GuestRow[]> {
      if (ids.length === 0) return [];
      return guestsOfEvent(db, eventId, inArray(guests.id, ids)).orderBy(asc(guests.name));
    },

    /**
     * A host's message's audience: the guests of `eventId` with this status, in this category, or
     * all of them (neither given), by name. Unsubscribed guests are included: the caller counts them.
     */
    async audience(
      eventId: string,
      filter: { status?: GuestRow["status"]; category?: NonNullable<GuestRow["category"]> },
    ): Promise<GuestRow[]> {
      return guestsOfEvent(
        db,
        eventId,
        filter.status ? eq(guests.status, filter.status) : undefined,
        filter.category ? eq(guests.category, filter.category) : undefined,
      ).orderBy(asc(guests.name), asc(guests.id));
    },

    /** The guests of `eventId` among `ids` who have not replied and still take e-mail (reminders). */
    async awaitingReply(eventId: string, ids: string[]): Promise<GuestRow[]> {
      if (ids.length === 0) return [];
      return guestsOfEvent(
        db,
        eventId,
        inArray(guests.id, ids),
        isNull(guests.respondedAt),
        eq(guests.emailOptOut, false),
      );
    },
  };
}

export async function guestById(conn: Conn, guestId: string): Promise<GuestRow | null> {
  const [row] = await conn.select().from(guests).where(eq(guests.id, guestId));
  return row ?? null;
}

/** The trigger-kept counts rows of one event (no scan of the list). */
export const statusCountRows = (db: Db, eventId: string) =>
  db.select().from(guestStatusCounts).where(eq(guestStatusCounts.eventId, eventId));

export const contactsOf = (db: Db, eventId: string): Promise<GuestContact[]> =>
  db
    .select(guestContactColumns)
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(asc(guests.name), asc(guests.id));

export async function countWhere(db: Db, where: SQL | undefined): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(guests).where(where);
  return total;
}

export async function insertGuest(tx: Tx, values: NewGuestRow): Promise<GuestRow> {
  const [inserted] = await tx.insert(guests).values(values).returning();
  return inserted;
}

/** Saves the host's edit, if the guest is still at the version `unchangedSince` names; null if not. */
export async function updateGuest(
  tx: Tx,
  guestId: string,
  input: GuestInput,
  unchangedSince?: string,
): Promise<GuestRow | null> {
  // Stored to the microsecond, sent to the millisecond: compared at the millisecond.
  const sameVersion = unchangedSince
    ? sql`date_trunc('milliseconds', ${guests.updatedAt}) = ${unchangedSince}::timestamptz`
    : undefined;
  const [updated] = await tx
    .update(guests)
    .set(input)
    .where(and(eq(guests.id, guestId), sameVersion))
    .returning();
  return updated ?? null;
}

/** Deletes the given guests of one event; the statuses of those that went. */
export const deleteGuests = (tx: Tx, eventId: string, ids: string[]) =>
  tx
    .delete(guests)
    .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)))
    .returning({ status: guests.status, name: guests.name });

/** Inserts many guests in a few statements; their ids. */
export async function insertMany(conn: Conn, eventId: string, rows: Omit<NewGuestRow, "eventId">[]) {
  const ids: string[] = [];
  for (let start = 0; start < rows.length; start += bulkRows) {
    const added = await conn
      .insert(guests)
      .values(rows.slice(start, start + bulkRows).map((r) => ({ ...r, eventId })))
      .returning({ id: guests.id });
    ids.push(...added.map((a) => a.id));
  }
  return ids;
}

/**
 * A reply that takes no seat, saved in one statement if the guest still holds none; it locks the
 * event row first, as every guest write does, so the counts rows the trigger updates are always
 * reached in the same order. Null when the guest holds a seat (or is gone).
 */
export async function saveSeatlessReply(
  db: Db,
  guest: Pick<GuestRow, "id" | "eventId">,
  set: ReplyColumns,
): Promise<GuestRow | null> {
  const [saved] = await db
    .update(guests)
    .set(set)
    .where(and(eq(guests.id, guest.id), ne(guests.status, "confirmed"), eventRowLocked(guest.eventId)))
    .returning();
  return saved ?? null;
}

export async function setGuest(tx: Tx, guestId: string, set: ReplyColumns): Promise<GuestRow | null> {
  const [row] = await tx.update(guests).set(set).where(eq(guests.id, guestId)).returning();
  return row ?? null;
}

/** The first visit of a guest's link, unless the viewer is the event's host; a no-op after. */
export async function markLinkOpened(db: Db, token: string, viewerId: string | null) {
  await db.execute(sql`
    update ${guests} set first_opened_at = now()
     where ${guests.token} = ${token} and ${guests.firstOpenedAt} is null
       and not ${eventCreatedBy(guests.eventId, viewerId)}`);
}

export async function setEmailOptOut(db: Db, guestId: string) {
  await db.update(guests).set({ emailOptOut: true }).where(eq(guests.id, guestId));
}

/**
 * Every guest of these events, event by event, oldest first, a page at a time ("Download my
 * data"). One event at a time, so each page is a range of the event's own index: across several
 * events at once every page sorted all the account's remaining guests (115,000 on the bench).
 */
export const guestsOfEvents = (db: Db, eventIds: string[]) =>
  concatRows(
    eventIds.map((eventId) =>
      keysetPages(
        db,
        guests,
        eq(guests.eventId, eventId),
        { createdAt: guests.createdAt, id: guests.id },
        { descIndex: true },
      ),
    ),
  );

export const countAll = (db: Db) => countWhere(db, undefined);

export async function eventOfGuest(tx: Tx, guestId: string): Promise<string | null> {
  const [row] = await tx.select({ eventId: guests.eventId }).from(guests).where(eq(guests.id, guestId));
  return row?.eventId ?? null;
}

export async function deleteGuest(tx: Tx, guestId: string) {
  const [removed] = await tx
    .delete(guests)
    .where(eq(guests.id, guestId))
    .returning({ eventId: guests.eventId, name: guests.name, status: guests.status });
  return removed ?? null;
}

/** Guests per status summed over several events, from the counts table. */
export const statusSums = (db: Db, eventIds: string[]) =>
  db
    .select({
      status: guestStatusCounts.status,
      guests: sql<number>`sum(${guestStatusCounts.guests})::int`,
    })
    .from(guestStatusCounts)
    .where(inArray(guestStatusCounts.eventId, eventIds))
    .groupBy(guestStatusCounts.status);

// Reads other features compose into statements of their own (analytics' figures, the door's list,
// an event's tombstone): each is part of ONE statement over one event's guests, however many there
// are, and hands out named columns, never the table (guests/service.ts re-exports them).

/** The event's attending guests who have an e-mail address, by name (whom a pass can be mailed). */
export const attendingWithEmail = (conn: Conn, eventId: string): Promise<GuestRow[]> =>
  guestsOfEvent(conn, eventId, eq(guests.status, "confirmed"), isNotNull(guests.email)).orderBy(
    asc(guests.name),
    asc(guests.id),
  );

/**
 * The event's guests as a subquery to select, group and join (PostgreSQL flattens it into the
 * caller's statement, so the guests_event_* indexes serve it as they would the table). `only`
 * narrows it to one guest, or to a search, inside, where the search's trigram index applies.
 */
export const eventGuests = (
  conn: Conn,
  eventId: string,
  only: { guestId?: string; search?: string; nameOnly?: boolean } = {},
) =>
  conn
    .select({
      id: guests.id,
      name: guests.name,
      category: guests.category,
      status: guests.status,
      plusOnes: guests.plusOnes,
      plusOneAnswers: guests.plusOneAnswers,
      plusOnesAllowed: guests.plusOnesAllowed,
      mealChoice: guests.mealChoice,
      dietaryNotes: guests.dietaryNotes,
      respondedAt: guests.respondedAt,
      firstOpenedAt: guests.firstOpenedAt,
    })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        only.guestId === undefined ? undefined : eq(guests.id, only.guestId),
        only.nameOnly ? matchesName(only.search) : matchesSearch(only.search),
      ),
    )
    .as("event_guests");

/** The guest, if they are one of `eventId`'s (a write of another feature reads it in its `tx`). */
export async function guestOfEvent(conn: Conn, eventId: string, guestId: string): Promise<GuestRow | null> {
  const [row] = await conn
    .select()
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.id, guestId)));
  return row ?? null;
}

/** People (guests and their +1s) per status of one event, from the trigger-kept counts: no scan of the list. */
export async function seatsByStatus(db: Db, eventId: string): Promise<Record<GuestStatus, number>> {
  const seats = Object.fromEntries(guestStatuses.map((s) => [s, 0])) as Record<GuestStatus, number>;
  for (const row of await statusCountRows(db, eventId)) seats[row.status] = row.seats;
  return seats;
}

/** True while the guest holds a confirmed seat: a condition of another feature's one-statement write. */
export const guestConfirmed = (guestId: string) =>
  sql`exists (select 1 from ${guests} where ${guests.id} = ${guestId} and ${guests.status} = 'confirmed')`;

/** The secrets of the event's guests' personal links, as column `value` (an event's tombstone hashes them). */
export const linkTokensOf = (conn: Conn, eventId: string) =>
  conn
    .select({ value: sql<string>`${guests.token}`.as("value") })
    .from(guests)
    .where(eq(guests.eventId, eventId));

// A host-set status counts too: a guest put down as coming by the host expects to be told.
const repliedStatuses = ["confirmed", "waitlisted", "maybe", "declined"] as const;

/**
 * The event's guests who replied and can be e-mailed (an address, and not unsubscribed), as
 * columns `name` and `email`: whom an event's cancellation tells.
 */
export const guestsToTell = (conn: Conn, eventId: string) =>
  conn
    .select({ name: guests.name, email: sql<string>`${guests.email}`.as("email") })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        inArray(guests.status, [...repliedStatuses]),
        isNotNull(guests.email),
        eq(guests.emailOptOut, false),
      ),
    );

/**
 * The event's guests with an address who did not unsubscribe, as columns `id`, `name`, `email`
 * and `token`: one statement another feature joins to its own rows (a part's guests who said yes).
 */
export const mailableGuests = (conn: Conn, eventId: string) =>
  conn
    .select({
      id: guests.id,
      name: guests.name,
      email: sql<string>`${guests.email}`.as("email"),
      token: guests.token,
    })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), isNotNull(guests.email), eq(guests.emailOptOut, false)))
    .as("mailable_guests");

/**
 * Marks guests changed (updated_at), inside another feature's write that changed what they are
 * (their parts): the guests trigger then tells the host's open lists to refresh.
 */
export async function touchGuests(tx: Tx, guestIds: string[]): Promise<void> {
  if (guestIds.length === 0) return;
  await tx.update(guests).set({ updatedAt: new Date() }).where(inArray(guests.id, guestIds));
}

/**
 * Sets a guest's status as another feature's rules decided it inside its transaction (the parts
 * of an event: a guest is Attending while they come to any part), with the event row locked.
 */
export async function setGuestStatus(
  tx: Tx,
  guestId: string,
  status: GuestStatus,
  /** Only a guest now in one of these (an unanswered part leaves a host's Maybe as it is). */
  onlyFrom?: GuestStatus[],
): Promise<void> {
  await tx
    .update(guests)
    .set({ status })
    .where(and(eq(guests.id, guestId), onlyFrom ? inArray(guests.status, onlyFrom) : undefined));
}
