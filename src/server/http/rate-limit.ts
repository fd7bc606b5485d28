import { sql } from "drizzle-orm";
import type { MiddlewareHandler } from "hono";
import type { Db } from "../db/client.ts";
import { rateLimit } from "../db/schema.ts";
import type { AppEnv } from "./app-env.ts";
import { AppError } from "./app-error.ts";

/**
 * At most `max` requests per `windowSeconds` from one client address to the routes it guards,
 * counted in the database so every server instance shares the count.
 */
export function rateLimited(
  db: Db,
  name: string,
  max: number,
  windowSeconds: number,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const key = `app:${name}:${c.get("clientIp")}`;
    const now = Date.now();
    const windowStart = now - windowSeconds * 1000;
    const [row] = await db
      .insert(rateLimit)
      .values({ key, count: 1, lastRequest: now })
      .onConflictDoUpdate({
        target: rateLimit.key,
        set: {
          count: sql`case when ${rateLimit.lastRequest} < ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
          lastRequest: sql`case when ${rateLimit.lastRequest} < ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
        },
      })
      .returning({ count: rateLimit.count });
    if (row.count > max) {
      c.header("retry-after", String(windowSeconds));
      throw new AppError("rate_limited", "Too many requests. Please try again in a minute.");
    }
    await next();
  };
}
