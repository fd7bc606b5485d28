import type { Context } from "hono";
import type { AppEnv } from "../http/app-env.ts";
import { acceptedEncoding, sendEncoded } from "../http/compression.ts";
import { guestDocument } from "./guest-document.ts";
import type { LoadedPage } from "./guest-pages.ts";
import type { GuestRenderer } from "./guest-renderer.ts";
import { type CachedPage, createPageCache, encodedPage, plainHtml } from "./page-cache.ts";

type C = Context<AppEnv>;

/**
 * How a loaded guest page goes out: rendered into the document, with the cache headers of its kind.
 * Every page read is kept rendered and compressed, keyed by the data it shows (page-cache.ts): a
 * guest reopening their link, or a page the same for every signed-out visitor, costs the data read
 * and a lookup, not a render. Personal pages (the routes set no-store) stay out of shared caches.
 */
export function createPageSender(renderer: GuestRenderer, publicUrl: string, cache = createPageCache()) {
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
    const user = c.get("user");
    if (c.req.method !== "GET" || loaded.status !== 200) {
      // A form's answer (saved, or refused with the fields' messages): rendered for this request.
      if (!personal) c.header("cache-control", "no-cache");
      return c.html(await html(c, loaded, personal), loaded.status);
    }
    // Kept rendered, keyed by everything the page is rendered from: the page's data (a guest's own
    // answer included), the path, who is signed in (the top bar) and whether it is personal. A guest's
    // page is only ever sent again to a request that loaded the same guest's data, by their link.
    const page = await cache.get(
      { path: c.req.path, loaded, personal, user: user ? { name: user.name, image: user.image } : null },
      () => html(c, loaded, personal),
    );
    c.header("vary", user || personal ? "cookie, accept-encoding" : "accept-encoding");
    if (user || personal) {
      // Personal pages carry no-store from their routes; a signed-in visitor's page is revalidated.
      if (!personal) c.header("cache-control", "no-cache");
      return sendKept(c, page);
    }
    // The same for every signed-out visitor. Lists may be a minute old in a shared cache; an event's
    // or invitation's own page is revalidated (ETag, a cheap 304) on every visit, so one its host
    // has just made private or deleted is never shown from a cache.
    c.header(
      "cache-control",
      loaded.page.kind === "home" || loaded.page.kind === "events"
        ? "public, max-age=60"
        : "public, no-cache",
    );
    c.header("etag", page.etag);
    if (c.req.header("if-none-match") === page.etag) return c.body(null, 304);
    return sendKept(c, page);
  }

  /** A kept page compressed as the browser asks (Brotli or gzip), or unpacked for a client that takes neither. */
  function sendKept(c: C, page: CachedPage) {
    const encoding = acceptedEncoding(c.req.header("accept-encoding"), true);
    if (!encoding) return c.html(plainHtml(page));
    return sendEncoded(c, encodedPage(page, encoding), encoding, "text/html; charset=UTF-8");
  }

  return send;
}
