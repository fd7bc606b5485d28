import { videoLocationTrackMessage } from "../../contract/gallery.ts";
import { AppError } from "../http/app-error.ts";
import type { FileOnDisk, Storage } from "../storage/storage.ts";
import { processImage, variantKey } from "./image-processor.ts";
import {
  bytesInMemory,
  checkAndCleanVideo,
  sniffVideo,
  type VideoBytes,
  videoHeadBytes,
  withFileBytes,
} from "./video-file.ts";

/** An upload: streamed to a temporary file (the routes), or bytes in memory (seed data, tests). */
export type MediaInput = Buffer | FileOnDisk;

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
  input: MediaInput,
  rules: MediaRules,
): Promise<StoredMedia> {
  const inMemory = Buffer.isBuffer(input);
  const size = inMemory ? input.length : input.size;
  const invalid = () =>
    new AppError("unsupported_media_type", rules.invalidMessage, { file: rules.invalidMessage });
  // A file is read in place (the video checked and cleaned there, the image decoded from it): a
  // 100 MB video never sits in memory.
  const withBytes = <T>(use: (bytes: VideoBytes) => Promise<T>) =>
    inMemory ? use(bytesInMemory(input)) : withFileBytes(input.path, use);
  const video = sniffVideo(await withBytes((bytes) => bytes.read(0, videoHeadBytes)));
  if (video) {
    const refusal = rules.tooLarge("video", size);
    if (refusal) throw refusal;
    const problem = await withBytes((bytes) => checkAndCleanVideo(bytes, video));
    if (problem === "timedMetadata") {
      throw new AppError("unsupported_media_type", videoLocationTrackMessage, {
        file: videoLocationTrackMessage,
      });
    }
    if (problem) throw invalid();
    const fileKey = `${base}/original.${video.ext}`;
    await storage.put(fileKey, input, video.contentType);
    const { contentType, ext } = video;
    return { type: "video", fileKey, contentType, sizeBytes: size, ext, width: null, height: null };
  }
  const refusal = rules.tooLarge("image", size);
  if (refusal) throw refusal;
  // sharp decodes straight from the file.
  const image = await processImage(inMemory ? input : input.path, { keepOriginal: rules.keepOriginal }).catch(
    (error: unknown) => {
      // Not a picture (an HTML page renamed .jpg): the feature's message names what it takes.
      if (error instanceof AppError && error.code === "unsupported_media_type") throw invalid();
      throw error;
    },
  );
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
    sizeBytes: original?.data.length ?? size,
    ext: original?.ext ?? "webp",
    width: image.width,
    height: image.height,
  };
}
