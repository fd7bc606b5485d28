import { createHash } from "node:crypto";
import { gunzipSync, gzipSync } from "node:zlib";
import { type Encoding, encodeSync } from "../http/compression.ts";

// Rendering a guest page with MUI and Emotion costs tens of milliseconds of CPU (profiled
// 2026-11-23: spread over Emotion's serializer, MUI's style functions and React's renderer, no
// single hot spot). A public page is the same for every signed-out visitor until its data changes,
// so its compressed HTML is kept, keyed by the data it was rendered from: an edited event has a new
// key and is rendered afresh, an unchanged one costs the data read and a lookup.

export type CachedPage = {
  gzip: Buffer<ArrayBuffer>;
  /** Its Brotli copy, made when a browser first asks for it (every current browser does). */
  br?: Buffer<ArrayBuffer>;
  etag: string;
};

export type PageCache = {
  /** The page rendered from `data`, rendering it only when no copy of it is kept. */
  get(data: unknown, render: () => Promise<string>): Promise<CachedPage>;
  /** Drops every kept page (the server fell quiet, http/quiet-caches.ts); returns how many. */
  clear(): number;
};

const hash = (text: string | Buffer) => createHash("sha1").update(text).digest("base64url");

/** A small LRU of compressed pages (about 15 KB each): `max` of them. */
export function createPageCache(max = 200): PageCache {
  const entries = new Map<string, CachedPage>();
  return {
    async get(data, render) {
      const key = hash(JSON.stringify(data));
      const kept = entries.get(key);
      if (kept) {
        // Most recently used last, so the oldest is first out.
        entries.delete(key);
        entries.set(key, kept);
        return kept;
      }
      const html = await render();
      const page = { gzip: gzipSync(html), etag: `"${hash(html)}"` };
      entries.set(key, page);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
      return page;
    },
    clear() {
      const dropped = entries.size;
      entries.clear();
      return dropped;
    },
  };
}

/** The page's HTML, for the rare client that does not take gzip. */
export const plainHtml = (page: CachedPage) => gunzipSync(page.gzip).toString("utf8");

/** The page compressed as `encoding`; the Brotli copy is made once and kept with the page. */
export function encodedPage(page: CachedPage, encoding: Encoding): Buffer<ArrayBuffer> {
  if (encoding === "gzip") return page.gzip;
  page.br ??= encodeSync(gunzipSync(page.gzip), "br", true);
  return page.br;
}
