import type { Context } from "hono";
import { galleryMessages, guestUploadMaxFiles } from "../../contract/gallery.ts";
import type { GalleryLimits } from "../gallery/gallery-files.ts";
import type { GalleryService, Upload } from "../gallery/service.ts";
import type { AppEnv } from "../http/app-env.ts";
import { AppError } from "../http/app-error.ts";
import { isMultipart, readMultipart } from "../http/multipart.ts";

const mb = 1024 * 1024;

/**
 * The largest photo post a guest's page takes: a full form of the largest photos, or one largest
 * video, whichever is more, and room for the multipart framing.
 */
export function guestPhotoRequestBytes(limits: GalleryLimits): number {
  return Math.max(limits.maxImageMb * guestUploadMaxFiles, limits.maxVideoMb) * mb + mb;
}

/**
 * The files of a guest's multipart photo form (field `file`, any number), streamed to temporary
 * files: each refused at the first byte over the larger limit, the whole post over its own.
 */
export async function readGuestPhotos(
  c: Context<AppEnv>,
  gallery: Pick<GalleryService, "limits" | "largestFileBytes" | "requestTooLarge">,
): Promise<Upload[]> {
  if (!isMultipart(c)) return [];
  const form = await readMultipart(c, {
    maxFileBytes: gallery.largestFileBytes(),
    maxFiles: guestUploadMaxFiles,
    maxBodyBytes: guestPhotoRequestBytes(gallery.limits),
    tooLarge: gallery.requestTooLarge,
    tooMany: () => new AppError("validation_failed", galleryMessages.tooManyFiles(guestUploadMaxFiles)),
  });
  return form.files
    .filter((f) => (f.field === "file" || f.field === "file[]") && f.size > 0)
    .map((f) => ({ name: f.name, data: { path: f.path, size: f.size } }));
}
