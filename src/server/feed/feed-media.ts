import { randomUUID } from "node:crypto";
import { feedLimits, feedMessages } from "../../contract/feed.ts";
import { AppError } from "../http/app-error.ts";
import { processImage, variantKey } from "../images/image-processor.ts";
import { sniffVideo, stripVideoMetadata } from "../images/video-file.ts";
import type { Storage } from "../storage/storage.ts";

/** What a stored post medium is, for its feed row. */
export type StoredFeedMedia = {
  mediaKey: string;
  mediaType: "image" | "video";
  mediaFileKey: string | null;
  mediaWidth: number | null;
  mediaHeight: number | null;
};

const mb = 1024 * 1024;

/**
 * Checks a post's image or video by its bytes and stores it under
 * `feed/{eventId}/{timestamp}_{random}/` (spec §7 feed media): an image as its WebP sizes (which
 * drops EXIF and GPS), a video with its location boxes blanked. Deleting that prefix removes it all.
 * The random part is a whole UUID: the media route serves files to anyone holding the key.
 */
export async function storeFeedMedia(
  storage: Storage,
  eventId: string,
  data: Buffer,
): Promise<StoredFeedMedia> {
  if (data.length > feedLimits.mediaMb * mb) {
    throw new AppError("payload_too_large", feedMessages.mediaTooLarge(feedLimits.mediaMb));
  }
  const base = `feed/${eventId}/${Date.now()}_${randomUUID().replace(/-/g, "")}`;
  const video = sniffVideo(data);
  if (video) {
    const fileKey = `${base}/original.${video.ext}`;
    await storage.put(fileKey, stripVideoMetadata(data, video), video.contentType);
    return { mediaKey: base, mediaType: "video", mediaFileKey: fileKey, mediaWidth: null, mediaHeight: null };
  }
  const image = await processImage(data).catch((error: unknown) => {
    if (error instanceof AppError && error.code === "unsupported_media_type") {
      throw new AppError("unsupported_media_type", feedMessages.invalidMedia, {
        file: feedMessages.invalidMedia,
      });
    }
    throw error;
  });
  await Promise.all(image.variants.map((v) => storage.put(variantKey(base, v.width), v.data, "image/webp")));
  return {
    mediaKey: base,
    mediaType: "image",
    mediaFileKey: null,
    mediaWidth: image.width,
    mediaHeight: image.height,
  };
}
