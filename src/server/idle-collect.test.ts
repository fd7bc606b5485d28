import { execFile } from "node:child_process";
import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { collectWhenIdle, type V8Gc } from "./idle-collect.ts";

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

let server: Server | undefined;
let stop = () => {};
afterEach(async () => {
  stop();
  await new Promise((r) => server?.close(r));
});

/** A real HTTP server whose quiet spells are watched; returns its URL and the collections asked for. */
async function watchedServer(quietMs: number, handler: RequestListener = (_req, res) => res.end("ok")) {
  server = createServer(handler);
  const collections: Parameters<V8Gc>[0][] = [];
  stop = collectWhenIdle(server, { quietMs, gc: (options) => collections.push(options) });
  await new Promise<void>((r) => server?.listen(0, "127.0.0.1", r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, collections };
}

describe("collecting when the server falls quiet", () => {
  it("collects once after a busy spell, not while requests keep coming, and not again until the next", async () => {
    const { url, collections } = await watchedServer(1000);
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
    await sleep(1500);
    expect(collections).toHaveLength(1);
    await (await fetch(url)).text();
    await sleep(2000);
    expect(collections).toHaveLength(2);
  });

  it("waits for a slow answer to finish, but not for a stream that stays open", async () => {
    const { url, collections } = await watchedServer(500, (req, res) => {
      // A slow import: the answer comes after 2 s. A live-update stream: headers at once, then open.
      if (req.url === "/slow") setTimeout(() => res.end("done"), 2000);
      else res.writeHead(200, { "content-type": "text/event-stream" }).write("data: hello\n\n");
    });
    const slow = fetch(`${url}/slow`).then((r) => r.text());
    await sleep(1500);
    expect(collections).toHaveLength(0);
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
        onCollected: (c) => {
          console.log(JSON.stringify({ peak, heapAfter: mb(process.memoryUsage().heapTotal), ...c }));
          process.exit(0);
        },
      });
      server.listen(0, "127.0.0.1", async () => {
        await (await fetch("http://127.0.0.1:" + server.address().port)).text();
        peak = mb(process.memoryUsage().heapTotal);
      });
    `;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--expose-gc", "--input-type=module", "--eval", script],
      { timeout: 30_000 },
    );
    const result = JSON.parse(stdout) as { peak: number; heapAfter: number; pauseMs: number };
    expect(result.peak).toBeGreaterThan(100);
    expect(result.heapAfter).toBeLessThan(30);
  });
});
