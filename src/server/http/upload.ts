import type { Context } from "hono";
import { AppError } from "./app-error.ts";

/** Largest single upload we accept (banner, photos); the body limit for upload routes matches. */
export const maxUploadBytes = 25 * 1024 * 1024;

/** The host's gallery upload, whose body limit is the largest video allowed (GALLERY_MAX_VIDEO_MB). */
export function isGalleryUploadPath(path: string): boolean {
  return /^\/api\/events\/[^/]+\/gallery$/.test(path);
}

/** Routes that take a multipart file. */
export function isUploadPath(path: string): boolean {
  return /^\/api\/(events\/[^/]+\/(banner|feed|guests\/import(\/preview)?)|templates|profile\/photo)$/.test(
    path,
  );
}

/** The one file sent as multipart field `file`, as bytes. */
export async function readUploadedFile(
  c: Context,
  invalidMessage: string,
): Promise<{ name: string; type: string; data: Buffer }> {
  const type = c.req.header("content-type") ?? "";
  if (!type.startsWith("multipart/form-data")) throw new AppError("unsupported_media_type", invalidMessage);
  const body = await c.req.parseBody();
  const file = body.file;
  if (!(file instanceof File) || file.size === 0)
    throw new AppError("validation_failed", invalidMessage, { file: invalidMessage });
  return { name: file.name, type: file.type, data: Buffer.from(await file.arrayBuffer()) };
}
