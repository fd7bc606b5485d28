import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";

/**
 * Runs `sweep` once a while after start and then every `everyMs`, until stopped: the server's own
 * housekeeping that needs no queue (old activity lines, the host's day-before reminders). A failed
 * sweep is logged and the next one runs as planned; the timers never keep the process alive.
 */
export function startSweeps(
  name: string,
  sweep: () => Promise<unknown>,
  { firstAfterMs, everyMs }: { firstAfterMs: number; everyMs: number },
  log: Logger,
): { stop(): void } {
  const run = () => sweep().catch((err) => log.error(`${name} failed`, { ...errorForLog(err) }));
  const first = setTimeout(run, firstAfterMs);
  const every = setInterval(run, everyMs);
  first.unref();
  every.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
