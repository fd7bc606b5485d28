import { afterEach, describe, expect, it } from "vitest";
import type { Database } from "../db/client.ts";
import { createLogger } from "../logger.ts";
import { createNoticeCache } from "./notice-cache.ts";
import { createRealtime, type Realtime } from "./realtime.ts";

// The realtime of a server without a database listener: notices are the app's own publishes, as
// a trigger's notice arrives on PGlite (realtime.ts), so the cache hears them as it would in use.
let realtime: Realtime;
afterEach(() => realtime?.close());

async function cacheOfCounts() {
  realtime = await createRealtime(
    { pool: null, pglite: null } as unknown as Database,
    createLogger("silent"),
  );
  return createNoticeCache<number>({ ttlMs: 30_000, maxEntries: 10, topic: (k) => `row:${k}`, realtime });
}

describe("notice cache", () => {
  it("keeps a read value until the key's notice drops it", async () => {
    const cache = await cacheOfCounts();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read("a", load)).toBe(1);
    expect(await cache.read("a", load)).toBe(1);
    await realtime.publish("row:a");
    expect(await cache.read("a", load)).toBe(2);
    expect(loads).toBe(2);
  });

  it("drops only the key whose notice came", async () => {
    const cache = await cacheOfCounts();
    await cache.read("a", async () => 1);
    await cache.read("b", async () => 7);
    await realtime.publish("row:a");
    expect(await cache.read("b", async () => 8)).toBe(7);
    expect(await cache.read("a", async () => 2)).toBe(2);
  });

  it("keeps nothing when a load fails", async () => {
    const cache = await cacheOfCounts();
    await expect(cache.read("a", () => Promise.reject(new Error("gone")))).rejects.toThrow("gone");
    expect(await cache.read("a", async () => 3)).toBe(3);
    expect(cache.clear()).toBe(1);
  });
});
