import type { Server } from "node:http";
import type { Draining } from "./http/draining.ts";
import type { Jobs } from "./jobs/jobs.ts";
import { errorForLog } from "./log-redaction.ts";
import type { Logger } from "./logger.ts";

/**
 * A clean stop on SIGTERM or SIGINT (a supervisor, `docker stop`, Ctrl-C): raise the draining flag
 * (health answers 503, live streams end with a retry hint, keep-alive clients are asked to close),
 * stop listening, let requests in flight and the job being worked finish within the grace, then
 * close mail, realtime and the database and exit 0. A second signal exits at once.
 */
export function installShutdown(opts: {
  server: Server;
  draining: Draining;
  jobs: Jobs;
  /** Closes what the runtime opened (jobs, realtime, mail, database). */
  close: () => Promise<void>;
  graceMs: number;
  log: Logger;
}) {
  const { server, draining, jobs, close, graceMs, log } = opts;
  let stopping = false;

  async function stop(signal: string) {
    const deadline = Date.now() + graceMs;
    log.info("stopping", { signal, graceSeconds: graceMs / 1000 });
    draining.start();
    const httpDone = new Promise<void>((resolve) => server.close(() => resolve()));
    // Idle keep-alive connections go now; busy ones close after their answer (Connection: close).
    server.closeIdleConnections();
    const graceOver = new Promise<"late">((resolve) => setTimeout(() => resolve("late"), graceMs).unref());
    const [http] = await Promise.all([
      Promise.race([httpDone.then(() => "done" as const), graceOver]),
      // pg-boss stops fetching at once; the job in hand gets what is left of the grace.
      jobs.stop(Math.max(1000, deadline - Date.now())).catch((err: unknown) => {
        log.error("job queue did not stop cleanly", errorForLog(err));
      }),
    ]);
    if (http === "late") {
      log.error("requests still running after the grace; closing their connections");
      server.closeAllConnections();
    }
    await close();
    log.info("stopped");
  }

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      log.error("second signal: exiting now", { signal });
      process.exit(1);
    }
    stopping = true;
    // Closing the database must not hang the stop for ever: the grace plus a margin is the bound.
    setTimeout(() => {
      log.error("stop took too long; exiting");
      process.exit(1);
    }, graceMs + 15_000).unref();
    stop(signal).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error("stop failed", errorForLog(err));
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
  // Started by scripts/start.mjs: if that wrapper dies (even by SIGKILL), stop as if signalled.
  if (process.channel) {
    process.channel.unref();
    process.on("disconnect", () => onSignal("SIGTERM"));
  }
}
