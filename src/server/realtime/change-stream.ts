import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import { reconnectAfterMs } from "../http/draining.ts";
import type { Realtime } from "./realtime.ts";

/**
 * Server-sent events for an open page that shows something live (a guest list, a feed): 'ready'
 * when connected, then `event` after every change announced on `topic` (or on any of several).
 * Messages carry no data: the page fetches what changed. A comment line every 25 s keeps proxies
 * from closing a quiet stream. `release` gives the account's stream slot back, as soon as the
 * stream closes. When the server stops, the stream ends with a `retry` hint: the browser
 * reconnects a moment later.
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
    const stopping = realtime.draining;
    const onStop = () => wake();
    stopping?.addEventListener("abort", onStop);
    try {
      await s.writeSSE({ event: "ready", data: "", retry: reconnectAfterMs });
      while (!s.aborted && !s.closed && !stopping?.aborted) {
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
        if (s.aborted || stopping?.aborted) break;
        if (pending > 0) {
          pending = 0;
          await s.writeSSE({ event, data: "" });
        } else {
          await s.write(": keep-alive\n\n");
        }
      }
      // Ended by a stop: tell the browser when to come back (the retry field), then close.
      if (stopping?.aborted && !s.aborted)
        await s.writeSSE({ event: "stopping", data: "", retry: reconnectAfterMs });
    } finally {
      stopping?.removeEventListener("abort", onStop);
      for (const unsubscribe of unsubscribes) unsubscribe();
      release();
    }
  });
}
