import sharp, { type Metadata } from "sharp";
import { AppError } from "../http/app-error.ts";

/** The widths every stored image is kept at (WebP); the media route serves the nearest one. */
export const imageWidths = [320, 640, 1280, 1920] as const;

/** Formats we accept, judged from the bytes by sharp, never from the file name or header. */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

export const invalidImageMessage = "Please upload a valid image file";

export type ProcessedImage = {
  width: number;
  height: number;
  /** One WebP per standard width; widths past the original's keep the original size (no upscaling). */
  variants: { width: number; data: Buffer }[];
};

/**
 * Turns uploaded bytes into a set of WebP sizes. Re-encoding drops all metadata (EXIF, GPS,
 * camera serials); orientation is applied to the pixels first so photos stay upright.
 */
export async function processImage(input: Buffer): Promise<ProcessedImage> {
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: "error" }).metadata();
  } catch {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
  if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
  const upright =
    meta.orientation && meta.orientation >= 5
      ? { w: meta.height, h: meta.width }
      : { w: meta.width, h: meta.height };
  try {
    const variants = await Promise.all(
      imageWidths.map(async (width) => ({
        width,
        data: await sharp(input, { failOn: "error" })
          .rotate()
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: 80 })
          .toBuffer(),
      })),
    );
    return { width: upright.w, height: upright.h, variants };
  } catch {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
}

/** The stored variant to serve for a requested width: the smallest that is at least as wide. */
export function pickWidth(requested: number | undefined): number {
  const largest = imageWidths[imageWidths.length - 1];
  if (!requested) return largest;
  return imageWidths.find((w) => w >= requested) ?? largest;
}

/** Storage key of one size of an image stored under `base`. */
export function variantKey(base: string, width: number): string {
  return `${base}/w${width}.webp`;
}
