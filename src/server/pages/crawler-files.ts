import type { Hono } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import type { Services } from "../services.ts";

/** The sitemap protocol's limit of addresses in one file. */
const sitemapLimit = 50_000;

/** What crawlers may read: the public pages; never a guest's personal link, the app or the API. */
export const robotsTxt = (publicUrl: string) =>
  [
    "User-agent: *",
    // A personal link opens one guest's invitation or reply: it must not be fetched, even if it leaks.
    "Disallow: /rsvp/",
    "Disallow: /invite/",
    // A door link opens an event's door: the same, for whoever holds it.
    "Disallow: /door/",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "",
    `Sitemap: ${publicUrl}/sitemap.xml`,
    "",
  ].join("\n");

const xmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * /robots.txt and /sitemap.xml, which crawlers ask for at the root (before this they got the web
 * app's page). The sitemap lists the home page, the event list and every public upcoming event,
 * with the day each last changed: what a search engine may show. Private events and guests' links
 * never appear.
 */
export function mountCrawlerFiles(app: Hono<AppEnv>, deps: { services: Services; publicUrl: string }) {
  const { services, publicUrl } = deps;
  const robots = robotsTxt(publicUrl);
  app.get("/robots.txt", (c) => {
    c.header("cache-control", "public, max-age=86400");
    return c.text(robots);
  });
  app.get("/sitemap.xml", async (c) => {
    const upcoming = await services.events.listUpcoming(null, { page: 1, limit: sitemapLimit });
    const url = (loc: string, lastmod?: string) =>
      `<url><loc>${xmlText(`${publicUrl}${loc}`)}</loc>${lastmod ? `<lastmod>${lastmod.slice(0, 10)}</lastmod>` : ""}</url>`;
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      url("/"),
      url("/events"),
      ...upcoming.items.map((e) => url(`/events/${e.id}`, e.updatedAt)),
      "</urlset>",
      "",
    ].join("\n");
    // Crawlers come back now and then; an hour old is fresh enough for them.
    c.header("cache-control", "public, max-age=3600");
    return c.body(body, 200, { "content-type": "application/xml; charset=utf-8" });
  });
}
