import type { Context } from "hono";
import { streamSSE } from "hono/streaming";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { feedTopic } from "./service.ts";

/** Live feed streams one account may hold open in this process (a few tabs, not a flood). */
const maxStreamsPerAccount = 10;
const open = new Map<string, number>();

/**
 * Server-sent events for an open feed page: 'ready' when connected, then 'feed' after every change
 * (a post, a comment, a like, from the host or a guest). Messages carry no data: the page refetches.
 * A comment line every 25 s keeps proxies from closing a quiet stream.
 */
export function feedStream(c: Context<AppEnv>, realtime: Realtime, accountId: string, eventId: string) {
  const used = open.get(accountId) ?? 0;
  if (used >= maxStreamsPerAccount) {
    throw new AppError(
      "rate_limited",
      `You have too many live pages open (at most ${maxStreamsPerAccount}). Please close some and try again.`,
    );
  }
  open.set(accountId, used + 1);
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    const left = (open.get(accountId) ?? 1) - 1;
    if (left > 0) open.set(accountId, left);
    else open.delete(accountId);
  };
  return streamSSE(c, async (s) => {
    let wake: () => void = () => {};
    let pending = 0;
    const unsubscribe = realtime.subscribe(feedTopic(eventId), () => {
      pending++;
      wake();
    });
    s.onAbort(() => {
      release();
      wake();
    });
    try {
      await s.writeSSE({ event: "ready", data: "" });
      while (!s.aborted && !s.closed) {
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
          await s.writeSSE({ event: "feed", data: "" });
        } else {
          await s.write(": keep-alive\n\n");
        }
      }
    } finally {
      unsubscribe();
      release();
    }
  });
}
