import { randomUUID } from "node:crypto";
import { galleryMessages } from "../../contract/gallery.ts";
import { AppError } from "../http/app-error.ts";
import { type MediaInput, storeMedia } from "../images/media-store.ts";
import type { Storage } from "../storage/storage.ts";
import { sanitiseFileName, withExtension } from "./file-name.ts";

export type GalleryLimits = { maxImageMb: number; maxVideoMb: number };

/** What a stored upload is, for its gallery row. */
export type StoredGalleryFile = {
  storageKey: string;
  fileKey: string;
  contentType: string;
  sizeBytes: number;
  type: "image" | "video";
  width: number | null;
  height: number | null;
  fileName: string;
};

const mb = 1024 * 1024;

/** A gallery request over the body limit, before any file in it is looked at: both limits named. */
export function requestTooLarge(limits: GalleryLimits): AppError {
  return new AppError(
    "payload_too_large",
    galleryMessages.fileTooLarge(limits.maxImageMb, limits.maxVideoMb),
  );
}

/**
 * The most bytes one gallery file may stream in before it is refused: the larger limit and a
 * little more, so that a file just over its kind's limit is told that kind's limit (storeMedia).
 */
export function largestFileBytes(limits: GalleryLimits): number {
  return Math.max(limits.maxImageMb, limits.maxVideoMb) * mb + 64 * 1024;
}

/** The name as people download it, with the extension of what is stored. */
function downloadName(uploaded: string, ext: string): string {
  const name = sanitiseFileName(uploaded);
  const lower = name.toLowerCase();
  const same = lower.endsWith(`.${ext}`) || (ext === "jpg" && lower.endsWith(".jpeg"));
  return same ? name : withExtension(name, ext);
}

/**
 * Stores an upload under `gallery/{eventId}/{timestamp}-{random}/`: an image as its WebP sizes
 * (thumbnails and display, made once here) plus its original cleaned of metadata; a video with its
 * location boxes blanked. The random part is a whole UUID: the media route serves files by key to
 * anyone holding it (a private event's photos too).
 */
export async function storeGalleryFile(
  storage: Storage,
  eventId: string,
  upload: { name: string; data: MediaInput },
  limits: GalleryLimits,
): Promise<StoredGalleryFile> {
  const storageKey = `gallery/${eventId}/${Date.now()}-${randomUUID().replace(/-/g, "")}`;
  const stored = await storeMedia(storage, storageKey, upload.data, {
    keepOriginal: true,
    tooLarge: (kind, bytes) => {
      const limit = kind === "video" ? limits.maxVideoMb : limits.maxImageMb;
      return bytes > limit * mb
        ? new AppError("payload_too_large", galleryMessages.tooLarge(kind, limit))
        : null;
    },
    invalidMessage: galleryMessages.invalidMedia,
  });
  return {
    storageKey,
    // The gallery keeps every original, so there is always a file.
    fileKey: stored.fileKey!,
    contentType: stored.contentType,
    sizeBytes: stored.sizeBytes,
    type: stored.type,
    width: stored.width,
    height: stored.height,
    fileName: downloadName(upload.name, stored.ext),
  };
}
