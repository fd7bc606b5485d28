import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { GalleryItem, GalleryList } from "../../contract/gallery.ts";
import { admin, list, newEvent, other, owner, startGalleryApp, t, uploadOk } from "../test/gallery-setup.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";

// Managing the gallery: listing, paging, captions, favourites and deleting.

startGalleryApp();

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
