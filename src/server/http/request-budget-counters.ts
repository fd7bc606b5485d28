import { lt, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { requestBudgets } from "./tables.ts";

/**
 * Counts a request against a fixed window per key: the window starts at the key's first request
 * and lasts `windowSeconds`; the answer is the count in it, this request included, and when it
 * ends (epoch ms). Used by http/rate-limit.ts.
 */
export type BudgetCounter = {
  count(key: string, windowSeconds: number): Promise<{ count: number; resetsAt: number }>;
};

/** In this process's memory; the map is swept once a minute so idle addresses do not pile up. */
export function memoryCounter(): BudgetCounter {
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    for (const [key, w] of windows) if (now - w.start >= w.windowMs) windows.delete(key);
    sweptAt = now;
  };
  return {
    async count(key, windowSeconds) {
      const now = Date.now();
      const windowMs = windowSeconds * 1000;
      sweep(now);
      let w = windows.get(key);
      if (!w || now - w.start >= windowMs) {
        w = { start: now, count: 0, windowMs };
        windows.set(key, w);
      }
      w.count += 1;
      return { count: w.count, resetsAt: w.start + windowMs };
    },
  };
}

/** Rows are swept by a request now and then, as sign-in-guard.ts sweeps its counters. */
const sweepChance = 0.001;

/**
 * In the request_budgets table, shared by every server on the database: one upsert per request,
 * which the row lock serialises per key, so parallel requests on several servers never both take
 * the last slot. The database's clock decides windows, so servers' clocks need not agree.
 */
export function databaseCounter(db: Db, longestWindowSeconds: number): BudgetCounter {
  const t = requestBudgets;
  const sweep = () =>
    db
      .delete(t)
      .where(lt(t.windowStart, sql`now() - make_interval(secs => ${longestWindowSeconds}::int)`))
      .catch(() => {
        // Another request's sweep, or a busy moment: the next sweep takes these rows.
      });
  return {
    async count(key, windowSeconds) {
      // In SET, window_start is the row's old value for both columns.
      const ended = sql`${t.windowStart} <= now() - make_interval(secs => ${windowSeconds}::int)`;
      const [row] = await db
        .insert(t)
        .values({ key, count: 1 })
        .onConflictDoUpdate({
          target: t.key,
          set: {
            count: sql`case when ${ended} then 1 else ${t.count} + 1 end`,
            windowStart: sql`case when ${ended} then now() else ${t.windowStart} end`,
          },
        })
        .returning({
          count: t.count,
          resetsAt: sql<string>`(extract(epoch from ${t.windowStart}) * 1000)::float8 + ${windowSeconds * 1000}::float8`,
        });
      if (Math.random() < sweepChance) void sweep();
      return { count: row.count, resetsAt: Number(row.resetsAt) };
    },
  };
}
