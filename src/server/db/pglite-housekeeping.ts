import type { PGlite } from "@electric-sql/pglite";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";

/**
 * What PostgreSQL's autovacuum does, for PGlite, which runs the database in single-user mode where
 * no autovacuum worker exists: without it no table ever had statistics, so the planner guessed
 * (a search of 100,000 guests planned as if the table were empty), and dead rows were never
 * reclaimed. The same thresholds as autovacuum's defaults: analyze a table once
 * 50 + 10 % of its rows changed since the last analyze, vacuum it once 50 + 20 % are dead.
 * PGlite keeps the same cumulative statistics PostgreSQL does (pg_stat_user_tables).
 */
const tablesDue = `
  with t as (
    select quote_ident(s.schemaname) || '.' || quote_ident(s.relname) as name,
           s.n_mod_since_analyze > 50 + 0.1 * greatest(s.n_live_tup, 0)
             -- never analyzed but holding rows: a database copied in, or statistics lost in a crash
             or (c.reltuples < 0 and pg_relation_size(s.relid) > 0) as needs_analyze,
           s.n_dead_tup > 50 + 0.2 * greatest(s.n_live_tup, 0) as needs_vacuum
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid)
  select * from t where needs_analyze or needs_vacuum`;

export type Housekeeping = {
  /** Brings statistics up to date now (after a bulk write such as a CSV import). */
  run(): Promise<void>;
  stop(): void;
};

export function startPgliteHousekeeping(pglite: PGlite, log: Logger, everyMs = 60_000): Housekeeping {
  let running: Promise<void> | null = null;
  async function once() {
    const due = await pglite.query<{ name: string; needs_vacuum: boolean }>(tablesDue);
    for (const t of due.rows) {
      // VACUUM cannot run inside a transaction; each statement here is its own.
      await pglite.exec(t.needs_vacuum ? `vacuum (analyze) ${t.name}` : `analyze ${t.name}`);
    }
  }
  const run = () => {
    running ??= once()
      .catch((err: unknown) => log.error("database housekeeping failed", { ...errorForLog(err) }))
      .finally(() => {
        running = null;
      });
    return running;
  };
  // Once soon after start (a database copied or seeded elsewhere may never have been analyzed),
  // then on a timer that never keeps the process alive.
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, everyMs);
  first.unref();
  timer.unref();
  return {
    run,
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
