import { AppError } from "../http/app-error.ts";
import type { Storage } from "../storage/storage.ts";
import { processImage, variantKey } from "./image-processor.ts";
import { sniffVideo, stripVideoMetadata } from "./video-file.ts";

/** A stored photo or video under its base key. */
export type StoredMedia = {
  type: "image" | "video";
  /** The file itself: a video, or an image's cleaned original when kept; null for sizes only. */
  fileKey: string | null;
  contentType: string;
  /** Bytes of the stored file (an image without its original: of the upload). */
  sizeBytes: number;
  /** The stored file's extension ('mp4', 'jpg'…), for download names. */
  ext: string;
  width: number | null;
  height: number | null;
};

export type MediaRules = {
  /** Keep an image's original (cleaned of metadata) beside its WebP sizes: the gallery does. */
  keepOriginal: boolean;
  /** The refusal of a file over its kind's limit, or null when it is within it. */
  tooLarge: (kind: "image" | "video", bytes: number) => AppError | null;
  /** The feature's message for a file that is neither a picture nor a video we take. */
  invalidMessage: string;
};

/**
 * Judges an upload by its bytes and stores it under `base/`: a video with its location boxes
 * blanked; an image as its WebP sizes (which drops EXIF and GPS), and its cleaned original when
 * kept. Deleting the prefix removes it all. Shared by the gallery and the feed.
 */
export async function storeMedia(
  storage: Storage,
  base: string,
  data: Buffer,
  rules: MediaRules,
): Promise<StoredMedia> {
  const video = sniffVideo(data);
  if (video) {
    const refusal = rules.tooLarge("video", data.length);
    if (refusal) throw refusal;
    const fileKey = `${base}/original.${video.ext}`;
    await storage.put(fileKey, stripVideoMetadata(data, video), video.contentType);
    const { contentType, ext } = video;
    return { type: "video", fileKey, contentType, sizeBytes: data.length, ext, width: null, height: null };
  }
  const refusal = rules.tooLarge("image", data.length);
  if (refusal) throw refusal;
  const image = await processImage(data, { keepOriginal: rules.keepOriginal }).catch((error: unknown) => {
    // Not a picture (an HTML page renamed .jpg): the feature's message names what it takes.
    if (error instanceof AppError && error.code === "unsupported_media_type") {
      throw new AppError("unsupported_media_type", rules.invalidMessage, { file: rules.invalidMessage });
    }
    throw error;
  });
  const sizes = image.variants.map((v) => storage.put(variantKey(base, v.width), v.data, "image/webp"));
  const { original } = image;
  const fileKey = original ? `${base}/original.${original.ext}` : null;
  await Promise.all(
    original && fileKey ? [...sizes, storage.put(fileKey, original.data, original.contentType)] : sizes,
  );
  return {
    type: "image",
    fileKey,
    contentType: original?.contentType ?? "image/webp",
    sizeBytes: original?.data.length ?? data.length,
    ext: original?.ext ?? "webp",
    width: image.width,
    height: image.height,
  };
}
