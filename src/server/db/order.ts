import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/**
 * ORDER BY column DESC NULLS LAST: the order our `.desc()` indexes are built in (drizzle-kit writes
 * them NULLS LAST). drizzle's `desc()` says only DESC, which PostgreSQL reads as NULLS FIRST; such
 * an index cannot serve that order, so the planner sorted the event's whole guest list for every
 * page (decision record 0009: 180 ms a page at 100,000 guests, 0.6 ms with the index).
 */
export function descNullsLast(column: AnyColumn): SQL {
  return sql`${column} desc nulls last`;
}

/** ORDER BY column ASC NULLS FIRST: the same index read backwards (a long list's second half, from its end). */
export function ascNullsFirst(column: AnyColumn): SQL {
  return sql`${column} asc nulls first`;
}
