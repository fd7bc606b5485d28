import { randomUUID } from "node:crypto";
import type { Storage } from "../storage/storage.ts";
import { imageWidths, processImage, variantKey } from "./image-processor.ts";
import type { MediaInput } from "./media-store.ts";

/**
 * Checks, cleans and stores an uploaded image under `<folder>/<timestamp>-<id>`; returns that
 * base key (what rows keep). The size set lives under it.
 */
export async function storeImage(storage: Storage, folder: string, input: MediaInput): Promise<string> {
  // A streamed upload is decoded from its file.
  const image = await processImage(Buffer.isBuffer(input) ? input : input.path);
  const base = `${folder}/${Date.now()}-${randomUUID().slice(0, 8)}`;
  await Promise.all(image.variants.map((v) => storage.put(variantKey(base, v.width), v.data, "image/webp")));
  return base;
}

export function deleteImage(storage: Storage, base: string): Promise<void> {
  return storage.deletePrefix(`${base}/`);
}

/** The largest stored size of an image (what the storeImage base key holds), for an export. */
export function largestImageKey(base: string): string {
  return variantKey(base, imageWidths[imageWidths.length - 1]);
}

/** The URL the web app uses for a stored image (the media route picks the size). */
export function mediaUrl(base: string | null): string | null {
  return base ? `/api/media/${base}` : null;
}
