import PgBoss from "pg-boss";
import type { Database } from "../db/client.ts";
import { withSessionLock } from "../db/session-lock.ts";
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
  /**
   * Queues `data` for `queue` at `startAfter` unless a job with the same `key` is still waiting
   * there (then returns null: the waiting job stands for this one too). Needs a queue created with
   * the "short" policy (see `queues`). A job already being worked does not count: a change made
   * while its mail goes out gets a job of its own.
   */
  sendCoalesced(queue: string, key: string, data: object, startAfter: Date): Promise<string | null>;
  cancel(queue: string, jobId: string): Promise<void>;
  work<T extends object>(queue: string, handler: (data: T) => Promise<void>): Promise<void>;
  /**
   * Takes no more jobs and waits up to `graceMs` for those being worked; one still running then is
   * marked failed, and pg-boss retries it later (our handlers make a second run harmless).
   */
  stop(graceMs?: number): Promise<void>;
};

/**
 * pg-boss speaks to PGlite through this adapter. PGlite's query() refuses several statements in
 * one call, and pg-boss sends such SQL without parameters, so those go to exec() (docs/toolchain.md).
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

/**
 * How often an idle worker asks the database for work. On PostgreSQL other instances may queue
 * jobs, so workers poll often (scheduled sends should leave close to their time; pg-boss's default
 * is 2 s). PGlite is one process whose queries all share one connection: each poll (three queues,
 * one each a second) took the connection from requests, so there the workers are woken in-process
 * when a job is queued or falls due, and polling is only the fallback, e.g. for a job scheduled
 * before a restart (0009).
 */
const pollSecondsOn = { postgres: 1, pglite: 30 } as const;

/** setTimeout's limit (some 24.8 days); a job due later is found by polling. */
const longestTimer = 2 ** 31 - 1;

export async function createJobs(
  database: Database,
  log: Logger,
  opts: {
    databaseUrl?: string;
    /** A name alone is a standard queue; `short` keeps one waiting job per key (sendCoalesced). */
    queues: (string | { name: string; policy: "short" })[];
    pollSeconds?: number;
  },
): Promise<Jobs> {
  const inProcess = database.kind === "pglite";
  const pollSeconds = opts.pollSeconds ?? pollSecondsOn[database.kind];
  const boss = new PgBoss({
    ...(inProcess ? { db: pgliteAdapter(database) } : { connectionString: opts.databaseUrl, max: 4 }),
    schema: "pgboss",
    pollingIntervalSeconds: pollSeconds,
    // No cron schedules are used: without this pg-boss checks its schedule table every 30 s.
    schedule: false,
  });
  /** The workers of each queue in this process, to wake when a job for them is queued or falls due. */
  const workers = new Map<string, string[]>();
  const timers = new Set<NodeJS.Timeout>();
  const wake = (queue: string) => {
    for (const id of workers.get(queue) ?? []) boss.notifyWorker(id);
  };
  const wakeAt = (queue: string, at: Date | undefined) => {
    if (!inProcess) return;
    const wait = Math.max(0, at ? at.getTime() - Date.now() : 0);
    if (wait === 0) wake(queue);
    if (wait > longestTimer) return;
    // Woken just after the job falls due, and again a moment later: a worker that is mid-fetch when
    // the first call comes, or a database clock a hair behind ours, would otherwise leave the job
    // to the 30 s fallback poll (seen once in CI).
    for (const extra of [50, 1500]) {
      const timer = setTimeout(() => {
        timers.delete(timer);
        wake(queue);
      }, wait + extra);
      // A pending wake-up must not keep a script or a test alive.
      timer.unref();
      timers.add(timer);
    }
  };
  boss.on("error", (err) => log.error("job queue error", errorForLog(err)));
  // pg-boss starts on first use: a process that never queues or works (a script, most tests)
  // pays nothing for it.
  let started: Promise<void> | null = null;
  const ready = () => {
    started ??= (async () => {
      await boss.start();
      const createQueues = async () => {
        for (const q of opts.queues) {
          if (typeof q === "string") await boss.createQueue(q);
          else await boss.createQueue(q.name, { name: q.name, policy: q.policy });
        }
      };
      // Two servers creating the same queues at once on a new database deadlocked (each queue is
      // a table of its own): on PostgreSQL they take turns.
      if (database.pool) await withSessionLock(database.pool, "eventhub-job-queues", createQueues);
      else await createQueues();
    })();
    return started;
  };
  return {
    start: ready,
    async send(queue, data, startAfter) {
      await ready();
      const id = await boss.send(queue, data, startAfter ? { startAfter } : {});
      if (!id) throw new Error(`could not queue a ${queue} job`);
      wakeAt(queue, startAfter);
      return id;
    },
    async sendCoalesced(queue, key, data, startAfter) {
      await ready();
      // pg-boss's unique index on a short queue (name, key, state "created") refuses a second
      // waiting job: send answers null for it.
      const id = await boss.send(queue, data, { startAfter, singletonKey: key });
      if (id) wakeAt(queue, startAfter);
      return id;
    },
    async cancel(queue, jobId) {
      await ready();
      await boss.cancel(queue, jobId);
    },
    async work(queue, handler) {
      await ready();
      const id = await boss.work(queue, { pollingIntervalSeconds: pollSeconds }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never);
      });
      workers.set(queue, [...(workers.get(queue) ?? []), id]);
    },
    async stop(graceMs = 5000) {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      if (!started) return;
      await started;
      await boss.stop({ graceful: true, wait: true, timeout: graceMs });
    },
  };
}
