import type { IncomingMessage, Server, ServerResponse } from "node:http";
import v8 from "node:v8";
import type { QuietCaches } from "./http/quiet-caches.ts";

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
export type IdleCollection = {
  pauseMs: number;
  rssMbBefore: number;
  rssMbAfter: number;
  /** The entries each quiet cache held before it was emptied, by cache. */
  cleared: Record<string, number>;
  /** Whether malloc handed memory back after the collection; null without the addon. */
  mallocTrimmed: boolean | null;
};

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
 * answered for `quietMs`, and not again until requests have come and gone. Before it: the database's
 * housekeeping, the quiet caches emptied, and V8 told to flush the code of every function not
 * running (2026-11-27 in 0025). Without --expose-gc (the server on PostgreSQL) nothing runs.
 */
export function collectWhenIdle(
  server: Pick<Server, "on">,
  opts: {
    quietMs?: number;
    gc?: V8Gc;
    /**
     * Work a quiet moment is for, done first so that what it allocates is collected too: the
     * embedded database's housekeeping (statistics of the tables the traffic changed), which would
     * otherwise run a minute later and leave its garbage until the next busy spell.
     */
    beforeCollect?: () => Promise<unknown>;
    /** Emptied next, so that what they held is garbage to this collection (http/quiet-caches.ts). */
    caches?: Pick<QuietCaches, "clear">;
    /**
     * Turns V8's flushing of compiled code on for this one collection and off after it; by default
     * V8's own flags (see `flushAllCode`). Tests pass a stand-in.
     */
    flushCode?: (on: boolean) => void;
    /**
     * Last, glibc's malloc_trim (native/malloc-trim.ts): the collection frees the buffers and
     * native objects the busy spell left, but malloc keeps the pages they held in the middle of its
     * heap resident; trimming hands every whole free page back (38 → 23 MB of malloc after a
     * 5-minute soak, decision record 0034). Then again at each check while the server stays quiet:
     * more is freed in the seconds after the collection (most likely V8's background sweeping and
     * the flushed code compiled again by the quiet server's timers): a trim 30 s after a first one
     * took malloc from 25 to 18 MB again. A trim with nothing to hand back costs 0.2 ms.
     */
    trimMalloc?: () => boolean;
    onCollected?: (c: IdleCollection) => void;
  } = {},
): () => void {
  const gc = opts.gc ?? (globalThis as { gc?: V8Gc }).gc;
  if (!gc) return () => {};
  const quietMs = opts.quietMs ?? 10_000;
  const flushCode = opts.flushCode ?? flushAllCode;
  let servedSinceCollect = false;
  let collected = false;
  let lastActivityAt = 0;
  let preparing = false;
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
  const quiet = () =>
    Date.now() - lastActivityAt >= quietMs && ![...inFlight].some((res) => !res.headersSent);
  const collect = () => {
    const rssMbBefore = rssMb();
    const started = performance.now();
    const cleared = opts.caches?.clear() ?? {};
    flushCode(true);
    try {
      gc({ type: "major", execution: "sync", flavor: "last-resort" });
    } finally {
      flushCode(false);
    }
    const mallocTrimmed = opts.trimMalloc?.() ?? null;
    const pauseMs = Math.round(performance.now() - started);
    opts.onCollected?.({ pauseMs, rssMbBefore, rssMbAfter: rssMb(), cleared, mallocTrimmed });
  };
  const timer = setInterval(async () => {
    if (preparing || !quiet()) return;
    if (!servedSinceCollect) {
      // Quiet since the last collection (or since the start, with nothing to collect).
      if (collected) opts.trimMalloc?.();
      return;
    }
    servedSinceCollect = false;
    preparing = true;
    try {
      await opts.beforeCollect?.();
    } catch {
      // Its own log says why; the collection is still worth making.
    } finally {
      preparing = false;
    }
    // A request came meanwhile: the next quiet spell collects.
    if (servedSinceCollect || !quiet()) return;
    collect();
    collected = true;
  }, quietMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}

/**
 * V8 drops a function's bytecode only after it went unused through several full collections
 * (`--bytecode-old-age`, 6), and its baseline (Sparkplug) code never (`--flush-baseline-code` is off),
 * so the code a busy spell compiled (12 → 22 MB on a soak) stayed for good. For the one collection
 * made when quiet, every function not running is flushed: its optimised, baseline and bytecode
 * go, and it is compiled again, lazily, when next called. `--stress-flush-code` is the flag that
 * treats all code as old; it and `--flush-baseline-code` are read at each collection, so they
 * can be set for one and cleared after (their defaults: both off).
 */
function flushAllCode(on: boolean) {
  v8.setFlagsFromString(on ? "--stress-flush-code" : "--no-stress-flush-code");
  v8.setFlagsFromString(on ? "--flush-baseline-code" : "--no-flush-baseline-code");
}
