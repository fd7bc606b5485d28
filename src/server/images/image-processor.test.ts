import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { imageWidths, pickWidth, processImage } from "./image-processor.ts";

describe("image processing", () => {
  it("strips EXIF and GPS from a phone photo", async () => {
    const input = await jpegWithGps();
    expect((await sharp(input).metadata()).exif?.toString("latin1")).toMatch(/TestPhone/);
    const out = await processImage(input);
    for (const v of out.variants) {
      const meta = await sharp(v.data).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.exif).toBeUndefined();
      expect(v.data.toString("latin1")).not.toMatch(/TestPhone|GPS/);
    }
  });

  it("stores every standard width without enlarging a small image", async () => {
    const out = await processImage(await pngImage(400, 300));
    expect(out.variants.map((v) => v.width)).toEqual([...imageWidths]);
    const widths = await Promise.all(out.variants.map(async (v) => (await sharp(v.data).metadata()).width));
    expect(widths).toEqual([320, 400, 400, 400]);
  });

  it("refuses bytes that are not an image, whatever the name says", async () => {
    await expect(processImage(Buffer.from("GIF89a but really just text"))).rejects.toThrow(
      "Please upload a valid image file",
    );
    await expect(processImage(Buffer.from("<svg onload=alert(1)>"))).rejects.toThrow(
      "Please upload a valid image file",
    );
  });

  it("picks the smallest stored width that covers the request", () => {
    expect(pickWidth(undefined)).toBe(1920);
    expect(pickWidth(300)).toBe(320);
    expect(pickWidth(700)).toBe(1280);
    expect(pickWidth(5000)).toBe(1920);
  });
});
