import { and, desc, eq, type SQL, sql } from "drizzle-orm";
import type { SubqueryWithSelection } from "drizzle-orm/pg-core";
import type { GuestListQuery } from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import { ascNullsFirst, descNullsLast } from "../db/order.ts";
import type { GuestRow } from "./guest-row.ts";
import { guests } from "./tables.ts";

/**
 * A page of guests as read: the rows, newest first, and, for a search, how many guests match;
 * `also`: the value of the caller's extra column for each row, in the same order (none asked: nulls).
 */
export type PageRows = { rows: GuestRow[]; matches: number | null; also: unknown[] };

/** A column read beside each guest of a page in the same statement (their answers per part). */
export type AlsoColumn = SQL | undefined;

const newestFirst = [descNullsLast(guests.createdAt), descNullsLast(guests.id)];
const oldestFirst = [ascNullsFirst(guests.createdAt), ascNullsFirst(guests.id)];
// The same order in words the (event, created) index cannot serve: a search's few matches, found
// through the trigram index, are sorted, rather than every guest of the event walked in order and
// filtered (8 ms against 250 ms at 100,000 guests; the planner misjudged it).
const matchesNewestFirst = [desc(guests.createdAt), desc(guests.id)];

/**
 * The guests of one page of an event's list (decision record 0009, "Pages"). A page is found on
 * the (event[, status], created, id) index, ids only, and just its rows are read from the table
 * (a deferred join). Three ways to reach it, cheapest first:
 * - from a neighbour (`after`/`before`, Next and Previous): the index is entered at that guest,
 *   so every page costs what the first does, however long the list;
 * - by number in the first half: the index entries before it are skipped;
 * - by number in the second half: the list is read from its end, so the last page is cheap too.
 * `known` is the number of guests the filter matches (kept by triggers), or null for a search,
 * which counts its matches in the same scan (a window count) and pages by number. `also` is read
 * beside each row, in the page's own statement.
 */
export async function readGuestPage(
  db: Db,
  eventId: string,
  where: SQL | undefined,
  q: GuestListQuery,
  known: number | null,
  also?: AlsoColumn,
): Promise<PageRows> {
  const offset = (q.page - 1) * q.pageSize;
  // Stryker disable next-line ConditionalExpression,BlockStatement: the search's path below pages the same rows, counting them.
  if (known !== null) {
    const expected = Math.max(0, Math.min(q.pageSize, known - offset));
    // Stryker disable next-line ConditionalExpression: a shortcut; a query for no rows finds none.
    if (expected === 0) return { rows: [], matches: null, also: [] };
    const neighbour = q.after ?? q.before;
    if (neighbour) {
      // Stryker disable next-line StringLiteral: any side but "older" reads newer guests.
      const page = await fromNeighbour(
        db,
        eventId,
        where,
        neighbour,
        q.after ? "older" : "newer",
        expected,
        also,
      );
      // The neighbour was deleted, or the list changed around it: the page number still holds.
      if (page.rows.length === expected) return { ...page, matches: null };
    }
    // Which end a page is read from changes its cost (the bench measures it), never its rows: the
    // tests check the rows of pages on both sides of the middle.
    // Stryker disable next-line ConditionalExpression,EqualityOperator,ArithmeticOperator
    const fromEnd = offset > known / 2;
    const ids = db
      .select({ id: guests.id })
      .from(guests)
      .where(where)
      .orderBy(...(fromEnd ? oldestFirst : newestFirst))
      .limit(expected)
      .offset(fromEnd ? Math.max(0, known - offset - q.pageSize) : offset)
      .as("page");
    return { ...(await rowsOf(db, ids, also)), matches: null };
  }
  const ids = db
    .select({ id: guests.id, matches: sql<number>`count(*) over ()`.mapWith(Number).as("matches") })
    .from(guests)
    .where(where)
    .orderBy(...matchesNewestFirst)
    .limit(q.pageSize)
    .offset(offset)
    .as("page");
  const found = await db
    .select({ guest: guests, matches: ids.matches, also: also ?? nothing })
    .from(guests)
    .innerJoin(ids, eq(ids.id, guests.id))
    .orderBy(...newestFirst);
  return {
    rows: found.map((f) => f.guest),
    matches: found[0]?.matches ?? null,
    also: found.map((f) => f.also),
  };
}

/** The extra column when none is asked for. */
const nothing = sql<null>`null`;

/**
 * The whole filtered list, newest first, in batches each entered at the last guest of the one
 * before: the export of 100,000 guests reads each index entry once, where numbered batches would
 * skip again over every batch already sent.
 */
export async function* allGuestsInBatches(db: Db, eventId: string, where: SQL | undefined, batch: number) {
  let last: string | null = null;
  for (;;) {
    const page: Omit<PageRows, "matches"> = last
      ? await fromNeighbour(db, eventId, where, last, "older", batch)
      : await rowsOf(
          db,
          db
            .select({ id: guests.id })
            .from(guests)
            .where(where)
            .orderBy(...newestFirst)
            .limit(batch)
            .as("page"),
        );
    const rows: GuestRow[] = page.rows;
    yield rows;
    if (rows.length < batch) return;
    last = rows[rows.length - 1].id;
  }
}

/** The page that starts next to a guest: the older ones after it, or the newer ones before it. */
async function fromNeighbour(
  db: Db,
  eventId: string,
  where: SQL | undefined,
  neighbourId: string,
  side: "older" | "newer",
  limit: number,
  also?: AlsoColumn,
): Promise<Omit<PageRows, "matches">> {
  // The neighbour's own key, read inside the same statement: a timestamp sent back and forth
  // through JavaScript would lose its microseconds. A row comparison on (created_at, id) is what
  // lets the index be entered at that key.
  const key = sql`(select n.created_at, n.id from guests n where n.id = ${neighbourId} and n.event_id = ${eventId})`;
  const beyond =
    side === "older"
      ? sql`(${guests.createdAt}, ${guests.id}) < ${key}`
      : sql`(${guests.createdAt}, ${guests.id}) > ${key}`;
  const ids = db
    .select({ id: guests.id })
    .from(guests)
    .where(and(where, beyond))
    .orderBy(...(side === "older" ? newestFirst : oldestFirst))
    .limit(limit)
    .as("page");
  return rowsOf(db, ids, also);
}

/** The full rows of a page's ids, newest first, each with `also`. */
async function rowsOf(
  db: Db,
  ids: SubqueryWithSelection<{ id: typeof guests.id }, "page">,
  also?: AlsoColumn,
): Promise<Omit<PageRows, "matches">> {
  const found = await db
    .select({ guest: guests, also: also ?? nothing })
    .from(guests)
    .innerJoin(ids, eq(ids.id, guests.id))
    .orderBy(...newestFirst);
  return { rows: found.map((f) => f.guest), also: found.map((f) => f.also) };
}
