import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { Realtime } from "./realtime.ts";

/**
 * Server-sent events for an open page that shows something live (a guest list, a feed): 'ready'
 * when connected, then `event` after every change announced on `topic` (or on any of several).
 * Messages carry no data: the page fetches what changed. A comment line every 25 s keeps proxies
 * from closing a quiet stream. `release` gives the account's stream slot back, as soon as the stream closes.
 */
export function changeStream(
  c: Context,
  opts: { realtime: Realtime; topic: string | string[]; event: string; release: () => void },
) {
  const { realtime, topic, event, release } = opts;
  return streamSSE(c, async (s) => {
    let wake: () => void = () => {};
    let pending = 0;
    const onChange = () => {
      pending++;
      wake();
    };
    const unsubscribes = (Array.isArray(topic) ? topic : [topic]).map((t) => realtime.subscribe(t, onChange));
    // A closed stream gives its slot back now, not at the next keep-alive.
    s.onAbort(() => {
      release();
      wake();
    });
    try {
      await s.writeSSE({ event: "ready", data: "" });
      while (!s.aborted && !s.closed) {
        // Wait for a change (unless one came during the last write) or 25 s.
        if (pending === 0) {
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, 25_000);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
        }
        if (s.aborted) break;
        if (pending > 0) {
          pending = 0;
          await s.writeSSE({ event, data: "" });
        } else {
          await s.write(": keep-alive\n\n");
        }
      }
    } finally {
      for (const unsubscribe of unsubscribes) unsubscribe();
      release();
    }
  });
}
