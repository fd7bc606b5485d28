import type { Context } from "hono";
import { guestUploadMaxFiles } from "../../contract/gallery.ts";
import type { GalleryLimits } from "../gallery/gallery-files.ts";
import type { AppEnv } from "../http/app-env.ts";

const mb = 1024 * 1024;

/**
 * The largest photo post a guest's page takes: a full form of the largest photos, or one largest
 * video, whichever is more, and room for the multipart framing.
 */
export function guestPhotoRequestBytes(limits: GalleryLimits): number {
  return Math.max(limits.maxImageMb * guestUploadMaxFiles, limits.maxVideoMb) * mb + mb;
}

/** The files of a guest's multipart photo form (field `file`, any number), as bytes. */
export async function readGuestPhotos(c: Context<AppEnv>): Promise<{ name: string; data: Buffer }[]> {
  if (!(c.req.header("content-type") ?? "").startsWith("multipart/form-data")) return [];
  const body = await c.req.parseBody({ all: true });
  const field = body.file ?? body["file[]"];
  const files = (Array.isArray(field) ? field : field === undefined ? [] : [field]).filter(
    (f): f is File => f instanceof File && f.size > 0,
  );
  return Promise.all(files.map(async (f) => ({ name: f.name, data: Buffer.from(await f.arrayBuffer()) })));
}
