import type { Server } from "node:http";

/**
 * One full garbage collection when the server falls quiet after serving requests (decision record
 * 0025). V8 collects its old generation only as it nears the limit (256 MB in embedded mode), so
 * after a busy spell the heap kept what the requests left, and with it the buffers those objects
 * held outside it: a 5-minute soak ended 30-50 MB above what a collection left. A collection of the
 * server's heap takes some tens of milliseconds, paid once per busy spell when nobody is waiting.
 * `gc` is V8's, exposed by --expose-gc (scripts/server-node-flags.mjs); without it, nothing runs.
 */
export function collectWhenIdle(
  server: Pick<Server, "on">,
  opts: { quietMs?: number; gc?: () => void } = {},
): () => void {
  const gc = opts.gc ?? (globalThis as { gc?: () => void }).gc;
  if (!gc) return () => {};
  const quietMs = opts.quietMs ?? 10_000;
  let servedSinceCollect = false;
  let lastRequestAt = 0;
  server.on("request", () => {
    servedSinceCollect = true;
    lastRequestAt = Date.now();
  });
  const timer = setInterval(() => {
    if (!servedSinceCollect || Date.now() - lastRequestAt < quietMs) return;
    servedSinceCollect = false;
    gc();
  }, quietMs / 2);
  timer.unref();
  return () => clearInterval(timer);
}
