import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { galleryMessages } from "../../contract/gallery.ts";
import { bytesOf, newEvent, other, owner, startGalleryApp, t, uploadOk } from "../test/gallery-setup.ts";
import { jpegWithGps, noisyJpeg } from "../test/sample-images.ts";
import { mp4WithLocation, sampleVideoLocation } from "../test/sample-video.ts";

// Downloading the whole gallery as one ZIP, two at a time per account.

startGalleryApp();

describe("download all", () => {
  it("streams every approved file as one ZIP of the cleaned originals, with its length", async () => {
    const e = await newEvent();
    await uploadOk(e.id, await jpegWithGps(), "beach.jpg");
    await uploadOk(e.id, await jpegWithGps(), "beach.jpg");
    await uploadOk(e.id, mp4WithLocation(), "clip.mp4", "video/mp4");
    expect((await t.request(`/api/events/${e.id}/gallery/download`, { cookie: other.cookie })).status).toBe(
      403,
    );
    const res = await t.request(`/api/events/${e.id}/gallery/download`, { cookie: owner.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="riya-s-wedding-photos.zip"');
    const zip = await bytesOf(res);
    expect(Number(res.headers.get("content-length"))).toBe(zip.length);
    expect(zip.toString("latin1")).not.toMatch(/GPS|TestPhone/);
    expect(zip.toString("latin1")).not.toContain(sampleVideoLocation);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "gallery-zip-"));
    try {
      await fs.writeFile(path.join(dir, "all.zip"), zip);
      const names = execFileSync("unzip", ["-Z1", path.join(dir, "all.zip")], { encoding: "utf8" });
      expect(names.trim().split("\n").sort()).toEqual(["beach-2.jpg", "beach.jpg", "clip.mp4"]);
      execFileSync("unzip", ["-tq", path.join(dir, "all.zip")]); // CRCs check out
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});

describe("download all: two at a time per account", () => {
  it("refuses a third ZIP while two are being downloaded, with a message, and allows the next after", async () => {
    const e = await newEvent();
    // A ZIP larger than the buffers between its stream and the reader: a small one could be zipped
    // whole into them before the third request came, its slot given back, and the third allowed.
    await uploadOk(e.id, await noisyJpeg(), "noise.jpg");
    const download = () => t.request(`/api/events/${e.id}/gallery/download`, { cookie: owner.cookie });
    const [a, b] = [await download(), await download()];
    expect([a.status, b.status]).toEqual([200, 200]);
    const third = await download();
    expect(third.status).toBe(429);
    expect(((await third.json()) as { error: { message: string } }).error.message).toBe(
      galleryMessages.zipBusy,
    );
    await a.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const next = await download();
    expect(next.status).toBe(200);
    await Promise.all([b.arrayBuffer(), next.arrayBuffer()]);
  });
});
