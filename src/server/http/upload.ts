import type { Context } from "hono";
import type { FileOnDisk } from "../storage/storage.ts";
import { AppError } from "./app-error.ts";
import { isMultipart, type MultipartForm, readMultipart } from "./multipart.ts";

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

/** An upload over maxUploadBytes, refused as it streams in. */
export const uploadTooLarge = () =>
  new AppError(
    "payload_too_large",
    `This file is too large. Files can be at most ${maxUploadBytes / 1024 / 1024} MB.`,
  );

/**
 * The one file sent as multipart field `file`, streamed to a temporary file (removed when the
 * request ends), with the form's text fields.
 */
export async function readUploadedFile(
  c: Context,
  invalidMessage: string,
): Promise<{ name: string; type: string; data: FileOnDisk; form: MultipartForm }> {
  if (!isMultipart(c)) throw new AppError("unsupported_media_type", invalidMessage);
  const form = await readMultipart(c, {
    maxFileBytes: maxUploadBytes,
    maxFiles: 1,
    tooLarge: uploadTooLarge,
  });
  const file = form.files.find((f) => f.field === "file");
  if (!file || file.size === 0)
    throw new AppError("validation_failed", invalidMessage, { file: invalidMessage });
  return { name: file.name, type: file.type, data: { path: file.path, size: file.size }, form };
}
