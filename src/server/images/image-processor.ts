import type { Metadata, default as Sharp } from "sharp";
import { AppError } from "../http/app-error.ts";

/** The widths every stored image is kept at (WebP); the media route serves the nearest one. */
export const imageWidths = [320, 640, 1280, 1920] as const;

/** Formats we accept, judged from the bytes by sharp, never from the file name or header. */
const acceptedFormats = new Set(["jpeg", "png", "webp", "gif", "avif", "heif", "tiff"]);

/**
 * Largest picture we decode: 100 megapixels is past any phone and most cameras. A file of a few
 * kilobytes can claim 16000×16000 pixels (256 megapixels, most of a gigabyte once decoded), so the
 * size is read from the header and refused before any decoding.
 */
export const maxInputPixels = 100_000_000;

/**
 * Image jobs run at most this many at once; the rest wait in arrival order. Each job decodes on
 * one libvips thread, so images use at most two cores and two of libuv's four pool threads, and
 * eight big uploads at once queue instead of starving the event loop, the database and file I/O.
 */
const imageJobsAtOnce = 2;

let sharpLoaded: Promise<typeof Sharp> | null = null;
/**
 * sharp, loaded by the first image rather than at start: libvips costs some 16 MB of resident
 * memory, and most server processes (and every script) never handle an image.
 */
function loadSharp(): Promise<typeof Sharp> {
  sharpLoaded ??= import("sharp").then(({ default: sharp }) => {
    sharp.concurrency(1);
    // libvips keeps the results of its last 100 operations (up to 50 MB of pixels) in case the
    // same one runs again; each upload is processed once, so the cache only held memory (0025).
    sharp.cache(false);
    return sharp;
  });
  return sharpLoaded;
}

/** WebP cannot be taller than this; a taller panorama is scaled down to fit. */
const maxWebpSide = 16_383;

export const invalidImageMessage = "Please upload a valid image file";
export const imageTooLargeMessage = "This image is too large. Please upload one of at most 100 megapixels.";

export type ProcessedImage = {
  width: number;
  height: number;
  /** One WebP per standard width; widths past the original's keep the original size (no upscaling). */
  variants: { width: number; data: Buffer }[];
};

/** The full-size file people download, re-encoded so no EXIF, GPS or XMP goes with it. */
export type CleanOriginal = { data: Buffer; ext: string; contentType: string };

/** Runs at most `limit` jobs at once; the others wait their turn in order. */
export function createJobQueue(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (running < limit) running++;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await job();
      } finally {
        // Hand the slot straight to the next job, or give it back.
        const next = waiting.shift();
        if (next) next();
        else running--;
      }
    },
    /** Jobs running and waiting (for tests and logs). */
    get size() {
      return { running, waiting: waiting.length };
    },
  };
}

const imageQueue = createJobQueue(imageJobsAtOnce);

/**
 * Turns uploaded bytes (or the file they were streamed to) into a set of WebP sizes. Re-encoding drops all metadata (EXIF, GPS,
 * camera serials); orientation is applied to the pixels first so photos stay upright. The header
 * is checked at once (so a refusal never waits behind other uploads); the decoding waits its
 * turn in the image queue.
 */
export async function processImage(input: Buffer | string): Promise<ProcessedImage>;
export async function processImage(
  input: Buffer | string,
  opts: { keepOriginal: true },
): Promise<ProcessedImage & { original: CleanOriginal }>;
export async function processImage(
  input: Buffer | string,
  opts: { keepOriginal?: boolean },
): Promise<ProcessedImage & { original?: CleanOriginal }>;
export async function processImage(
  input: Buffer | string,
  opts: { keepOriginal?: boolean } = {},
): Promise<ProcessedImage & { original?: CleanOriginal }> {
  const sharp = await loadSharp();
  let meta: Metadata;
  try {
    // Reading the header decodes nothing, so no pixel limit is needed here: we check it below.
    meta = await sharp(input, { failOn: "error", limitInputPixels: false }).metadata();
  } catch {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
  if (!meta.format || !acceptedFormats.has(meta.format) || !meta.width || !meta.height) {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
  if (meta.width * meta.height > maxInputPixels) {
    throw new AppError("validation_failed", imageTooLargeMessage);
  }
  const upright =
    meta.orientation && meta.orientation >= 5
      ? { w: meta.height, h: meta.width }
      : { w: meta.width, h: meta.height };
  try {
    const variants = await imageQueue.run(() => encodeVariants(input));
    const original = opts.keepOriginal
      ? await imageQueue.run(() => cleanOriginal(input, meta.format as string, (meta.pages ?? 1) > 1))
      : undefined;
    return { width: upright.w, height: upright.h, variants, original };
  } catch {
    throw new AppError("unsupported_media_type", invalidImageMessage);
  }
}

/**
 * Decodes once, to the largest stored width in sRGB, and makes every size from that: decoding a
 * big original four times was most of the cost.
 */
async function encodeVariants(input: Buffer | string): Promise<ProcessedImage["variants"]> {
  const sharp = await loadSharp();
  const largest = imageWidths[imageWidths.length - 1];
  const { data, info } = await sharp(input, { failOn: "error", limitInputPixels: maxInputPixels })
    .rotate()
    .resize({ width: largest, height: maxWebpSide, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { width: info.width, height: info.height, channels: info.channels };
  const variants: ProcessedImage["variants"] = [];
  for (const width of imageWidths) {
    variants.push({
      width,
      data: await sharp(data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer(),
    });
  }
  return variants;
}

/**
 * The original at full size, upright, in its own format where browsers show it (JPEG, PNG, WebP,
 * GIF) and as JPEG otherwise (HEIC, AVIF, TIFF). sharp writes no metadata unless asked, so the
 * re-encode leaves EXIF (GPS, camera serials) and XMP behind; only the colour profile is kept.
 */
async function cleanOriginal(
  input: Buffer | string,
  format: string,
  animated: boolean,
): Promise<CleanOriginal> {
  const sharp = await loadSharp();
  const image = sharp(input, { failOn: "error", limitInputPixels: maxInputPixels, animated })
    .rotate()
    .keepIccProfile();
  switch (format) {
    case "png":
      return { data: await image.png().toBuffer(), ext: "png", contentType: "image/png" };
    case "webp":
      return { data: await image.webp({ quality: 92 }).toBuffer(), ext: "webp", contentType: "image/webp" };
    case "gif":
      return { data: await image.gif().toBuffer(), ext: "gif", contentType: "image/gif" };
    default:
      return {
        data: await image.jpeg({ quality: 92, mozjpeg: true }).toBuffer(),
        ext: "jpg",
        contentType: "image/jpeg",
      };
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
