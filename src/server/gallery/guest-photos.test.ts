import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { galleryMessages } from "../../contract/gallery.ts";
import { guests } from "../db/schema.ts";
import { list, newEvent, other, owner, startGalleryApp, t } from "../test/gallery-setup.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { galleryItems } from "./tables.ts";

// Guests' photos: held for the host's approval, and gone when rejected.

startGalleryApp();

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
