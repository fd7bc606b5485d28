import type { MiddlewareHandler } from "hono";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/**
 * The public routes' request budgets: at most `max` requests per `windowSeconds` from one client
 * address for each named budget, whichever routes share the name (the reply API and the guest pages
 * draw on the same "rsvp-read", say).
 *
 * Counted in this server's memory, not the database: these budgets stop floods and token guessing
 * on the public guest routes (a link's token has 122 random bits, so they are a courtesy to the
 * database more than a lock), and a database write on every public page read cost more than the
 * page (decision record 0009). With several servers a client gets each server's budget. The limits
 * that protect accounts (failed sign-ins, Better Auth's sign-in and sign-up floods) stay in the
 * database and hold across servers.
 */
export type RateLimits = {
  limit(name: string, max: number, windowSeconds: number): MiddlewareHandler<AppEnv>;
};

export function createRateLimits(): RateLimits {
  // Fixed windows per budget and address; the map is swept once a minute so idle addresses do not pile up.
  const windows = new Map<string, { start: number; count: number; windowMs: number }>();
  let sweptAt = Date.now();
  const sweep = (now: number) => {
    if (now - sweptAt < 60_000) return;
    for (const [key, w] of windows) if (now - w.start >= w.windowMs) windows.delete(key);
    sweptAt = now;
  };
  return {
    limit(name, max, windowSeconds) {
      const windowMs = windowSeconds * 1000;
      return async (c, next) => {
        const now = Date.now();
        sweep(now);
        const key = `${name}:${c.get("clientIp")}`;
        let w = windows.get(key);
        if (!w || now - w.start >= windowMs) {
          w = { start: now, count: 0, windowMs };
          windows.set(key, w);
        }
        w.count += 1;
        if (w.count > max) {
          c.header("retry-after", String(Math.ceil((w.start + windowMs - now) / 1000)));
          throw new AppError("rate_limited", "Too many requests. Please try again in a minute.");
        }
        await next();
      };
    },
  };
}
