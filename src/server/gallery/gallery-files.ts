import { randomUUID } from "node:crypto";
import { galleryMessages } from "../../contract/gallery.ts";
import { AppError } from "../http/app-error.ts";
import { processImage, variantKey } from "../images/image-processor.ts";
import { sniffVideo, stripVideoMetadata } from "../images/video-file.ts";
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

/** The name as people download it, with the extension of what is stored. */
function downloadName(uploaded: string, ext: string): string {
  const name = sanitiseFileName(uploaded);
  const lower = name.toLowerCase();
  const same = lower.endsWith(`.${ext}`) || (ext === "jpg" && lower.endsWith(".jpeg"));
  return same ? name : withExtension(name, ext);
}

/**
 * Checks an upload by its bytes and stores it under `gallery/{eventId}/{timestamp}-{random}/`:
 * an image as its WebP sizes (thumbnails and display, made once here) plus its original cleaned
 * of metadata; a video as the file with its location boxes blanked. The random part is a whole
 * UUID: the media route serves files by key to anyone holding it (a private event's photos too).
 */
export async function storeGalleryFile(
  storage: Storage,
  eventId: string,
  upload: { name: string; data: Buffer },
  limits: GalleryLimits,
): Promise<StoredGalleryFile> {
  const { data } = upload;
  const base = `gallery/${eventId}/${Date.now()}-${randomUUID().replace(/-/g, "")}`;
  const video = sniffVideo(data);
  if (video) {
    if (data.length > limits.maxVideoMb * mb) {
      throw new AppError("payload_too_large", galleryMessages.tooLarge("video", limits.maxVideoMb));
    }
    const fileKey = `${base}/original.${video.ext}`;
    await storage.put(fileKey, stripVideoMetadata(data, video), video.contentType);
    return {
      storageKey: base,
      fileKey,
      contentType: video.contentType,
      sizeBytes: data.length,
      type: "video",
      width: null,
      height: null,
      fileName: downloadName(upload.name, video.ext),
    };
  }
  if (data.length > limits.maxImageMb * mb) {
    throw new AppError("payload_too_large", galleryMessages.tooLarge("image", limits.maxImageMb));
  }
  const image = await processImage(data, { keepOriginal: true }).catch((error: unknown) => {
    // Not a picture (an HTML page renamed .jpg): the gallery's message names what it takes.
    if (error instanceof AppError && error.code === "unsupported_media_type") {
      throw new AppError("unsupported_media_type", galleryMessages.invalidMedia, {
        file: galleryMessages.invalidMedia,
      });
    }
    throw error;
  });
  const { original } = image;
  const fileKey = `${base}/original.${original.ext}`;
  await Promise.all([
    ...image.variants.map((v) => storage.put(variantKey(base, v.width), v.data, "image/webp")),
    storage.put(fileKey, original.data, original.contentType),
  ]);
  return {
    storageKey: base,
    fileKey,
    contentType: original.contentType,
    sizeBytes: original.data.length,
    type: "image",
    width: image.width,
    height: image.height,
    fileName: downloadName(upload.name, original.ext),
  };
}
