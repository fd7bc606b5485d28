import type { MiddlewareHandler } from "hono";
import type { Database } from "../db/client.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";
import { type BudgetCounter, databaseCounter, memoryCounter } from "./request-budget-counters.ts";

/**
 * The public routes' request budgets: at most `max` requests per `windowSeconds` from one client
 * address for each named budget, whichever routes share the name (the reply API and the guest pages
 * draw on the same "rsvp-write", say).
 *
 * Where they are counted (docs/decisions/0023-shared-request-budgets.md):
 * - on PostgreSQL (DATABASE_URL), in the database, so every server on it draws on one budget:
 *   a client gets the same budget however many servers a load balancer spreads it over. One
 *   upsert per request; a client over its budget is then refused from this server's memory until
 *   its window ends, so a flood costs the database nothing more;
 * - the page-read floods named in `perProcess` stay in this server's memory even there: a reply
 *   link's token has 122 random bits, so these are a courtesy to the database, not a lock;
 * - on the embedded database (one server by design), all in memory.
 * The limits that protect accounts (failed sign-ins, Better Auth's sign-in and sign-up floods)
 * are in the database on both (auth/sign-in-guard.ts, Better Auth's rate_limit table).
 */
export type RateLimits = {
  limit(name: string, max: number, windowSeconds: number): MiddlewareHandler<AppEnv>;
};

/** Budgets counted per server even on PostgreSQL: floods of page reads (figures in 0023). */
export const perProcess: ReadonlySet<string> = new Set(["rsvp-read", "invite-read"]);

/** The longest window a budget may have: shared rows idle longer than this are swept. */
const longestWindowSeconds = 24 * 60 * 60;

export function createRateLimits(database?: Pick<Database, "kind" | "db">): RateLimits {
  const memory = memoryCounter();
  const shared: BudgetCounter =
    database?.kind === "postgres" ? databaseCounter(database.db, longestWindowSeconds) : memory;
  // Clients a shared budget refused, and until when: refused again here without asking the database.
  const refused = new Map<string, number>();
  let sweptAt = Date.now();
  const sweepRefused = (now: number) => {
    if (now - sweptAt < 60_000) return;
    for (const [key, until] of refused) if (until <= now) refused.delete(key);
    sweptAt = now;
  };
  return {
    limit(name, max, windowSeconds) {
      if (!(windowSeconds > 0 && windowSeconds <= longestWindowSeconds)) {
        throw new Error(`rate limit ${name}: the window must be 1 s to 24 h, not ${windowSeconds}`);
      }
      const counter = perProcess.has(name) ? memory : shared;
      return async (c, next) => {
        const now = Date.now();
        sweepRefused(now);
        const key = `${name}:${c.get("clientIp")}`;
        const until = refused.get(key) ?? 0;
        const { count, resetsAt } =
          until > now ? { count: max + 1, resetsAt: until } : await counter.count(key, windowSeconds);
        if (count > max) {
          if (counter !== memory) refused.set(key, resetsAt);
          c.header("retry-after", String(Math.max(1, Math.ceil((resetsAt - now) / 1000))));
          throw new AppError("rate_limited", "Too many requests. Please try again in a minute.");
        }
        await next();
      };
    },
  };
}
