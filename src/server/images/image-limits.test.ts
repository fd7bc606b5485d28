import { performance } from "node:perf_hooks";
import zlib from "node:zlib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { createJobQueue, imageTooLargeMessage, maxInputPixels, processImage } from "./image-processor.ts";

describe("image job queue", () => {
  it("runs at most its limit at once, in arrival order, and frees the slot of a failed job", async () => {
    const queue = createJobQueue(2);
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const job = (n: number) => async () => {
      started.push(n);
      running++;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 20));
      running--;
      if (n === 2) throw new Error("broken image");
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((n) => queue.run(job(n))));
    expect(most).toBe(2);
    expect(started).toEqual([1, 2, 3, 4, 5, 6]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
      "fulfilled",
      "fulfilled",
    ]);
    expect(queue.size).toEqual({ running: 0, waiting: 0 });
  });
});

/** A PNG whose header claims `w×h` pixels but whose data is a few zero bytes: decoding it fails. */
function pngWithoutPixels(w: number, h: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
    const frame = Buffer.alloc(8);
    frame.writeUInt32BE(data.length, 0);
    frame.writeUInt32BE(zlib.crc32(body), 4);
    return Buffer.concat([frame.subarray(0, 4), body, frame.subarray(4)]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", zlib.deflateSync(Buffer.alloc(100))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

describe("image size limit", () => {
  it("refuses more than 100 megapixels from the header, before decoding", async () => {
    expect(maxInputPixels).toBe(100_000_000);
    const started = performance.now();
    // Had it tried to decode these (there are no pixels), it would answer "not a valid image".
    for (const [w, h] of [
      [10_001, 10_000],
      [16_000, 16_000],
    ]) {
      await expect(processImage(pngWithoutPixels(w, h))).rejects.toMatchObject({
        code: "validation_failed",
        message: imageTooLargeMessage,
      });
    }
    expect(performance.now() - started).toBeLessThan(200);
    // Exactly at the limit it goes on to decoding, which fails here for want of pixels.
    await expect(processImage(pngWithoutPixels(10_000, 10_000))).rejects.toMatchObject({
      code: "unsupported_media_type",
    });
  });

  it("still takes a big photo within the limit, and keeps 16-bit colour right", async () => {
    const big = await processImage(
      await sharp({ create: { width: 6000, height: 4000, channels: 3, background: "#3366cc" } })
        .jpeg()
        .toBuffer(),
    );
    expect(big).toMatchObject({ width: 6000, height: 4000 });
    expect((await sharp(big.variants[3].data).metadata()).width).toBe(1920);
    const deep = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#3366cc" } })
      .toColourspace("rgb16")
      .png()
      .toBuffer();
    const data = await sharp((await processImage(deep)).variants[0].data)
      .raw()
      .toBuffer();
    // WebP moves colours a step or two; a 16-bit value read wrongly as 8-bit would be far off.
    for (const [i, want] of [0x33, 0x66, 0xcc].entries()) expect(Math.abs(data[i] - want)).toBeLessThan(5);
  });
});
