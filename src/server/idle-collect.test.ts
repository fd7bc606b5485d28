import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle } from "./idle-collect.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server | undefined;
let stop = () => {};
afterEach(async () => {
  stop();
  await new Promise((r) => server?.close(r));
});

/** A real HTTP server whose quiet spells are watched; returns its URL and how often V8 collected. */
async function watchedServer(quietMs: number) {
  server = createServer((_req, res) => res.end("ok"));
  const collections = { count: 0 };
  stop = collectWhenIdle(server, { quietMs, gc: () => collections.count++ });
  await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, collections };
}

describe("collecting when the server falls quiet", () => {
  it("collects once after a busy spell, not while requests keep coming, and not again until the next", async () => {
    const { url, collections } = await watchedServer(1000);
    // Quiet from the start, but nothing served yet: nothing to collect.
    await sleep(1500);
    expect(collections.count).toBe(0);
    // A request every 50 ms for two seconds: never quiet for a second.
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      await (await fetch(url)).text();
      await sleep(50);
    }
    expect(collections.count).toBe(0);
    await sleep(2000);
    expect(collections.count).toBe(1);
    await sleep(1500);
    expect(collections.count).toBe(1);
    await (await fetch(url)).text();
    await sleep(2000);
    expect(collections.count).toBe(2);
  });
});
