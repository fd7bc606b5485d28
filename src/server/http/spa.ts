import fs from "node:fs";
import path from "node:path";
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import type { AppEnv } from "./app-env.ts";
import { type PageMeta, withPageMeta } from "./page-meta.ts";

/**
 * Serves the built SPA from dist/web: hashed assets with long caching, everything else falls
 * back to index.html so client routes (and the client's /404 redirect) work on reload.
 */
export function mountSpa(
  app: Hono<AppEnv>,
  webDir: string,
  /** Per-path page meta (title, link preview); null keeps the defaults. */
  metaFor: (path: string) => Promise<PageMeta | null>,
) {
  const indexFile = path.join(webDir, "index.html");
  app.use(
    "/assets/*",
    serveStatic({
      root: path.relative(process.cwd(), webDir),
      onFound: (_path, c) => {
        c.header("cache-control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use("*", serveStatic({ root: path.relative(process.cwd(), webDir) }));
  app.get("*", async (c) => {
    if (!fs.existsSync(indexFile)) {
      return c.text("The web app is not built. Run `npm run build` (npm start does this for you).", 503);
    }
    c.header("cache-control", "no-cache");
    const html = fs.readFileSync(indexFile, "utf8");
    const meta = await metaFor(c.req.path);
    return c.html(meta ? withPageMeta(html, meta) : html);
  });
}
