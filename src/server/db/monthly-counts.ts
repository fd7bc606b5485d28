import { count, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "./client.ts";

/** How many rows of `table` were created in each of the last 12 months ('YYYY-MM'), oldest first. */
export function countsByMonth(db: Db, table: PgTable, createdAt: AnyPgColumn) {
  return db
    .select({ month: sql<string>`to_char(${createdAt}, 'YYYY-MM')`, count: count() })
    .from(table)
    .where(sql`${createdAt} > now() - interval '12 months'`)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
