import { execFile } from "node:child_process";
import fs from "node:fs";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { serverEnv } from "../../scripts/server-node-flags.mjs";
import { collectWhenIdle, type V8Gc } from "./idle-collect.ts";
import { loadMallocTrim } from "./native/malloc-trim.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server | undefined;
let stop = () => {};
afterEach(async () => {
  stop();
  await new Promise((r) => (server ? server.close(r) : r(undefined)));
});

/**
 * A real HTTP server whose quiet spells are watched; returns its URL, the collections asked for and
 * the steps of each in order.
 */
async function watchedServer(quietMs: number, handler: RequestListener = (_req, res) => res.end("ok")) {
  server = createServer(handler);
  const collections: Parameters<V8Gc>[0][] = [];
  const steps: string[] = [];
  stop = collectWhenIdle(server, {
    quietMs,
    gc: (options) => {
      steps.push("collect");
      collections.push(options);
    },
    beforeCollect: async () => {
      steps.push("housekeeping");
    },
    caches: {
      clear: () => {
        steps.push("empty the caches");
        return {};
      },
    },
    flushCode: (on) => steps.push(on ? "flush code" : "stop flushing"),
    trimMalloc: () => {
      steps.push("trim malloc");
      return true;
    },
  });
  await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, collections, steps };
}

describe("collecting when the server falls quiet", () => {
  it("collects once after a busy spell, not while requests keep coming, and not again until the next", async () => {
    const { url, collections, steps } = await watchedServer(1000);
    // Quiet from the start, but nothing served yet: nothing to collect.
    await sleep(1500);
    expect(collections).toHaveLength(0);
    // A request every 50 ms for two seconds: never quiet for a second.
    const until = Date.now() + 2000;
    while (Date.now() < until) {
      await (await fetch(url)).text();
      await sleep(50);
    }
    expect(collections).toHaveLength(0);
    await sleep(2000);
    expect(collections).toEqual([{ type: "major", execution: "sync", flavor: "last-resort" }]);
    // The database's housekeeping, then the caches, so that what both leave is garbage to the
    // collection, which flushes the compiled code of functions not running.
    // Last, malloc hands back the pages the collection emptied.
    expect(steps.slice(0, 6)).toEqual([
      "housekeeping",
      "empty the caches",
      "flush code",
      "collect",
      "stop flushing",
      "trim malloc",
    ]);
    await sleep(1500);
    expect(collections).toHaveLength(1);
    // While the server stays quiet, malloc is trimmed again at each check (every 500 ms here), and
    // nothing else is done.
    expect(steps.length).toBeGreaterThanOrEqual(8);
    expect(new Set(steps.slice(5))).toEqual(new Set(["trim malloc"]));
    await (await fetch(url)).text();
    await sleep(2000);
    expect(collections).toHaveLength(2);
  });

  it("waits for a slow answer to finish, but not for a stream that stays open", async () => {
    const { url, collections, steps } = await watchedServer(500, (req, res) => {
      // A slow import: the answer comes after 2 s. A live-update stream: headers at once, then open.
      if (req.url === "/slow") setTimeout(() => res.end("done"), 2000);
      else res.writeHead(200, { "content-type": "text/event-stream" }).write("data: hello\n\n");
    });
    const slow = fetch(`${url}/slow`).then((r) => r.text());
    await sleep(1500);
    // Nothing done under a request in progress: it may be about to use a cache.
    expect(steps).toEqual([]);
    await slow;
    await sleep(1000);
    expect(collections).toHaveLength(1);
    const controller = new AbortController();
    const stream = await fetch(`${url}/stream`, { signal: controller.signal });
    expect(stream.status).toBe(200);
    await sleep(1500);
    expect(collections).toHaveLength(2);
    controller.abort();
  });

  it.each([
    ["empties the caches, so the collection frees what they held", true],
    ["without the caches emptied, what they hold stays", false],
  ])(
    "%s",
    async (_name, emptied) => {
      // A process of its own, with V8's real `gc`: a request fills a cache with 50 MB or more of
      // entries, then the server falls quiet.
      const script = `
      import { createServer } from "node:http";
      import { collectWhenIdle } from ${JSON.stringify(path.join(import.meta.dirname, "idle-collect.ts"))};
      import { createQuietCaches } from ${JSON.stringify(path.join(import.meta.dirname, "http/quiet-caches.ts"))};
      const mb = (n) => Math.round(n / 1024 ** 2);
      const kept = new Map();
      const caches = createQuietCaches();
      caches.add("answers", { clear: () => { const n = kept.size; kept.clear(); return n; } });
      const server = createServer((_req, res) => {
        for (let i = 0; i < 500_000; i++) kept.set("key " + i, { i, name: "guest " + i });
        res.end(String(kept.size));
      });
      let peak = 0;
      collectWhenIdle(server, {
        quietMs: 300,
        caches: ${emptied ? "caches" : "undefined"},
        onCollected: (c) => {
          console.log(JSON.stringify({ peak, heapAfter: mb(process.memoryUsage().heapUsed), kept: kept.size, ...c }));
          process.exit(0);
        },
      });
      server.listen(0, "127.0.0.1", async () => {
        await (await fetch("http://127.0.0.1:" + server.address().port)).text();
        peak = mb(process.memoryUsage().heapUsed);
      });
    `;
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--expose-gc", "--input-type=module", "--eval", script],
        { timeout: 50_000 },
      );
      const result = JSON.parse(stdout) as { peak: number; heapAfter: number; kept: number; cleared: object };
      expect(result.peak).toBeGreaterThan(50);
      if (emptied) {
        expect(result).toMatchObject({ kept: 0, cleared: { answers: 500_000 } });
        expect(result.heapAfter).toBeLessThan(20);
      } else {
        expect(result).toMatchObject({ kept: 500_000, cleared: {} });
        expect(result.heapAfter).toBeGreaterThan(50);
      }
    },
    60_000,
  );

  it("gives the heap's emptied pages back to the system, which an ordinary full collection keeps", async () => {
    // A process of its own, with V8's real `gc`: a request leaves 100 MB or more of dead objects
    // behind, then the server falls quiet. The ordinary collection left the heap at 130 MB.
    const script = `
      import { createServer } from "node:http";
      import { collectWhenIdle } from ${JSON.stringify(path.join(import.meta.dirname, "idle-collect.ts"))};
      const mb = (n) => Math.round(n / 1024 ** 2);
      const server = createServer((_req, res) => {
        const rows = [];
        for (let i = 0; i < 1_500_000; i++) rows.push({ i, name: "guest " + i });
        res.end(String(rows.length));
      });
      let peak = 0;
      collectWhenIdle(server, {
        quietMs: 300,
        onCollected: async (c) => {
          const heapAfter = mb(process.memoryUsage().heapTotal);
          // The collection flushed the code of every function not running: the next request
          // compiles the handler again, and gets the same answer.
          const again = await (await fetch(url)).text();
          console.log(JSON.stringify({ peak, heapAfter, again, ...c }));
          process.exit(0);
        },
      });
      let url = "";
      server.listen(0, "127.0.0.1", async () => {
        url = "http://127.0.0.1:" + server.address().port;
        await (await fetch(url)).text();
        peak = mb(process.memoryUsage().heapTotal);
      });
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--expose-gc", "--input-type=module", "--eval", script],
      { timeout: 50_000 },
    );
    const result = JSON.parse(stdout) as { peak: number; heapAfter: number; again: string };
    expect(result.peak).toBeGreaterThan(100);
    expect(result.heapAfter).toBeLessThan(30);
    expect(result.again).toBe("1500000");
  });

  it("hands back the pages malloc kept after the collection freed the buffers in them", async () => {
    // The addon as `npm run build` makes it, into a folder of this test's own.
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), "malloc-trim-"));
    const build = await promisify(execFile)(process.execPath, [
      path.join(import.meta.dirname, "../../scripts/build-native.mjs"),
      outDir,
    ]);
    const addon = path.join(outDir, "malloc-trim.node");
    expect(build.stdout, "this machine has a C compiler and glibc").toContain("built");
    expect(loadMallocTrim(addon)).toBeTypeOf("function");
    // A process of its own, with the server's malloc settings: a request leaves 200,000 buffers of
    // about 1 KB (260 MB), of which every 64th stays alive, so that no freed page is at malloc's top.
    const script = `
      import { createServer } from "node:http";
      import { collectWhenIdle } from ${JSON.stringify(path.join(import.meta.dirname, "idle-collect.ts"))};
      import { loadMallocTrim } from ${JSON.stringify(path.join(import.meta.dirname, "native/malloc-trim.ts"))};
      const mb = (n) => Math.round(n / 1024 ** 2);
      const kept = [];
      const server = createServer((_req, res) => {
        const all = [];
        for (let i = 0; i < 200_000; i++) all.push(Buffer.alloc(1000 + (i % 7) * 100));
        for (let i = 0; i < all.length; i += 64) kept.push(all[i]);
        res.end(String(kept.length));
      });
      const trim = loadMallocTrim(${JSON.stringify(addon)});
      collectWhenIdle(server, {
        quietMs: 300,
        trimMalloc: process.env.TRIM ? trim : undefined,
        onCollected: (c) => {
          console.log(JSON.stringify(c));
          process.exit(0);
        },
      });
      server.listen(0, "127.0.0.1", async () => {
        await (await fetch("http://127.0.0.1:" + server.address().port)).text();
      });
    `;
    const run = async (trim: boolean) => {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ["--expose-gc", "--input-type=module", "--eval", script],
        {
          timeout: 50_000,
          env: { ...serverEnv({}), PATH: process.env.PATH, ...(trim ? { TRIM: "1" } : {}) },
        },
      );
      return JSON.parse(stdout) as { rssMbBefore: number; rssMbAfter: number; mallocTrimmed: boolean | null };
    };
    const [untrimmed, trimmed] = [await run(false), await run(true)];
    fs.rmSync(outDir, { recursive: true, force: true });
    // Without the trim the collection frees the buffers, and malloc keeps their pages.
    expect(untrimmed.mallocTrimmed).toBeNull();
    expect(untrimmed.rssMbBefore - untrimmed.rssMbAfter).toBeLessThan(100);
    expect(trimmed.mallocTrimmed).toBe(true);
    expect(trimmed.rssMbBefore - trimmed.rssMbAfter).toBeGreaterThan(200);
  }, 60_000);
});
