import fs from "node:fs/promises";

// Videos are judged from their bytes, as images are: an ISO media file (MP4, MOV) or WebM. There
// is no video decoder here, so the check is the container's structure: an MP4 must parse from
// end to end as boxes, with a movie header giving it a duration and a video track (a file that
// merely starts with `ftyp` and goes on as HTML is refused). The cleaning is what can be done
// without a decoder: the boxes phones write location into are blanked, and a timed-metadata
// track (GoPro's GPS stream, Apple's location and motion samples) is refused, since blanking it
// would leave sample tables pointing at data that is no longer there.

export type VideoKind = { ext: "mp4" | "mov" | "webm"; contentType: string };

/** What a refused video is refused for: the feature's "not a photo or video", or its own message. */
export type VideoRefusal = "invalid" | "timedMetadata";

/** Read and write at positions: a file on disk (an upload) or bytes in memory. */
export type VideoBytes = {
  size: number;
  read(at: number, length: number): Promise<Buffer>;
  write(at: number, data: Buffer): Promise<void>;
};

export function bytesInMemory(data: Buffer): VideoBytes {
  return {
    size: data.length,
    read: async (at, length) => data.subarray(at, Math.min(at + length, data.length)),
    write: async (at, chunk) => {
      chunk.copy(data, at);
    },
  };
}

/** The file opened for reading and writing in place while `use` runs. */
export async function withFileBytes<T>(file: string, use: (bytes: VideoBytes) => Promise<T>): Promise<T> {
  const handle = await fs.open(file, "r+");
  try {
    const { size } = await handle.stat();
    return await use({
      size,
      async read(at, length) {
        const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - at)));
        const { bytesRead } = await handle.read(buffer, 0, buffer.length, at);
        return buffer.subarray(0, bytesRead);
      },
      async write(at, data) {
        await handle.write(data, 0, data.length, at);
      },
    });
  } finally {
    await handle.close();
  }
}

/** ISO-media brands of still images (HEIC, AVIF): those go to the image processor instead. */
const imageBrands = new Set(["heic", "heix", "heim", "heis", "mif1", "msf1", "avif", "avis"]);

const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString("latin1");

/** How many leading bytes sniffVideo looks at. */
export const videoHeadBytes = 64;

/** The video format these first bytes announce, or null when they are not a video we take. */
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
    return ascii(data, 0, Math.min(videoHeadBytes, data.length)).includes("webm")
      ? { ext: "webm", contentType: "video/webm" }
      : null;
  }
  return null;
}

/**
 * Checks that the video parses, then blanks its metadata boxes in place (see blankBoxes): null
 * when it is kept, otherwise why it is refused.
 */
export async function checkAndCleanVideo(bytes: VideoBytes, kind: VideoKind): Promise<VideoRefusal | null> {
  if (kind.ext === "webm") return (await isWebm(bytes)) ? null : "invalid";
  const top = await readBoxes(bytes, 0, bytes.size);
  if (!top?.length || top[0].type !== "ftyp") return "invalid";
  const moovs = top.filter((b) => b.type === "moov");
  if (moovs.length !== 1) return "invalid";
  const movie = await readMovie(bytes, moovs[0]);
  if (movie === "invalid" || movie === "timedMetadata") return movie;
  await blankBoxes(bytes, top);
  return null;
}

type Box = { type: string; start: number; content: number; end: number };

/** A box's type is four printable characters (© included, as in Apple's `©xyz`). */
const boxType = /^[\x20-\x7e\xa9]{4}$/;

/** The boxes tiling start..end exactly, or null when they do not (a broken or foreign file). */
async function readBoxes(bytes: VideoBytes, start: number, end: number): Promise<Box[] | null> {
  const boxes: Box[] = [];
  let at = start;
  while (at < end) {
    if (at + 8 > end) return null;
    const head = await bytes.read(at, 16);
    let size = head.readUInt32BE(0);
    let header = 8;
    if (size === 1) {
      if (at + 16 > end) return null;
      size = Number(head.readBigUInt64BE(8));
      header = 16;
    } else if (size === 0) {
      size = end - at; // To the end of its parent.
    }
    const type = ascii(head, 4, 8);
    if (!boxType.test(type) || size < header || at + size > end) return null;
    boxes.push({ type, start: at, content: at + header, end: at + size });
    at += size;
  }
  return boxes;
}

const child = (boxes: Box[], type: string) => boxes.find((b) => b.type === type);

/** The movie box: a header with a time scale and duration, and at least one video track. */
async function readMovie(bytes: VideoBytes, moov: Box): Promise<"ok" | VideoRefusal> {
  const inside = await readBoxes(bytes, moov.content, moov.end);
  const mvhd = inside && child(inside, "mvhd");
  if (!inside || !mvhd) return "invalid";
  const head = await bytes.read(mvhd.content, 32);
  const version = head[0];
  const [timescale, duration] =
    version === 1
      ? [
          head.length >= 32 ? head.readUInt32BE(20) : 0,
          head.length >= 32 ? Number(head.readBigUInt64BE(24)) : 0,
        ]
      : [head.length >= 20 ? head.readUInt32BE(12) : 0, head.length >= 20 ? head.readUInt32BE(16) : 0];
  // A fragmented file (mvex) gives its duration per fragment.
  if (timescale === 0 || (duration === 0 && !child(inside, "mvex"))) return "invalid";
  const handlers: string[] = [];
  for (const trak of inside.filter((b) => b.type === "trak")) {
    const handler = await trackHandler(bytes, trak);
    if (!handler) return "invalid";
    handlers.push(handler);
  }
  if (handlers.some((h) => h === "meta" || h === "camm")) return "timedMetadata";
  return handlers.includes("vide") ? "ok" : "invalid";
}

/** A track's handler type ('vide', 'soun', 'meta'…), from trak/mdia/hdlr. */
async function trackHandler(bytes: VideoBytes, trak: Box): Promise<string | null> {
  const inTrak = await readBoxes(bytes, trak.content, trak.end);
  const mdia = inTrak && child(inTrak, "mdia");
  if (!inTrak || !child(inTrak, "tkhd") || !mdia) return null;
  const inMdia = await readBoxes(bytes, mdia.content, mdia.end);
  const hdlr = inMdia && child(inMdia, "hdlr");
  if (!hdlr || hdlr.end - hdlr.content < 12) return null;
  return ascii(await bytes.read(hdlr.content + 8, 4), 0, 4);
}

/** Boxes that carry metadata (user data, iTunes-style and Apple keys, XMP as uuid boxes). */
const metadataBoxes = new Set(["udta", "meta", "uuid", "XMP_"]);
/** Boxes that hold other boxes where metadata may sit. */
const containerBoxes = new Set(["moov", "trak"]);

/**
 * Renames every metadata box of an MP4/MOV (among them `©xyz` and Apple's location keys, which
 * hold GPS) to `free` and zeroes its content, in place. Sizes do not change, so every offset the
 * file's sample tables point at stays right; players skip `free` boxes.
 */
async function blankBoxes(bytes: VideoBytes, boxes: Box[]): Promise<void> {
  for (const box of boxes) {
    if (metadataBoxes.has(box.type)) {
      await bytes.write(box.start + 4, Buffer.from("free", "latin1"));
      const zeros = Buffer.alloc(Math.min(box.end - box.content, 64 * 1024));
      for (let at = box.content; at < box.end; at += zeros.length) {
        await bytes.write(at, zeros.subarray(0, Math.min(zeros.length, box.end - at)));
      }
    } else if (containerBoxes.has(box.type)) {
      const inside = await readBoxes(bytes, box.content, box.end);
      if (inside) await blankBoxes(bytes, inside);
    }
  }
}

/** An EBML element's variable-length number at `at`: its value and length, or null. */
function vint(data: Buffer, at: number, keepMarker: boolean): { value: number; length: number } | null {
  const first = data[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > data.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let i = 1; i < length; i++) value = value * 256 + data[at + i];
  return { value, length };
}

/** A WebM file: the EBML header, then the Segment that holds the tracks and clusters. */
async function isWebm(bytes: VideoBytes): Promise<boolean> {
  const head = await bytes.read(0, 4096);
  const id = vint(head, 0, true);
  const size = id && vint(head, id.length, false);
  if (!id || !size || id.value !== 0x1a45dfa3) return false;
  const segmentAt = id.length + size.length + size.value;
  const segment = vint(head, segmentAt, true);
  return segment !== null && segment.value === 0x18538067;
}
