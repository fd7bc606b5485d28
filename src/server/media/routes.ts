import { z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import { AppError } from "../http/app-error.ts";
import { noSignIn } from "../http/openapi-security.ts";
import { createRouter } from "../http/router.ts";
import { pickWidth, variantKey } from "../images/image-processor.ts";
import type { ByteRange, Storage, StoredObject } from "../storage/storage.ts";

const widthQuery = z.object({ w: z.coerce.number().int().min(1).max(4000).optional() });

/**
 * Serves stored files. Keys are unique per upload, so answers are cached for a year. Images are
 * addressed by their base key and served at the stored width nearest to `w`.
 */
export function mediaRoutes(storage: Storage) {
  const router = createRouter();
  // Keys contain slashes, which an OpenAPI path parameter cannot: a plain wildcard route,
  // described in the document by hand.
  router.openAPIRegistry.registerPath({
    method: "get",
    path: "/media/{key}",
    security: noSignIn,
    tags: ["media"],
    summary: "A stored file (the key may contain slashes); images at width ?w=",
    request: { params: z.object({ key: z.string() }), query: widthQuery },
    responses: { 200: { description: "The file" }, 404: { description: "No such file" } },
  });
  router.get("/media/*", async (c) => {
    const key = mediaKey(c.req.path);
    if (key === null) throw new AppError("not_found", "File not found");
    const query = widthQuery.safeParse(c.req.query());
    const width = query.success ? query.data.w : undefined;
    const variant = await storage.get(variantKey(key, pickWidth(width)));
    let object = variant ?? (await storage.get(key));
    if (!object) throw new AppError("not_found", "File not found");
    c.header("content-type", object.contentType);
    c.header("cache-control", "public, max-age=31536000, immutable");
    // Videos seek with range requests; a stored file (not an image size) answers them.
    const rangeHeader = variant ? undefined : c.req.header("range");
    let status: 200 | 206 = 200;
    if (!variant) c.header("accept-ranges", "bytes");
    if (rangeHeader && object.size) {
      const range = parseRange(rangeHeader, object.size);
      object.body.destroy();
      if (!range) {
        c.header("content-range", `bytes */${object.size}`);
        return c.body(null, 416);
      }
      const part = await storage.get(key, range);
      if (!part) throw new AppError("not_found", "File not found");
      object = { ...part, size: range.end - range.start + 1 };
      c.header("content-range", `bytes ${range.start}-${range.end}/${part.size}`);
      status = 206;
    }
    if (object.size) c.header("content-length", String(object.size));
    c.status(status);
    return send(c, object);
  });
  return router;
}

function send(c: Parameters<typeof stream>[0], object: StoredObject) {
  return stream(c, async (s) => {
    for await (const chunk of object.body) await s.write(chunk as Uint8Array);
  });
}

/**
 * One range of `bytes=start-end`, `bytes=start-` or `bytes=-suffix`, clamped to the file; null when
 * it lies outside (416). Several ranges at once are answered with the first only, as browsers ask one.
 */
export function parseRange(header: string, size: number): ByteRange | null {
  const m = /^bytes=(\d*)-(\d*)/.exec(header.trim());
  if (!m || (m[1] === "" && m[2] === "")) return null;
  if (m[1] === "") {
    const suffix = Number(m[2]);
    if (suffix === 0) return null;
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === "" ? size - 1 : Math.min(Number(m[2]), size - 1);
  return start <= end && start < size ? { start, end } : null;
}

/** The stored key a media path names; null when it does not decode (no stored key looks like that). */
function mediaKey(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^.*?\/media\//, ""));
  } catch {
    return null;
  }
}
