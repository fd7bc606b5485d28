import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp, testOrigin } from "../test/test-app.ts";
import { brotliWindowBits, encodeSync } from "./compression.ts";

// Served by @hono/node-server as `npm start` serves it (its own Response, which the middleware reads
// the body of without building a real one), and read with node:http, which leaves the bytes as sent.

let t: TestApp;
let server: ReturnType<typeof serve>;
let base: string;
const browser = "gzip, deflate, br";

beforeAll(async () => {
  t = await createTestApp();
  const { cookie } = await signUp(t);
  // Enough public events that their list is well over the threshold.
  for (let i = 0; i < 8; i++) {
    await t.request("/api/events", {
      cookie,
      json: {
        title: `Garden party ${i}`,
        description: "Lanterns, music and food from every corner of the city. ".repeat(3),
        date: `2031-03-0${i + 1}`,
        time: "18:00",
        location: "Cubbon Park, Bengaluru",
        isPublic: true,
        timeZone: "Asia/Kolkata",
      },
    });
  }
  server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((r) => server.once("listening", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await t.close();
});

type Raw = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

function get(path: string, acceptEncoding?: string): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { origin: testOrigin };
    if (acceptEncoding) headers["accept-encoding"] = acceptEncoding;
    http
      .get(`${base}${path}`, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}

const decoded = (r: Raw) =>
  r.headers["content-encoding"] === "br"
    ? brotliDecompressSync(r.body)
    : r.headers["content-encoding"] === "gzip"
      ? gunzipSync(r.body)
      : r.body;

describe("compression for browsers", () => {
  it("sends a small answer as it is, without Vary, to a browser that takes every encoding", async () => {
    const pong = await get("/api/ping", browser);
    expect(pong.status).toBe(200);
    expect(pong.headers["content-encoding"]).toBeUndefined();
    expect(pong.headers.vary).toBeUndefined();
    expect(pong.body.toString()).toBe("pong");
  });

  it("sends large HTML as Brotli when asked, gzip to a client that takes only gzip, the same page decoded", async () => {
    const plain = await get("/api/docs");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await get("/api/docs", browser);
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength);
    expect(decoded(br).equals(plain.body)).toBe(true);
    const gzip = await get("/api/docs", "gzip");
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gzip).equals(plain.body)).toBe(true);
    // q=0 refuses an encoding.
    expect((await get("/api/docs", "gzip;q=0, br;q=0")).headers["content-encoding"]).toBeUndefined();
  });

  it("gzips a large JSON answer made for one request (Brotli is for kept copies and HTML)", async () => {
    const plain = await get("/api/openapi.json");
    const gz = await get("/api/openapi.json", browser);
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(decoded(gz).equals(plain.body)).toBe(true);
  });

  it("sends the public event list from its kept Brotli copy, the same bytes each time", async () => {
    const plain = await get("/api/events/public?page=1");
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const first = await get("/api/events/public?page=1", browser);
    const again = await get("/api/events/public?page=1", browser);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers["content-type"]).toContain("application/json");
    expect(again.body.equals(first.body)).toBe(true);
    expect(JSON.parse(decoded(first).toString())).toEqual(JSON.parse(plain.body.toString()));
  });

  it("reads the body of another runtime's Response too (app.request): small stays plain, large is compressed", async () => {
    const pong = await t.app.request("/api/ping", { headers: { "accept-encoding": browser } });
    expect(pong.headers.get("content-encoding")).toBeNull();
    expect(await pong.text()).toBe("pong");
    const docs = await t.app.request("/api/docs", { headers: { "accept-encoding": "gzip" } });
    expect(docs.headers.get("content-encoding")).toBe("gzip");
  });

  it("fits Brotli's window to the body: the smallest that holds it, within 10 to 24 bits", () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(1008)).toBe(10);
    expect(brotliWindowBits(1009)).toBe(11);
    expect(brotliWindowBits(18_533)).toBe(15);
    expect(brotliWindowBits(64 * 1024)).toBe(17);
    expect(brotliWindowBits(100 * 1024 ** 2)).toBe(24);
    // A kept copy made with the fitted window decodes to the same text.
    const text = JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ i, name: `Guest ${i}` })));
    expect(brotliDecompressSync(encodeSync(text, "br", true)).toString()).toBe(text);
  });
});
