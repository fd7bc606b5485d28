import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { galleryMessages } from "../../contract/gallery.ts";
import { galleryItems } from "../db/schema.ts";
import { cookie, event, from, startGuestPageApp, t, token } from "../test/guest-page-setup.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { testOrigin } from "../test/test-app.ts";

// A guest's photo form on their personal page, posted as a browser without script posts it.

// Each test's guest has their own page, with photos not collected yet.
startGuestPageApp(3, {
  title: "Holi in the Park",
  description: "Colours, music and food.",
  date: "2032-03-10",
  location: "Cubbon Park",
});

/** The host's switch "Guests can add photos". */
async function collectPhotos() {
  const res = await t.request(`/api/events/${event.id}/gallery/settings`, {
    method: "PUT",
    cookie,
    json: { guestUploads: true },
  });
  expect(res.status).toBe(200);
}

async function postPhotos(files: { data: Buffer; name: string }[], origin = testOrigin) {
  const form = new FormData();
  for (const f of files)
    form.append("file", new File([new Uint8Array(f.data)], f.name, { type: "image/jpeg" }));
  return t.app.request(`/rsvp/${token}/photos`, { method: "POST", body: form, headers: { ...from, origin } });
}

const open = (pathname: string) => t.app.request(pathname, { headers: from });
const page = async (res: Response) => res.text();
const pending = () => t.db.select().from(galleryItems).where(eq(galleryItems.eventId, event.id));

describe("a guest's photo form", () => {
  it("is not offered, and refuses posts, while the host does not collect photos", async () => {
    expect(await page(await open(`/rsvp/${token}`))).not.toContain("Share your photos");
    const res = await postPhotos([{ data: await jpegWithGps(), name: "a.jpg" }]);
    expect(res.status).toBe(403);
    expect(await page(res)).toContain(galleryMessages.guestUploadsOff.replace("'", "&#x27;"));
    expect(await pending()).toHaveLength(0);
  });

  it("once on: a plain multipart post keeps the photos for approval and redirects to the thank-you", async () => {
    await collectPhotos();
    const html = await page(await open(`/rsvp/${token}`));
    expect(html).toContain("Share your photos");
    expect(html).toMatch(/<form[^>]*enctype="multipart\/form-data"/i);
    const res = await postPhotos([
      { data: await jpegWithGps(), name: "one.jpg" },
      { data: await pngImage(), name: "two.png" },
    ]);
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(`/rsvp/${token}?photos=2#photos`);
    expect(await page(await open(`/rsvp/${token}?photos=2`))).toContain(galleryMessages.guestUploadSent(2));
    const rows = await pending();
    expect(rows.map((r) => r.status)).toEqual(["pending", "pending"]);
    expect(rows[0].guestName).toBe("Arjun");
  });

  it("shows a refused file's reason on the page, and refuses a post from another site", async () => {
    await collectPhotos();
    const res = await postPhotos([{ data: Buffer.from("<html>not a photo</html>"), name: "x.jpg" }]);
    expect(res.status).toBe(422);
    expect(await page(res)).toContain(galleryMessages.invalidMedia);
    const foreign = await postPhotos([{ data: await pngImage(), name: "y.png" }], "https://evil.example");
    expect(foreign.status).toBe(403);
  });

  it("has its own budget per address", async () => {
    await collectPhotos();
    // RSVP_RATE_LIMIT is 3 here: three posts, and the fourth is refused.
    for (let i = 0; i < 3; i++) {
      expect((await postPhotos([{ data: await pngImage(), name: `p${i}.png` }])).status).toBe(303);
    }
    const res = await postPhotos([{ data: await pngImage(), name: "z.png" }]);
    expect(res.status).toBe(429);
    expect(await page(res)).toContain("Too many requests");
  });
});
