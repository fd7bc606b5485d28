import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Context, Hono } from "hono";
import { appPagePaths, notFoundPath } from "../../contract/app-pages.ts";
import type { AppEnv } from "./app-env.ts";
import { type KeptCopies, keptCopyEncoding, sendKeptCopy } from "./compression.ts";

/** The app's own pages (exact), the dashboard and the guest pages (when no renderer is built). */
const appPages = new Set(["/", "/index.html", "/events", "/dashboard", ...appPagePaths.map((p) => `/${p}`)]);
const appSections = /^\/(?:dashboard|events|invite|rsvp|door)\//;

/** Whether `pathname` is one of the app's pages; any other address is answered with 404. */
export const isAppPage = (pathname: string) =>
  appPages.has(pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname) || appSections.test(pathname);

/**
 * Serves the built SPA from dist/web: hashed assets with long caching and their Brotli or gzip
 * copies made at build time (scripts/precompress.mjs), everything else falls back to index.html
 * so client routes work on reload. An address that is none of the app's pages (contract/app-pages.ts)
 * gets the app with status 404: the app shows its not-found page, and crawlers, link checkers and
 * Lighthouse are told the page does not exist. The guest pages are not here: the server renders
 * them (src/server/pages).
 */
export function mountSpa(app: Hono<AppEnv>, webDir: string) {
  const indexFile = path.join(webDir, "index.html");
  // Read once: a build replaces the server's code too, so it comes with a restart.
  let indexHtml: string | null = null;
  const root = path.relative(process.cwd(), webDir);
  // Hashed names change with their content: a year, immutable. Set on the way out, since
  // serveStatic's own hook runs after the response is made.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.status === 200) c.res.headers.set("cache-control", "public, max-age=31536000, immutable");
  });
  app.use("/assets/*", serveStatic({ root, precompressed: true }));
  // The service worker and the install manifest name each build's files: always asked again, so a
  // deploy reaches open dashboards (browsers check sw.js themselves, but proxies need telling).
  for (const file of ["/sw.js", "/manifest.webmanifest"]) {
    app.use(file, async (c, next) => {
      await next();
      if (c.res.status === 200) c.res.headers.set("cache-control", "no-cache");
    });
  }
  // index.html itself goes through the handler below (cache headers).
  app.use("*", (c, next) =>
    c.req.path === "/" || c.req.path === "/index.html"
      ? next()
      : serveStatic({ root, precompressed: true })(c, next),
  );
  // index.html is sent on every reload of every app page: its compressed copies are made once.
  const copies: KeptCopies = {};
  const sendIndex = (c: Context<AppEnv>, html: string) => {
    c.header("cache-control", "no-cache");
    const encoding = keptCopyEncoding(c, html);
    if (!encoding) return c.html(html);
    return sendKeptCopy(c, copies, html, encoding, "text/html; charset=UTF-8");
  };
  app.get("*", async (c) => {
    indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, "utf8") : null;
    if (indexHtml === null) {
      return c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503);
    }
    if (c.req.path === notFoundPath || !isAppPage(c.req.path)) c.status(404);
    return sendIndex(c, indexHtml);
  });
}
