import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appPagePaths } from "../../contract/app-pages.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// What robots and browsers ask for at the root, and what an address that is no page gets.

let t: TestApp;
let webDir: string;
let cookie: string;
const indexHtml = "<!doctype html><title>EventHub</title><div id=root></div>";

const newEvent = async (title: string, over: { isPublic?: boolean; date?: string } = {}) =>
  (
    (await (
      await t.request("/api/events", {
        cookie,
        json: {
          title,
          description: "An evening together.",
          date: over.date ?? "2031-02-01",
          time: "19:00",
          location: "Pune",
          isPublic: over.isPublic ?? true,
          timeZone: "Asia/Kolkata",
        },
      })
    ).json()) as { id: string }
  ).id;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), indexHtml);
  // The favicon as the build copies it from public/.
  await fs.copyFile(
    path.join(import.meta.dirname, "../../../public/favicon.ico"),
    path.join(webDir, "favicon.ico"),
  );
  t = await createTestApp({}, { webDir });
  cookie = (await signUp(t)).cookie;
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe("files for robots and browsers", () => {
  it("robots.txt keeps crawlers off personal links and names the sitemap", async () => {
    const res = await t.request("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/plain");
    const lines = (await res.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Disallow: /rsvp/");
    expect(lines).toContain("Disallow: /invite/");
    expect(lines).toContain("Disallow: /door/");
    expect(lines).toContain(`Sitemap: ${t.config.publicUrl}/sitemap.xml`);
    // The public pages stay open to them.
    expect(lines.filter((l) => /^Disallow: \/(events)?$/.test(l))).toEqual([]);
  });

  it("sitemap.xml lists the public upcoming events, not private or past ones", async () => {
    const open = await newEvent("Open mic & poetry");
    const hidden = await newEvent("Family dinner", { isPublic: false });
    const past = await newEvent("Last year's fair", { date: "2020-01-01" });
    const res = await t.request("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const xml = await res.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${t.config.publicUrl}/`,
        `${t.config.publicUrl}/events`,
        `${t.config.publicUrl}/events/${open}`,
      ]),
    );
    expect(xml).not.toContain(hidden);
    expect(xml).not.toContain(past);
    expect(xml).toMatch(new RegExp(`/events/${open}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
  });

  it("favicon.ico is an icon", async () => {
    const res = await t.request("/favicon.ico");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // ICONDIR: reserved 0, type 1 (icon).
    expect([...bytes.slice(0, 4)]).toEqual([0, 0, 1, 0]);
  });

  it("an address that is no page gets the app's not-found page with status 404", async () => {
    for (const p of ["/no-such-page", "/events-old/x", "/404", "/assets/gone.js", "/login/extra"]) {
      const res = await t.request(p, { headers: { accept: "text/html" } });
      expect(res.status, p).toBe(404);
      expect(res.headers.get("content-type"), p).toContain("text/html");
      expect(await res.text(), p).toBe(indexHtml);
    }
    // The app's own pages still load, the dashboard's included; the API's unknown paths answer JSON.
    for (const p of [
      "/",
      "/dashboard",
      "/dashboard/events/123/edit",
      "/dashboard/no-such",
      ...appPagePaths.map((a) => `/${a}`),
    ]) {
      expect((await t.request(p)).status, p).toBe(200);
    }
    const api = await t.request("/api/no-such");
    expect(api.status).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe("not_found");
  });
});
