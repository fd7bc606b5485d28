import { randomUUID } from "node:crypto";
import { feedLimits, feedMessages } from "../../contract/feed.ts";
import { AppError } from "../http/app-error.ts";
import { type MediaInput, storeMedia } from "../images/media-store.ts";
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
 * Stores a post's image or video under `feed/{eventId}/{timestamp}_{random}/` (spec §7 feed
 * media): images as their WebP sizes only. The random part is a whole UUID: the media route serves
 * files to anyone holding the key.
 */
export async function storeFeedMedia(
  storage: Storage,
  eventId: string,
  data: MediaInput,
): Promise<StoredFeedMedia> {
  const base = `feed/${eventId}/${Date.now()}_${randomUUID().replace(/-/g, "")}`;
  const stored = await storeMedia(storage, base, data, {
    keepOriginal: false,
    tooLarge: (_kind, bytes) =>
      bytes > feedLimits.mediaMb * mb
        ? new AppError("payload_too_large", feedMessages.mediaTooLarge(feedLimits.mediaMb))
        : null,
    invalidMessage: feedMessages.invalidMedia,
  });
  return {
    mediaKey: base,
    mediaType: stored.type,
    mediaFileKey: stored.type === "video" ? stored.fileKey : null,
    mediaWidth: stored.width,
    mediaHeight: stored.height,
  };
}
