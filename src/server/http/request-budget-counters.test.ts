import { eq, sql } from "drizzle-orm";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { createLogger } from "../logger.ts";
import { startApp, t } from "../test/app-setup.ts";
import type { AppEnv } from "./app-env.ts";
import { createErrorHandler } from "./error-handler.ts";
import { createRateLimits } from "./rate-limit.ts";
import { databaseCounter } from "./request-budget-counters.ts";
import { requestBudgets } from "./tables.ts";

// The shared request budgets (decision record 0023) on the test's database: PGlite, or PostgreSQL
// when TEST_DATABASE_URL is set. The two-server test (tests/ops/two-servers.test.ts) shows them
// shared by two real servers.

startApp();

describe("the database counter", () => {
  it("counts per key in a fixed window, and starts again once the window has ended", async () => {
    const counter = databaseCounter(t.db, 24 * 60 * 60);
    const before = Date.now();
    const counts = [];
    for (let i = 0; i < 3; i++) counts.push(await counter.count("w:1.2.3.4", 60));
    expect(counts.map((c) => c.count)).toEqual([1, 2, 3]);
    expect((await counter.count("w:5.6.7.8", 60)).count).toBe(1);
    // The window runs from the first request: its end is a minute after it, for every count in it.
    expect(counts[2].resetsAt).toBe(counts[0].resetsAt);
    expect(counts[0].resetsAt).toBeGreaterThanOrEqual(before + 59_000);
    expect(counts[0].resetsAt).toBeLessThanOrEqual(Date.now() + 61_000);

    await t.db.execute(
      sql`update request_budgets set window_start = window_start - interval '61 seconds' where key = 'w:1.2.3.4'`,
    );
    const again = await counter.count("w:1.2.3.4", 60);
    expect(again.count).toBe(1);
    expect(again.resetsAt).toBeGreaterThan(counts[0].resetsAt);
  });

  it("gives parallel requests distinct counts: two never both take the last slot", async () => {
    const counter = databaseCounter(t.db, 24 * 60 * 60);
    const counts = await Promise.all(Array.from({ length: 20 }, () => counter.count("p:9.9.9.9", 60)));
    expect(counts.map((c) => c.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe("a shared budget", () => {
  it("refuses past its budget with retry-after, then from memory without asking the database", async () => {
    // As on PostgreSQL, whatever the test's database: the budget is counted in request_budgets.
    const limits = createRateLimits({ kind: "postgres", db: t.db });
    const app = new Hono<AppEnv>();
    app.onError(createErrorHandler(createLogger("silent")));
    app.use((c, next) => {
      c.set("clientIp", "203.0.113.9");
      return next();
    });
    app.post("/reply", limits.limit("test-write", 2, 60), (c) => c.text("saved"));
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await app.request("/reply", { method: "POST" })).status);
    expect(statuses).toEqual([200, 200, 429]);
    const key = eq(requestBudgets.key, "test-write:203.0.113.9");
    const rows = await t.db.select({ count: requestBudgets.count }).from(requestBudgets).where(key);
    expect(rows).toEqual([{ count: 3 }]);

    // The count is gone from the database, but this server remembers the refusal until the window ends.
    await t.db.delete(requestBudgets).where(key);
    const refused = await app.request("/reply", { method: "POST" });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(50);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
  });

  it("refuses a window it could not sweep", () => {
    expect(() => createRateLimits().limit("too-long", 1, 2 * 24 * 60 * 60)).toThrow(/1 s to 24 h/);
  });
});
