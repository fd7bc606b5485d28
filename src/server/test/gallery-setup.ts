import sharp from "sharp";
import { afterAll, beforeAll, expect } from "vitest";
import type { Event } from "../../contract/events.ts";
import type { GalleryItem, GalleryList } from "../../contract/gallery.ts";
import { createEvent } from "./new-event.ts";
import { fileForm } from "./sample-images.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "./test-app.ts";

// Shared set-up of the gallery tests: one app with its users, and helpers that create an event,
// upload to it, list it and check that a file carries no GPS.

export let t: TestApp;
export let owner: Awaited<ReturnType<typeof signUp>>;
export let other: Awaited<ReturnType<typeof signUp>>;
export let admin: Awaited<ReturnType<typeof signUp>>;

export async function newEvent(isPublic = true): Promise<Event> {
  return createEvent(t, owner.cookie, {
    title: "Riya's Wedding!",
    description: "Photos from the mehendi to the last dance.",
    date: "2034-02-14",
    time: "17:00",
    location: "Jaipur",
    isPublic,
  });
}

export function upload(
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

export async function uploadOk(eventId: string, data: Buffer, name = "photo.jpg", type = "image/jpeg") {
  const res = await upload(eventId, data, name, type, owner.cookie);
  expect(res.status).toBe(201);
  return (await res.json()) as GalleryItem;
}

export async function list(eventId: string, cookie = owner.cookie): Promise<GalleryList> {
  const res = await t.request(`/api/events/${eventId}/gallery`, { cookie });
  expect(res.status).toBe(200);
  return res.json();
}

export const bytesOf = async (res: Response) => Buffer.from(await res.arrayBuffer());

/** No trace of the sample's EXIF (GPS block, camera) in these bytes, by sharp and by eye. */
export async function expectNoGps(bytes: Buffer) {
  expect((await sharp(bytes).metadata()).exif).toBeUndefined();
  expect(bytes.toString("latin1")).not.toMatch(/GPS|TestPhone|GPS Cam/);
}

/** Starts one app per test file with the event's owner, another user and an admin; closes it after. */
export function startGalleryApp() {
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
}
