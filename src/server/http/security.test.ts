import fs from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

/** Security properties a deployment relies on; each would be easy to lose in a refactor. */
let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
  await fs.writeFile(
    path.join(webDir, "index.html"),
    "<!doctype html><html><head><title>EventHub</title></head></html>",
  );
  await fs.writeFile(path.join(webDir, "sw.js"), "self.addEventListener('fetch', () => {});");
  await fs.writeFile(path.join(webDir, "manifest.webmanifest"), '{"name":"EventHub"}');
  t = await createTestApp({}, { webDir });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe("session cookie", () => {
  it("is HttpOnly and SameSite=Lax", async () => {
    const res = await t.request("/api/auth/sign-up/email", {
      json: { email: "cookie@example.com", password: "Tr1cky-Lantern!", name: "Cookie" },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
  });

  it("is Secure when the app is served over HTTPS", async () => {
    const https = await createTestApp({ PUBLIC_URL: "https://events.example.com" });
    try {
      const res = await https.app.request("/api/auth/sign-up/email", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "https://events.example.com" },
        body: JSON.stringify({ email: "secure@example.com", password: "Tr1cky-Lantern!", name: "Secure" }),
      });
      const cookie = res.headers.getSetCookie().find((c) => c.includes("session_token="))!;
      expect(cookie).toMatch(/; Secure/i);
      expect(cookie).toMatch(/__Secure-/);
    } finally {
      await https.close();
    }
  });
});

describe("the installable dashboard", () => {
  it("serves its service worker and manifest fresh, under a policy that lets the page use them", async () => {
    const worker = await t.request("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers.get("content-type")).toMatch(/javascript/);
    expect(worker.headers.get("cache-control")).toBe("no-cache");
    const manifest = await t.request("/manifest.webmanifest");
    expect(manifest.headers.get("content-type")).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers.get("cache-control")).toBe("no-cache");
    // No worker-src or manifest-src of their own: both fall back to default-src 'self'.
    const csp = (await t.request("/dashboard")).headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toMatch(/worker-src|manifest-src|child-src/);
  });
});

describe("cross-site requests", () => {
  it("refuses a cross-origin JSON write that carries the user's cookie", async () => {
    const u = await signUp(t);
    const res = await t.app.request("/api/events", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "https://evil.example", cookie: u.cookie },
      body: JSON.stringify({ title: "x" }),
    });
    expect(res.status).toBe(403);
    const mine = await (await t.request("/api/events/mine", { cookie: u.cookie })).json();
    expect(mine.items).toHaveLength(0);
  });

  it("refuses a cross-site write without Origin when the browser marks it cross-site", async () => {
    const u = await signUp(t);
    const res = await t.app.request("/api/events", {
      method: "POST",
      headers: { "content-type": "text/plain", "sec-fetch-site": "cross-site", cookie: u.cookie },
      body: "{}",
    });
    expect(res.status).toBe(403);
  });
});

describe("security headers", () => {
  it.each(["/", "/dashboard", "/api/docs"])("are set on the page %s", async (p) => {
    const res = await t.request(p);
    expect(res.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    // Pictures only from our own origin (and data:/blob: previews): no tracking pixels from elsewhere.
    const imgSrc = res.headers.get("content-security-policy")?.match(/img-src ([^;]*)/)?.[1];
    expect(imgSrc?.split(" ").sort()).toEqual(["'self'", "blob:", "data:"]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it.each(["/api/health", "/api/no-such-route", "/api/events/not-a-uuid"])(
    "are set on the API answer %s, which no page may run or frame",
    async (p) => {
      const res = await t.request(p);
      expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
      expect(res.headers.get("strict-transport-security")).toContain("max-age=");
    },
  );

  it("are set by Node's own response over real HTTP, and a stored picture may still be embedded", async () => {
    // Served by @hono/node-server the headers go on Node's response, not through app.request()'s path.
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      for (const p of ["/api/health", "/api/no-such-route", "/api/events/not-a-uuid"]) {
        const res = await fetch(`${base}${p}`);
        await res.arrayBuffer();
        expect(res.headers.get("content-security-policy")).toBe("default-src 'none'; frame-ancestors 'none'");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
        expect(res.headers.get("x-frame-options")).toBe("DENY");
        expect(res.headers.get("referrer-policy")).toBe("no-referrer");
        expect(res.headers.get("cross-origin-resource-policy")).toBe("same-origin");
        expect(res.headers.get("strict-transport-security")).toContain("max-age=");
      }
      const media = await fetch(`${base}/api/media/no-such-file.webp`);
      await media.arrayBuffer();
      expect(media.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      expect(media.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
