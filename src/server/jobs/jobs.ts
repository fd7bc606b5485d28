import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";

/**
 * Durable background jobs on pg-boss, in the application's own database: a job survives a
 * restart, and with several instances on one PostgreSQL each job is handed to one worker.
 */
export type Jobs = {
  /** Starts pg-boss now (creating its schema if new); otherwise the first use starts it. */
  start(): Promise<void>;
  /** Queues `data` for `queue`, not before `startAfter`; returns the job id (for cancel). */
  send(queue: string, data: object, startAfter?: Date): Promise<string>;
  cancel(queue: string, jobId: string): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  stop(): Promise<void>;
};

/**
 * pg-boss speaks to PGlite through this adapter. PGlite's query() refuses several statements in
 * one call, and pg-boss sends such SQL without parameters, so those go to exec() (TOOLCHAIN.md).
 */
function pgliteAdapter(database: Database): PgBoss.Db {
  const pglite = database.pglite!;
  return {
    async executeSql(text: string, values: unknown[]) {
      if (!values || values.length === 0) {
        const results = await pglite.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      const result = await pglite.query(text, values as unknown[]);
      return { rows: result.rows as unknown[] };
    },
  };
}

export async function createJobs(
  database: Database,
  log: Logger,
  opts: { databaseUrl?: string; queues: string[]; pollSeconds?: number },
): Promise<Jobs> {
  const boss = new PgBoss({
    ...(database.kind === "pglite"
      ? { db: pgliteAdapter(database) }
      : { connectionString: opts.databaseUrl, max: 4 }),
    schema: "pgboss",
    // Scheduled sends should leave close to their time; the default poll is 2 s.
    pollingIntervalSeconds: opts.pollSeconds ?? 1,
  });
  boss.on("error", (err) => log.error("job queue error", errorForLog(err)));
  // pg-boss starts on first use: a process that never queues or works (a script, most tests)
  // pays nothing for it.
  let started: Promise<void> | null = null;
  const ready = () => {
    started ??= (async () => {
      await boss.start();
      for (const q of opts.queues) await boss.createQueue(q);
    })();
    return started;
  };
  return {
    start: ready,
    async send(queue, data, startAfter) {
      await ready();
      const id = await boss.send(queue, data, startAfter ? { startAfter } : {});
      if (!id) throw new Error(`could not queue a ${queue} job`);
      return id;
    },
    async cancel(queue, jobId) {
      await ready();
      await boss.cancel(queue, jobId);
    },
    async work(queue, handler) {
      await ready();
      await boss.work(queue, { pollingIntervalSeconds: opts.pollSeconds ?? 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
    },
    async stop() {
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, wait: true, timeout: 5000 });
    },
  };
}
