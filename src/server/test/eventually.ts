import type { Realtime } from "../realtime/realtime.ts";

/**
 * Waits until `check` holds, for changes that reach the server a moment after the write that
 * caused them (PostgreSQL delivers a trigger's notice on another connection; PGlite at once).
 */
export async function eventually(check: () => Promise<boolean>, timeoutMs = 2_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`the change did not show within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/**
 * Waits until the database's notices of the writes so far have come (on PostgreSQL each arrives a
 * moment after its commit): a late one drops what a test has just seen kept
 * (realtime/notice-cache.ts), or keeps a page read meanwhile from being kept (http/answer-cache.ts).
 * Quiet for `quietMs`, or `atMostMs` at most.
 */
export async function noticesSettled(
  realtime: Pick<Realtime, "subscribeAll">,
  quietMs = 300,
  atMostMs = 3_000,
): Promise<void> {
  let last = Date.now();
  const off = realtime.subscribeAll(() => {
    last = Date.now();
  });
  const until = Date.now() + atMostMs;
  try {
    while (Date.now() - last < quietMs && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
  } finally {
    off();
  }
}
