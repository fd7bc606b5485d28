// Videos are judged from their bytes, as images are: an ISO media file (MP4, MOV) or WebM. There
// is no video decoder here, so the check is the container's signature, and the cleaning is what
// can be done without one: the boxes phones write location into are blanked.

export type VideoKind = { ext: "mp4" | "mov" | "webm"; contentType: string };

/** ISO-media brands of still images (HEIC, AVIF): those go to the image processor instead. */
const imageBrands = new Set(["heic", "heix", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString("latin1");

/** The video format of these bytes, or null when they are not a video we take. */
export function sniffVideo(data: Buffer): VideoKind | null {
  if (data.length >= 12 && ascii(data, 4, 8) === "ftyp") {
    const brand = ascii(data, 8, 12);
    if (imageBrands.has(brand)) return null;
    return brand === "qt  "
      ? { ext: "mov", contentType: "video/quicktime" }
      : { ext: "mp4", contentType: "video/mp4" };
  }
  if (data.length >= 4 && data.readUInt32BE(0) === 0x1a45dfa3) {
    // EBML: Matroska's family; WebM names itself in the header's DocType.
    return ascii(data, 0, Math.min(64, data.length)).includes("webm")
      ? { ext: "webm", contentType: "video/webm" }
      : null;
  }
  return null;
}

/** Boxes that carry metadata (user data, iTunes-style and Apple keys, XMP as uuid boxes). */
const metadataBoxes = new Set(["udta", "meta", "uuid", "XMP_"]);
/** Boxes that hold other boxes where metadata may sit. */
const containerBoxes = new Set(["moov", "trak"]);

/**
 * Renames every metadata box of an MP4/MOV (among them `©xyz` and Apple's location keys, which
 * hold GPS) to `free` and zeroes its content, in place. Sizes do not change, so every offset the
 * file's sample tables point at stays right; players skip `free` boxes. The upload's own buffer
 * is changed (no copy of a 100 MB video). WebM is left as is (phones write no location into it).
 */
export function stripVideoMetadata(data: Buffer, kind: VideoKind): Buffer {
  if (kind.ext !== "webm") blankBoxes(data, 0, data.length);
  return data;
}

function blankBoxes(data: Buffer, start: number, end: number): void {
  let at = start;
  while (at + 8 <= end) {
    let size = data.readUInt32BE(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return;
      size = Number(data.readBigUInt64BE(at + 8));
      header = 16;
    } else if (size === 0) {
      size = end - at;
    }
    if (size < header || at + size > end) return;
    const type = ascii(data, at + 4, at + 8);
    if (metadataBoxes.has(type)) {
      data.write("free", at + 4, "latin1");
      data.fill(0, at + header, at + size);
    } else if (containerBoxes.has(type)) {
      blankBoxes(data, at + header, at + size);
    }
    at += size;
  }
}
