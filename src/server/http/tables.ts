import { index, integer, pgTable, text } from "drizzle-orm/pg-core";
import { timestamptz } from "../db/columns.ts";

/**
 * The public routes' request budgets shared by every server on one PostgreSQL (http/rate-limit.ts,
 * docs/decisions/0023): one row per budget and client address, counting requests in the fixed
 * window that began at `window_start`. The table is UNLOGGED (see its migration): counts a crash
 * forgets are harmless, and skipping the write-ahead log is most of an upsert's cost.
 */
export const requestBudgets = pgTable(
  "request_budgets",
  {
    key: text("key").primaryKey(),
    windowStart: timestamptz("window_start").notNull().defaultNow(),
    count: integer("count").notNull(),
  },
  // Rows whose window ended long ago are swept by window_start.
  (t) => [index("request_budgets_window_start_idx").on(t.windowStart)],
);
