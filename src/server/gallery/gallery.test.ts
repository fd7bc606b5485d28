import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import {
  type GalleryItem,
  type GalleryList,
  galleryMessages,
  videoLocationTrackMessage,
} from "../../contract/gallery.ts";
import { guests } from "../db/schema.ts";
import { createEvent } from "../test/new-event.ts";
import { fileForm, jpegWithGps, pngImage } from "../test/sample-images.ts";
import { mp4ThenHtml, mp4WithLocation, sampleVideoLocation } from "../test/sample-video.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "../test/test-app.ts";
import { galleryItems } from "./tables.ts";

let t: TestApp;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Small limits, so the oversized cases need no big buffers.
  t = await createTestApp({
    GALLERY_MAX_IMAGE_MB: "1",
    GALLERY_MAX_VIDEO_MB: "2",
    ADMIN_EMAILS: "boss@example.com",
  });
  owner = await signUp(t);
  other = await signUp(t);
  admin = await signUpAdmin(t, "boss@example.com");
});
afterAll(() => t.close());

async function newEvent(isPublic = true): Promise<Event> {
  return createEvent(t, owner.cookie, {
    title: "Riya's Wedding!",
    description: "Photos from the mehendi to the last dance.",
    date: "2034-02-14",
    time: "17:00",
    location: "Jaipur",
    isPublic,
  });
}

function upload(
  eventId: string,
  data: Buffer,
  name: string,
  type: string,
  cookie?: string,
  caption?: string,
) {
  const form = fileForm(data, name, type);
  if (caption !== undefined) form.append("caption", caption);
  return t.app.request(`/api/events/${eventId}/gallery`, {
    method: "POST",
    body: form,
    headers: { origin: t.config.publicUrl, ...(cookie ? { cookie } : {}) },
  });
}

async function uploadOk(eventId: string, data: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const res = await upload(eventId, data, name, type, owner.cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as GalleryItem;
}

async function list(eventId: string, cookie = owner.cookie): Promise<GalleryList> {
  const res = await t.request(`/api/events/${eventId}/gallery`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** No trace of the sample's EXIF (GPS block, camera) in these bytes, by sharp and by eye. */
async function expectNoGps(bytes: Buffer) {
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.toString("latin1")).not.toMatch(/GPS|TestPhone|GPS Cam/);
}

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

describe("managing", () => {
  it("lists newest first, only for the host", async () => {
    const e = await newEvent();
    const first = await uploadOk(e.id, await pngImage(), "one.png", "image/png");
    const second = await uploadOk(e.id, await pngImage(), "two.png", "image/png");
    expect((await list(e.id)).items.map((i) => i.id)).toEqual([second.id, first.id]);
    expect((await list(e.id)).total).toBe(2);
    // The event page's tab asks for the newest few, with the count of all.
    const third = await uploadOk(e.id, await pngImage(), "three.png", "image/png");
    const newest = (await (
      await t.request(`/api/events/${e.id}/gallery?limit=2`, { cookie: owner.cookie })
    ).json()) as GalleryList;
    expect(newest.items.map((i) => i.id)).toEqual([third.id, second.id]);
    expect(newest.total).toBe(3);
    expect((await t.request(`/api/events/${e.id}/gallery?limit=0`, { cookie: owner.cookie })).status).toBe(
      400,
    );
    // Page by page: the next starts after the last of the one before, and says when none follows.
    const next = (await (
      await t.request(`/api/events/${e.id}/gallery?limit=2&after=${newest.nextAfter}`, {
        cookie: owner.cookie,
      })
    ).json()) as GalleryList;
    expect(newest.nextAfter).toBe(second.id);
    expect(next.items.map((i) => i.id)).toEqual([first.id]);
    expect(next.nextAfter).toBeNull();
    expect((await t.request(`/api/events/${e.id}/gallery?limit=2`, { cookie: other.cookie })).status).toBe(
      403,
    );
    expect((await t.request(`/api/events/${e.id}/gallery`)).status).toBe(401);
    expect((await t.request(`/api/events/${e.id}/gallery`, { cookie: other.cookie })).status).toBe(403);
    expect((await t.request(`/api/events/${e.id}/gallery`, { cookie: admin.cookie })).status).toBe(403);
  });

  it("pages a tab and a caption search, with each tab's count", async () => {
    const e = await newEvent();
    const items: GalleryItem[] = [];
    for (let i = 0; i < 5; i++) items.push(await uploadOk(e.id, await pngImage(), `p${i}.png`, "image/png"));
    const patch = (id: string, json: object) =>
      t.request(`/api/gallery/${id}`, { method: "PATCH", json, cookie: owner.cookie });
    await patch(items[1].id, { favorite: true, caption: "Cake cutting" });
    await patch(items[3].id, { favorite: true });
    await patch(items[4].id, { caption: "The CAKE table" });
    const view = async (q: string) =>
      (await (
        await t.request(`/api/events/${e.id}/gallery?${q}`, { cookie: owner.cookie })
      ).json()) as GalleryList;
    const favourites = await view("tab=favorites&limit=1");
    expect(favourites.items.map((i) => i.id)).toEqual([items[3].id]);
    expect(favourites.counts).toEqual({ all: 5, recent: 5, favorites: 2, pending: 0 });
    expect(favourites.matches).toBe(2);
    expect(
      (await view(`tab=favorites&limit=1&after=${favourites.nextAfter}`)).items.map((i) => i.id),
    ).toEqual([items[1].id]);
    const cake = await view("search=cake");
    expect(cake.items.map((i) => i.id)).toEqual([items[4].id, items[1].id]);
    expect(cake.matches).toBe(2);
    expect((await view("search=cake&tab=favorites")).items.map((i) => i.id)).toEqual([items[1].id]);
    expect((await view("search=100%25")).items).toEqual([]);
    expect((await view("tab=pending")).items).toEqual([]);
  });

  it("edits the caption and stars a favourite; others may not", async () => {
    const e = await newEvent();
    const item = await uploadOk(e.id, await pngImage(), "a.png", "image/png");
    const patch = (json: unknown, cookie = owner.cookie) =>
      t.request(`/api/gallery/${item.id}`, { method: "PATCH", json, cookie });
    expect(await (await patch({ caption: "First dance" })).json()).toMatchObject({ caption: "First dance" });
    expect(await (await patch({ favorite: true })).json()).toMatchObject({
      caption: "First dance",
      favorite: true,
    });
    expect((await patch({ favorite: false }, other.cookie)).status).toBe(403);
    expect((await patch({ caption: "x".repeat(501) })).status).toBe(400);
    expect((await list(e.id)).items[0]).toMatchObject({ caption: "First dance", favorite: true });
  });

  it("delete removes the row, the original and every size", async () => {
    const e = await newEvent();
    const item = await uploadOk(e.id, await jpegWithGps(), "a.jpg");
    expect(
      (await t.request(`/api/gallery/${item.id}`, { method: "DELETE", cookie: other.cookie })).status,
    ).toBe(403);
    expect(
      (await t.request(`/api/gallery/${item.id}`, { method: "DELETE", cookie: owner.cookie })).status,
    ).toBe(204);
    expect((await list(e.id)).items).toHaveLength(0);
    expect((await t.request(`${item.url}?w=320`)).status).toBe(404);
    expect((await t.request(item.downloadUrl, { cookie: owner.cookie })).status).toBe(404);
    const folder = path.join(t.dataDir, "files", item.url.replace("/api/media/", ""));
    await expect(fs.stat(folder)).rejects.toThrow();
  });

  it("deleting the event removes its gallery files", async () => {
    const e = await newEvent();
    const item = await uploadOk(e.id, await pngImage(), "a.png", "image/png");
    expect((await t.request(`/api/events/${e.id}`, { method: "DELETE", cookie: owner.cookie })).status).toBe(
      204,
    );
    expect((await t.request(`${item.url}?w=320`)).status).toBe(404);
  });
});

describe("guest photos", () => {
  async function guestToken(eventId: string): Promise<string> {
    const res = await t.request(`/api/events/${eventId}/guests`, {
      cookie: owner.cookie,
      json: { name: "Meera", email: `meera-${eventId.slice(0, 6)}@example.com`, status: "invited" },
    });
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.db.select({ token: guests.token }).from(guests).where(eq(guests.id, id));
    return row.token;
  }

  it("wait for the host's approval, and only when the host collects them", async () => {
    const e = await newEvent(true);
    const token = await guestToken(e.id);
    const photo = { name: "from guest.jpg", data: await jpegWithGps() };
    const { gallery } = t.services;
    await expect(gallery.guestUpload(token, [photo])).rejects.toMatchObject({
      code: "forbidden",
      message: galleryMessages.guestUploadsOff,
    });
    const settings = await t.request(`/api/events/${e.id}/gallery/settings`, {
      method: "PUT",
      cookie: owner.cookie,
      json: { guestUploads: true },
    });
    expect(await settings.json()).toEqual({ guestUploads: true });
    expect((await list(e.id)).settings.guestUploads).toBe(true);
    await expect(gallery.guestUpload("not-a-token", [photo])).rejects.toMatchObject({ code: "not_found" });

    const html = { name: "x.jpg", data: Buffer.from("<html></html>") };
    expect(await gallery.guestUpload(token, [{ ...photo, data: await jpegWithGps() }, html])).toEqual({
      saved: 1,
      problem: galleryMessages.invalidMedia,
    });
    const [pending] = (await list(e.id)).items;
    expect(pending).toMatchObject({ status: "pending", guestName: "Meera", fileName: "fromguest.jpg" });
    // Nobody else sees it yet: the public page's list is empty.
    expect(await gallery.publicPhotos({ id: e.id, isPublic: true })).toEqual([]);

    expect(
      (await t.request(`/api/gallery/${pending.id}/approve`, { method: "POST", cookie: other.cookie }))
        .status,
    ).toBe(403);
    const approved = await t.request(`/api/gallery/${pending.id}/approve`, {
      method: "POST",
      cookie: owner.cookie,
    });
    expect(await approved.json()).toMatchObject({ status: "approved" });
    expect((await gallery.publicPhotos({ id: e.id, isPublic: true })).map((p) => p.id)).toEqual([pending.id]);
    // A private event shows no photos to the public, approved or not.
    expect(await gallery.publicPhotos({ id: e.id, isPublic: false })).toEqual([]);
  });

  it("rejecting is deleting: the guest's file goes", async () => {
    const e = await newEvent();
    const token = await guestToken(e.id);
    await t.request(`/api/events/${e.id}/gallery/settings`, {
      method: "PUT",
      cookie: owner.cookie,
      json: { guestUploads: true },
    });
    await t.services.gallery.guestUpload(token, [{ name: "a.png", data: await pngImage() }]);
    const [pending] = (await list(e.id)).items;
    await t.request(`/api/gallery/${pending.id}`, { method: "DELETE", cookie: owner.cookie });
    expect(await t.db.select().from(galleryItems).where(eq(galleryItems.eventId, e.id))).toHaveLength(0);
    expect((await t.request(`${pending.url}?w=320`)).status).toBe(404);
  });
});

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
    await uploadOk(e.id, await pngImage(), "one.png", "image/png");
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
