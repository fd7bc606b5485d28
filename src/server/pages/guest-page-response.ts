import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { guestDocument } from "./guest-document.ts";
import type { LoadedPage } from "./guest-pages.ts";
import type { GuestRenderer } from "./guest-renderer.ts";
import { createPageCache, plainHtml } from "./page-cache.ts";

type C = Context<AppEnv>;

/**
 * How a loaded guest page goes out: rendered into the document, with the cache headers of its kind.
 * Personal pages (the routes set no-store) are rendered for each request; a page that is the same
 * for every signed-out visitor is kept rendered and compressed (page-cache.ts).
 */
export function createPageSender(renderer: GuestRenderer, publicUrl: string) {
  const cache = createPageCache();

  async function html(c: C, loaded: LoadedPage, personal: boolean): Promise<string> {
    const user = c.get("user");
    const rendered = await renderer.render({
      page: loaded.page,
      path: c.req.path,
      user: user ? { name: user.name, image: user.image } : null,
    });
    return guestDocument(rendered, {
      meta: { ...loaded.meta, url: `${publicUrl}${c.req.path}` },
      scriptSrc: renderer.scriptSrc,
      preloadImage: loaded.image,
      noindex: personal,
    });
  }

  async function send(c: C, loaded: LoadedPage, opts: { personal?: boolean } = {}) {
    const personal = opts.personal === true;
    const shared = !personal && !c.get("user") && c.req.method === "GET" && loaded.status === 200;
    if (!shared) {
      if (!personal) {
        c.header("cache-control", "no-cache");
        if (c.get("user")) c.header("vary", "cookie");
      }
      return c.html(await html(c, loaded, personal), loaded.status);
    }
    // The same for every signed-out visitor. Lists may be a minute old in a shared cache; an event's
    // or invitation's own page is revalidated (ETag, a cheap 304) on every visit, so one its host
    // has just made private or deleted is never shown from a cache.
    const page = await cache.get({ path: c.req.path, loaded }, () => html(c, loaded, false));
    c.header(
      "cache-control",
      loaded.page.kind === "home" || loaded.page.kind === "events"
        ? "public, max-age=60"
        : "public, no-cache",
    );
    c.header("etag", page.etag);
    c.header("vary", "accept-encoding");
    if (c.req.header("if-none-match") === page.etag) return c.body(null, 304);
    if (!/\bgzip\b/.test(c.req.header("accept-encoding") ?? "")) return c.html(plainHtml(page));
    c.header("content-type", "text/html; charset=UTF-8");
    c.header("content-encoding", "gzip");
    return c.body(new Uint8Array(page.gzip));
  }

  return send;
}
