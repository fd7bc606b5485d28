import { type AnyColumn, asc, type SQL, sql } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import { descNullsLast } from "./order.ts";

/**
 * Rows read a batch at a time, each batch only when the reader asks for it. A function, so that a
 * reader needing the rows twice (an export writes each table as JSON, then as CSV) reads them again
 * rather than holding them.
 */
export type RowBatches<R> = () => AsyncIterable<R[]>;

/** Rows per page: small enough to hold, large enough that the round trips do not dominate. */
export const pageSize = 1000;

/**
 * A query's rows in pages by keyset: each page continues after the last row of the one before
 * (`(a, b, id) > (…)`, the order's columns as one row value), so every page is one index range and
 * no page re-reads what came before, as OFFSET would. No transaction or cursor stays open between
 * pages: on the embedded database one open transaction would stall every other request, and on
 * PostgreSQL it would hold a pooled connection for as long as the slowest client takes to download.
 * So the pages are not one snapshot: a row added or removed meanwhile may or may not be in.
 *
 * `select` gets the condition "after the last row" (undefined for the first page) to AND with its
 * own filter; `order` names the result's fields and their columns, in order, the last ones unique
 * together (the primary key) and none nullable.
 */
export function keysetPages<Q extends PgSelect>(
  select: (after: SQL | undefined) => Q,
  order: Record<string, AnyColumn>,
  opts: { descending?: boolean; size?: number } = {},
): RowBatches<Awaited<Q>[number]> {
  const fields = Object.keys(order);
  const columns = Object.values(order);
  const size = opts.size ?? pageSize;
  const orderBy = columns.map((c) => (opts.descending ? descNullsLast(c) : asc(c)));
  const after = (row: Record<string, unknown>): SQL => {
    const values = fields.map((f, i) => sql.param(row[f], columns[i]));
    return sql`(${sql.join(columns, sql`, `)}) ${sql.raw(opts.descending ? "<" : ">")} (${sql.join(values, sql`, `)})`;
  };
  return async function* () {
    let last: Record<string, unknown> | undefined;
    for (;;) {
      const rows = (await select(last && after(last))
        .orderBy(...orderBy)
        .limit(size)) as Awaited<Q>[number][];
      if (rows.length > 0) yield rows;
      if (rows.length < size) return;
      last = rows[rows.length - 1] as Record<string, unknown>;
    }
  };
}
