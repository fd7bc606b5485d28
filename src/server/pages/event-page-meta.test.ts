import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { escapeHtml } from "../mail/templates/escape-html.ts";
import { createEvent as newEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
const indexHtml =
  '<!doctype html><html><head><meta name="description" content="default" /><title>EventHub</title></head><body><div id="root"></div></body></html>';
let cookie: string;

beforeAll(async () => {
  t = await createTestApp({}, { web: indexHtml });
  cookie = (await signUp(t)).cookie;
});
afterAll(async () => {
  await t.close();
});

async function createEvent(isPublic: boolean): Promise<Event> {
  return newEvent(t, cookie, {
    title: `Sangeet <Night> ${isPublic}`,
    description: "Music & dance with the whole family.",
    date: "2031-01-05",
    time: "18:30",
    location: "Jaipur",
    isPublic,
  });
}

describe("public event page link previews", () => {
  it("renders the title, date and Open Graph tags into the HTML, escaped", async () => {
    const e = await createEvent(true);
    const html = await (await t.request(`/events/${e.id}`)).text();
    expect(html).toContain("<title>Sangeet &lt;Night&gt; true · EventHub</title>");
    expect(html).toContain('<meta property="og:title" content="Sangeet &lt;Night&gt; true" />');
    expect(html).toContain("Jan 5, 2031 at 18:30 · Jaipur. Music &amp; dance with the whole family.");
    expect(html).toContain(`<meta property="og:url" content="${t.config.publicUrl}/events/${e.id}" />`);
    expect(html).not.toContain('content="default"');
  });

  it("keeps the head's structure whatever the event's text holds ($&, $` and $' included)", async () => {
    const tricky = "A $` B $& C $' D $$ E $1";
    const res = await t.request("/api/events", {
      cookie,
      json: {
        title: tricky,
        description: `Desc ${tricky} long enough`,
        date: "2031-01-05",
        time: "18:30",
        location: `Loc ${tricky}`,
        isPublic: true,
        timeZone: "Asia/Kolkata",
      },
    });
    const e = (await res.json()) as Event;
    const html = await (await t.request(`/events/${e.id}`)).text();
    // Each sequence comes out as typed (escaped), never as a piece of the page spliced in.
    expect(html).toContain(`<title>${escapeHtml(tricky)} · EventHub</title>`);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/<head>/g)).toHaveLength(1);
    expect(html.match(/<meta property="og:title"/g)).toHaveLength(1);
    expect(html.match(/<div id="root">/g)).toHaveLength(1);
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain(`<meta property="og:title" content="${escapeHtml(tricky)}" />`);
  });

  it("reveals nothing of a private event, and answers 403 (private) or 404 (missing), not a 200 shell", async () => {
    const e = await createEvent(false);
    const res = await t.request(`/events/${e.id}`);
    expect(res.status).toBe(403);
    expect((await t.request("/events/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await t.request("/events/not-an-id")).status).toBe(404);
    const html = await res.text();
    expect(html).toContain("<title>This event is private · EventHub</title>");
    expect(html).not.toContain("Sangeet");
  });

  it("leaves other pages with the defaults", async () => {
    const html = await (await t.request("/about-us")).text();
    expect(html).toContain("<title>EventHub</title>");
  });
});

describe("how pages are served", () => {
  it("keeps a guest's personal pages out of caches and search engines, even a bad link's", async () => {
    for (const page of ["/rsvp/abc123", "/invite/AB12cd34/abc123"]) {
      const res = await t.request(page);
      expect(res.status, page).toBe(404);
      expect(res.headers.get("cache-control"), page).toBe("no-store");
      expect(res.headers.get("x-robots-tag"), page).toBe("noindex");
    }
  });

  it("lets a shared cache keep lists a minute, and revalidates an event's page by ETag on every visit", async () => {
    expect((await t.request("/events")).headers.get("cache-control")).toBe("public, max-age=60");
    const e = await createEvent(true);
    const first = await t.request(`/events/${e.id}`);
    expect(first.headers.get("cache-control")).toBe("public, no-cache");
    const tag = first.headers.get("etag");
    expect(tag).toBeTruthy();
    const again = await t.request(`/events/${e.id}`, { headers: { "if-none-match": tag ?? "" } });
    expect(again.status).toBe(304);
    // Made private: the next revalidation gets the refusal, not the cached page.
    await t.request(`/api/events/${e.id}`, { cookie, method: "PUT", json: { ...e, isPublic: false } });
    const after = await t.request(`/events/${e.id}`, { headers: { "if-none-match": tag ?? "" } });
    expect(after.status).toBe(403);
  });

  it("sends a page under 1 KB as it is, and serves built assets' Brotli copies", async () => {
    // This test's index.html is a few bytes: compressing it would only cost (http/compression.ts).
    const page = await t.request("/about-us", { headers: { "accept-encoding": "gzip, br" } });
    expect(page.status).toBe(200);
    expect(page.headers.get("content-encoding")).toBeNull();
    await fs.mkdir(path.join(t.webDir!, "assets"), { recursive: true });
    await fs.writeFile(path.join(t.webDir!, "assets", "app-1.js"), "console.log('plain')");
    await fs.writeFile(path.join(t.webDir!, "assets", "app-1.js.br"), "brotli bytes");
    const asset = await t.request("/assets/app-1.js", {
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(asset.headers.get("content-encoding")).toBe("br");
    expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(await asset.text()).toBe("brotli bytes");
  });
});
