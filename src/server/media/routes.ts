import { z } from "@hono/zod-openapi";
import { stream } from "hono/streaming";
import { AppError } from "../http/app-error.ts";
import { createRouter } from "../http/router.ts";
import { pickWidth, variantKey } from "../images/image-processor.ts";
import type { Storage } from "../storage/storage.ts";

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
    const object = (await storage.get(variantKey(key, pickWidth(width)))) ?? (await storage.get(key));
    if (!object) throw new AppError("not_found", "File not found");
    c.header("content-type", object.contentType);
    if (object.size) c.header("content-length", String(object.size));
    c.header("cache-control", "public, max-age=31536000, immutable");
    return stream(c, async (s) => {
      for await (const chunk of object.body) await s.write(chunk as Uint8Array);
    });
  });
  return router;
}

/** The stored key a media path names; null when it does not decode (no stored key looks like that). */
function mediaKey(path: string): string | null {
  try {
    return decodeURIComponent(path.replace(/^.*?\/media\//, ""));
  } catch {
    return null;
  }
}
