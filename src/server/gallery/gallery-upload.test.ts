import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { type GalleryItem, galleryMessages, videoLocationTrackMessage } from "../../contract/gallery.ts";
import {
  admin,
  bytesOf,
  expectNoGps,
  list,
  newEvent,
  other,
  owner,
  startGalleryApp,
  t,
  upload,
  uploadOk,
} from "../test/gallery-setup.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { mp4ThenHtml, mp4WithLocation, sampleVideoLocation } from "../test/sample-video.ts";

// Uploading photos and videos: cleaned of their location, judged by their bytes, within the limits, host only.

startGalleryApp();

describe("uploading", () => {
  it("a GPS-tagged JPEG leaves without its GPS: thumbnail, display size and original download", async () => {
    const e = await newEvent();
    const gps = await jpegWithGps(2400, 1600);
    expect(gps.toString("latin1")).toMatch(/GPS|TestPhone/); // the sample really carries it
    const item = await uploadOk(e.id, gps, "My Photo (1) 😀.JPG");
    expect(item).toMatchObject({
      type: "image",
      fileName: "MyPhoto1.JPG",
      width: 2400,
      height: 1600,
      status: "approved",
      favorite: false,
    });
    const thumb = await t.request(`${item.url}?w=320`);
    expect(thumb.headers.get("content-type")).toBe("image/webp");
    const thumbBytes = await bytesOf(thumb);
    expect((await sharp(thumbBytes).metadata()).width).toBe(320);
    await expectNoGps(thumbBytes);
    const display = await bytesOf(await t.request(`${item.url}?w=1280`));
    expect((await sharp(display).metadata()).width).toBe(1280);
    await expectNoGps(display);

    const original = await t.request(item.downloadUrl, { cookie: owner.cookie });
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("image/jpeg");
    expect(original.headers.get("content-disposition")).toBe('attachment; filename="MyPhoto1.JPG"');
    const originalBytes = await bytesOf(original);
    expect(await sharp(originalBytes).metadata()).toMatchObject({
      width: 2400,
      height: 1600,
      format: "jpeg",
    });
    await expectNoGps(originalBytes);
    // No stored copy anywhere keeps the GPS block either.
    const folder = path.join(t.dataDir, "files", item.url.replace("/api/media/", ""));
    for (const f of await fs.readdir(folder)) {
      expect((await fs.readFile(path.join(folder, f))).toString("latin1")).not.toMatch(/GPS|TestPhone/);
    }
  });

  it("keeps a PNG as PNG and a caption sent with it", async () => {
    const e = await newEvent();
    const res = await upload(e.id, await pngImage(), "cake.png", "image/png", owner.cookie, "  The cake  ");
    const item = (await res.json()) as GalleryItem;
    expect(item).toMatchObject({ caption: "The cake", fileName: "cake.png", width: 400, height: 300 });
    const original = await t.request(item.downloadUrl, { cookie: owner.cookie });
    expect(original.headers.get("content-type")).toBe("image/png");
  });

  it("judges the type from the bytes: an HTML page renamed .jpg is refused and nothing is stored", async () => {
    const e = await newEvent();
    const html = Buffer.from("<!doctype html><html><script>alert(1)</script></html>");
    const res = await upload(e.id, html, "holiday.jpg", "image/jpeg", owner.cookie);
    expect(res.status).toBe(415);
    expect((await res.json()).error.message).toBe(galleryMessages.invalidMedia);
    expect((await list(e.id)).items).toHaveLength(0);
    await expect(fs.readdir(path.join(t.dataDir, "files", "gallery", e.id))).rejects.toThrow();
  });

  it("refuses an oversized photo and an oversized video with a message naming the limit", async () => {
    const e = await newEvent();
    const big = await sharp({
      create: {
        width: 750,
        height: 750,
        channels: 3,
        background: "#000",
        noise: { type: "gaussian", mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(1024 * 1024); // over the photo limit, under the request limit
    const photo = await upload(e.id, big, "big.png", "image/png", owner.cookie);
    expect(photo.status).toBe(413);
    expect((await photo.json()).error.message).toBe("This photo is too large. Photos can be at most 1 MB.");
    const video = await upload(
      e.id,
      mp4WithLocation(2 * 1024 * 1024 + 10_000),
      "long.mp4",
      "video/mp4",
      owner.cookie,
    );
    expect(video.status).toBe(413);
    expect((await video.json()).error.message).toBe("This video is too large. Videos can be at most 2 MB.");
    // Past the largest request at all: refused before it is read, with both limits named.
    const huge = await upload(
      e.id,
      Buffer.alloc(3 * 1024 * 1024, 1),
      "huge.mov",
      "video/quicktime",
      owner.cookie,
    );
    expect(huge.status).toBe(413);
    expect((await huge.json()).error.message).toBe(
      "This file is too large. Photos can be at most 1 MB and videos at most 2 MB.",
    );
    expect((await list(e.id)).items).toHaveLength(0);
  });

  it("takes a short video by its bytes, blanks its location and serves it in ranges so it seeks", async () => {
    const e = await newEvent();
    const item = await uploadOk(e.id, mp4WithLocation(), "clip.MP4", "video/mp4");
    expect(item).toMatchObject({ type: "video", fileName: "clip.MP4", width: null });
    const whole = await t.request(item.url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("accept-ranges")).toBe("bytes");
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    const bytes = await bytesOf(whole);
    expect(bytes.length).toBe(mp4WithLocation().length);
    expect(bytes.toString("latin1")).not.toContain(sampleVideoLocation);
    expect(bytes.subarray(4, 8).toString("latin1")).toBe("ftyp");

    const part = await t.request(item.url, { headers: { range: "bytes=100-199" } });
    expect(part.status).toBe(206);
    expect(part.headers.get("content-range")).toBe(`bytes 100-199/${bytes.length}`);
    expect(part.headers.get("content-length")).toBe("100");
    expect((await bytesOf(part)).equals(bytes.subarray(100, 200))).toBe(true);
    const tail = await t.request(item.url, { headers: { range: "bytes=-10" } });
    expect((await bytesOf(tail)).equals(bytes.subarray(bytes.length - 10))).toBe(true);
    const outside = await t.request(item.url, { headers: { range: `bytes=${bytes.length + 5}-` } });
    expect(outside.status).toBe(416);
  });

  it("refuses a file that starts as an MP4 and goes on as HTML, and a video with a GPS track", async () => {
    const e = await newEvent();
    const html = await upload(e.id, mp4ThenHtml(), "clip.mp4", "video/mp4", owner.cookie);
    expect(html.status).toBe(415);
    expect((await html.json()).error.message).toBe(galleryMessages.invalidMedia);
    // A header without a duration, or without a video track, is not a video either.
    const soundOnly = await upload(
      e.id,
      mp4WithLocation(4096, "isom", ["soun"]),
      "a.mp4",
      "video/mp4",
      owner.cookie,
    );
    expect(soundOnly.status).toBe(415);
    const gopro = await upload(
      e.id,
      mp4WithLocation(4096, "isom", ["vide", "meta"]),
      "GX01.MP4",
      "video/mp4",
      owner.cookie,
    );
    expect(gopro.status).toBe(415);
    expect((await gopro.json()).error.message).toBe(videoLocationTrackMessage);
    expect((await list(e.id)).items).toHaveLength(0);
  });

  it("only the event's host may upload", async () => {
    const e = await newEvent();
    const img = await pngImage();
    expect((await upload(e.id, img, "a.png", "image/png")).status).toBe(401);
    expect((await upload(e.id, img, "a.png", "image/png", other.cookie)).status).toBe(403);
    expect((await upload(e.id, img, "a.png", "image/png", admin.cookie)).status).toBe(403);
  });
});
