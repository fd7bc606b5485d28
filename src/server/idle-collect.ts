import type { IncomingMessage, Server, ServerResponse } from "node:http";

/**
 * V8's `gc`, exposed by --expose-gc. Its options pick the kind of collection; "last-resort" is what
 * V8 runs on a critical memory-pressure notification: full collections until nothing more is
 * freed, compacting the heap and handing the emptied pages back to the system.
 */
export type V8Gc = (options?: {
  type?: "major" | "minor";
  execution?: "sync" | "async";
  flavor?: "regular" | "last-resort";
}) => void;

/** What one collection did, for the debug log: how long the server paused and what it gave back. */
export type IdleCollection = { pauseMs: number; rssMbBefore: number; rssMbAfter: number };

const rssMb = () => Math.round(process.memoryUsage.rss() / 1024 ** 2);

/**
 * One shrinking collection when the server falls quiet after serving requests (decision record
 * 0025). V8 collects its old generation only as it nears the limit (256 MB in embedded mode), and
 * an ordinary full collection frees the dead objects but keeps the heap's pages: after a 5-minute
 * soak it gave back nothing (277 → 277 MB), the pages filled under load stayed resident, half
 * empty. The last-resort collection compacts live objects onto fewer pages and releases the rest:
 * 269 → 240 MB on a soak run beside it; the 20-minute soak went from 308 MB under load to
 * 272 MB idle (307 → 306 before). It pauses the server longer (0.3–2 s of wall time on a machine
 * at load 12–24), so it runs once per busy spell, when no request came and none was being
 * answered for `quietMs`, and not again until requests have come and gone. Without --expose-gc
 * (the server on PostgreSQL) nothing runs.
 */
export function collectWhenIdle(
  server: Pick<Server, "on">,
  opts: { quietMs?: number; gc?: V8Gc; onCollected?: (c: IdleCollection) => void } = {},
): () => void {
  const gc = opts.gc ?? (globalThis as { gc?: V8Gc }).gc;
  if (!gc) return () => {};
  const quietMs = opts.quietMs ?? 10_000;
  let servedSinceCollect = false;
  let lastActivityAt = 0;
  // Requests still being answered. A slow one (an import, an upload on a loaded machine) can take
  // longer than `quietMs`, and a collection then would pause it. A stream whose headers are out
  // (live updates, an export) does not count: it stays open as long as a page does.
  const inFlight = new Set<ServerResponse>();
  server.on("request", (_req: IncomingMessage, res: ServerResponse) => {
    servedSinceCollect = true;
    lastActivityAt = Date.now();
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      lastActivityAt = Date.now();
    });
  });
  const answering = () => [...inFlight].some((res) => !res.headersSent);
  const timer = setInterval(() => {
    if (!servedSinceCollect || Date.now() - lastActivityAt < quietMs || answering()) return;
    servedSinceCollect = false;
    const rssMbBefore = rssMb();
    const started = performance.now();
    gc({ type: "major", execution: "sync", flavor: "last-resort" });
    const pauseMs = Math.round(performance.now() - started);
    opts.onCollected?.({ pauseMs, rssMbBefore, rssMbAfter: rssMb() });
  }, quietMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
