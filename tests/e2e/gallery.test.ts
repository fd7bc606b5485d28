import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { galleryMessages } from "../../src/contract/gallery.ts";
import {
  afterToasts,
  apiAs,
  baseUrl,
  cookieHeader,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  setupTempDir,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();
const tempDirOf = setupTempDir("gallery-e2e-");

/** A phone photo: a JPEG with a colour of its own and GPS coordinates in its EXIF. */
async function photoFile(name: string, hue: number): Promise<string> {
  const file = path.join(tempDirOf(), name);
  await sharp({
    create: {
      width: 900,
      height: 600,
      channels: 3,
      background: { r: hue % 256, g: (hue * 3) % 256, b: 120 },
    },
  })
    .jpeg()
    .withExif({
      IFD0: { Make: "TestPhone" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "12/1 58/1 3/1",
        GPSLongitudeRef: "E",
        GPSLongitude: "77/1 35/1 5/1",
      },
    })
    .toFile(file);
  return file;
}

async function hostPage(host: TestUser): Promise<Page> {
  const context = await browser.newContext();
  await signInContext(context, host);
  return context.newPage();
}

const tiles = (page: Page) => page.getByRole("list", { name: "Photos" }).getByRole("listitem");
const counter = (page: Page, text: string) => page.locator(".yarl__counter").getByText(text, { exact: true });

describe("host gallery", () => {
  test("20 photos at once arrive with progress; lightbox, favourites, captions, search, delete and the ZIP", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Gallery Night");
    const files = await Promise.all(
      Array.from({ length: 20 }, (_, i) => photoFile(`photo-${i + 1}.jpg`, i * 12)),
    );
    const page = await hostPage(host);
    await page.goto(`/dashboard/gallery/${event.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Gallery" }));
    await expectVisible(page.getByText(galleryMessages.noPhotos));

    await page.getByLabel("Choose photos or videos to upload").setInputFiles(files);
    // Every file has its own bar at once; they fill as the files go up.
    await expectVisible(page.getByRole("progressbar", { name: "Upload of photo-20.jpg" }));
    await expectVisible(page.getByText(galleryMessages.uploadedAll(20)));
    await expectVisible(page.getByRole("tab", { name: "All (20)" }));
    expect(await tiles(page).count()).toBe(20);
    // The grid shows thumbnails, lazily, in boxes sized before they load.
    const img = tiles(page).first().locator("img");
    expect(await img.getAttribute("src")).toMatch(/\?w=320$/);
    expect(await img.getAttribute("loading")).toBe("lazy");
    expect(await img.getAttribute("width")).toBe("900");

    // The lightbox: one photo at a time, by buttons and keys, with 'n of m' (newest first). The
    // first tile, not photo20: two files go up at once, so either of the last two may be newest.
    await tiles(page)
      .first()
      .getByRole("button", { name: /^Open / })
      .click();
    await expectVisible(counter(page, "1 of 20"));
    await page.keyboard.press("ArrowRight");
    await expectVisible(counter(page, "2 of 20"));
    await page.getByRole("button", { name: "Next photo" }).click();
    await expectVisible(counter(page, "3 of 20"));
    await page.getByRole("button", { name: "Previous photo" }).click();
    await expectVisible(counter(page, "2 of 20"));
    await page.keyboard.press("Escape");
    await expectHidden(page.locator(".yarl__counter"));

    // Favourites: star one, the Favorites tab shows it alone.
    await page.getByRole("button", { name: "Favourite: photo3.jpg" }).click();
    await expectVisible(page.getByRole("button", { name: "Favourite: photo3.jpg", pressed: true }));
    await page.getByRole("tab", { name: "Favorites" }).click();
    await expectVisible(page.getByRole("button", { name: "Open photo3.jpg" }));
    await expect.poll(() => tiles(page).count()).toBe(1);
    await page.getByRole("tab", { name: "Recently Added" }).click();
    await expect.poll(() => tiles(page).count()).toBe(20);
    await page.getByRole("tab", { name: /^All/ }).click();

    // A caption, then the caption search finds it.
    await page.getByRole("button", { name: "Edit caption: photo5.jpg" }).click();
    await page.getByRole("textbox", { name: "Caption", exact: true }).fill("Cutting the cake");
    await page.getByRole("button", { name: "Save" }).click();
    await expectVisible(page.getByRole("button", { name: "Open Cutting the cake" }));
    await page.getByLabel("Search captions").fill("CAKE");
    await expectHidden(page.getByRole("button", { name: "Open photo1.jpg" }));
    await expect.poll(() => tiles(page).count()).toBe(1);
    await page.getByRole("button", { name: "Clear search" }).click();

    // Delete asks first; then the photo is gone.
    await page.getByRole("button", { name: "Delete photo7.jpg" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete this photo?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectVisible(page.getByRole("tab", { name: "All (19)" }));
    await expectHidden(page.getByRole("button", { name: "Open photo7.jpg" }));
    await afterToasts(page);
    await expectNoA11yViolations(page);

    // Download all: one ZIP of the 19, and no GPS in any of them.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download all" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("gallery-night-photos.zip");
    const zipFile = path.join(tempDirOf(), "all.zip");
    await download.saveAs(zipFile);
    const names = execFileSync("unzip", ["-Z1", zipFile], { encoding: "utf8" }).trim().split("\n");
    expect(names).toHaveLength(19);
    expect(names).toContain("photo1.jpg");
    expect((await fs.readFile(zipFile)).toString("latin1")).not.toMatch(/GPS|TestPhone/);

    // The event page's Gallery tab says how many there are and shows the newest, not 'No photos yet'.
    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole("tab", { name: "Gallery" }).click();
    const panel = page.getByRole("tabpanel", { name: "Gallery" });
    await expectVisible(panel.getByText("19 photos and videos"));
    expect(await panel.getByRole("listitem").count()).toBe(8);
    await expectVisible(panel.getByRole("link", { name: "Open Gallery" }));
    await expectNoA11yViolations(page);
  });
});

describe("a refused upload", () => {
  test("a video past the size limit shows the limit's message on its row, not a network error", {
    timeout: 90_000,
  }, async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Sangeet Night");
    // 120 MB of an MP4's name: past the 100 MB video limit, so the server refuses it by its declared
    // length before reading it, and reads the rest while the browser is still sending.
    const video = path.join(tempDirOf(), "whole-sangeet.mp4");
    await fs.writeFile(video, "");
    await fs.truncate(video, 120 * 1024 * 1024);
    const page = await hostPage(host);
    await page.goto(`/dashboard/gallery/${event.id}`);
    await expectVisible(page.getByText(galleryMessages.noPhotos));
    await page.getByLabel("Choose photos or videos to upload").setInputFiles(video);
    const uploads = page.getByRole("list", { name: "Uploads" });
    await expectVisible(
      uploads.getByRole("alert").filter({ hasText: galleryMessages.fileTooLarge(25, 100) }),
    );
    await expectVisible(uploads.getByLabel("Failed"));
    await expectVisible(page.getByText(galleryMessages.noPhotos));
    await page.context().close();
  });
});

describe("a long gallery", () => {
  test("loads the next photos as the grid's end comes into view; the lightbox counts them all", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Long Gallery");
    // Deluxe (test mode, as a buyer would): more photos than the free allowance.
    const { paymentId } = await apiAs<{ paymentId: string }>(host, "POST", "/api/payments/orders", {
      packageId: "deluxe",
      eventId: event.id,
    });
    const signed = await apiAs(host, "POST", `/api/payments/${paymentId}/test-checkout`);
    await apiAs(host, "POST", `/api/payments/${paymentId}/verify`, signed);
    const small = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8ab" } })
      .png()
      .toBuffer();
    // More than one page of the grid (60), through the API: the upload screen is not what this is about.
    for (let i = 1; i <= 63; i++) {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(small)], { type: "image/png" }), `shot-${i}.png`);
      const res = await fetch(`${baseUrl}/api/events/${event.id}/gallery`, {
        method: "POST",
        headers: { origin: baseUrl, cookie: cookieHeader(host) },
        body: form,
      });
      expect(res.status).toBe(201);
    }
    const page = await hostPage(host);
    await page.goto(`/dashboard/gallery/${event.id}`);
    await expectVisible(page.getByRole("tab", { name: "All (63)" }));
    await expect.poll(() => tiles(page).count()).toBe(60);
    await expectVisible(page.getByText("60 of 63"));
    await page.getByRole("button", { name: "Show more photos" }).scrollIntoViewIfNeeded();
    await expect.poll(() => tiles(page).count()).toBe(63);
    await expectHidden(page.getByRole("button", { name: "Show more photos" }));
    await page.getByRole("button", { name: "Open shot63.png" }).click();
    await expectVisible(counter(page, "1 of 63"));
    await expectNoA11yViolations(page);
  });
});

describe("guest photos", () => {
  test("a guest adds a photo from the invitation link without script; the host approves; the public page shows it", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Garden Party");
    await apiAs(host, "PUT", `/api/events/${event.id}/gallery/settings`, { guestUploads: true });
    const guest = await apiAs<{ id: string; rsvpPath: string }>(
      host,
      "POST",
      `/api/events/${event.id}/guests`,
      {
        name: "Kavya Rao",
        email: uniqueEmail("guest"),
        status: "invited",
      },
    );
    const token = guest.rsvpPath.split("/").pop();
    const { items: templates } = await apiAs<{ items: { id: string }[] }>(host, "GET", "/api/templates");
    const invitation = await apiAs<{ id: string; uniqueCode: string }>(host, "POST", "/api/invitations", {
      eventId: event.id,
      templateId: templates[0].id,
      title: "Join us in the garden",
      message: "Bring your camera!",
      type: "email",
      guestIds: [guest.id],
    });
    // A draft's links open once it is sent or shared.
    await apiAs(host, "POST", `/api/invitations/${invitation.id}/share`);

    const guestContext = await browser.newContext({ viewport: "phone", javaScript: false });
    const guestPage = await guestContext.newPage();
    await guestPage.goto(`/invite/${invitation.uniqueCode}/${token}`);
    await expectVisible(guestPage.getByRole("heading", { name: "Share your photos" }));
    await guestPage.locator("#guest-photos").setInputFiles(await photoFile("from-kavya.jpg", 200));
    await guestPage.getByRole("button", { name: "Upload photos" }).click();
    await expectVisible(guestPage.getByText(galleryMessages.guestUploadSent(1)));
    expect(new URL(guestPage.url()).searchParams.get("photos")).toBe("1");
    // axe runs in the page's own script, so the same page is checked in a browser with script on.
    const scripted = await (await browser.newContext({ viewport: "phone" })).newPage();
    await scripted.goto(guestPage.url());
    await expectVisible(scripted.getByText(galleryMessages.guestUploadSent(1)));
    await expectNoA11yViolations(scripted);

    // Nobody else sees it before the host approves.
    const visitor = await (await browser.newContext({ viewport: "phone", javaScript: false })).newPage();
    await visitor.goto(`/events/${event.id}`);
    await expectVisible(visitor.getByRole("heading", { level: 1, name: "Garden Party" }));
    await expectHidden(visitor.getByRole("heading", { name: "Photos" }));

    const page = await hostPage(host);
    await page.goto(`/dashboard/gallery/${event.id}`);
    await page.getByRole("tab", { name: "To approve (1)" }).click();
    await expectVisible(page.getByText("From Kavya Rao"));
    await expectVisible(page.getByText("Waiting for approval"));
    await page.getByRole("button", { name: "Approve" }).click();
    await expectVisible(page.getByText("No guest photos are waiting"));

    await visitor.reload();
    await expectVisible(visitor.getByRole("heading", { name: "Photos" }));
    const photo = visitor.getByRole("list", { name: "Photos of Garden Party" }).locator("img");
    expect(await photo.count()).toBe(1);
    expect(await photo.getAttribute("loading")).toBe("lazy");
    expect(await photo.getAttribute("height")).toBe("600");
    await scripted.goto(`/events/${event.id}`);
    await expectVisible(scripted.getByRole("heading", { name: "Photos" }));
    await expectNoA11yViolations(scripted);
  });
});
