import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  apiAs,
  baseUrl,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
} from "./fixtures.ts";

const browser = setupBrowser();

let bannerFile = "";
let tempDir = "";

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "events-e2e-"));
  bannerFile = path.join(tempDir, "banner.png");
  await sharp({ create: { width: 1200, height: 675, channels: 3, background: { r: 214, g: 36, b: 110 } } })
    .png()
    .toFile(bannerFile);
});

afterAll(async () => {
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
});

async function signedInPage(user: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInContext(context, user);
  return { context, page: await context.newPage() };
}

function main(page: Page) {
  return page.getByRole("main");
}

async function next(page: Page) {
  await main(page).getByRole("button", { name: "Next" }).click();
}

describe("events, from the wizard to the public page", () => {
  test("a host creates, edits, shares and deletes an event; others see only what they may", async () => {
    const host = await createUser({ name: "Asha Host" });
    const stranger = await createUser({ name: "Ravi Stranger" });
    const title = `Rooftop Party ${Date.now().toString(36)}`;
    const newTitle = `${title} (Edited)`;

    const { context, page } = await signedInPage(host);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });

    // My Events starts empty.
    await page.goto("/dashboard/events");
    await expectVisible(page.getByRole("heading", { level: 1, name: "My Events" }));
    await expectVisible(main(page).getByText("No events yet"));
    await expectVisible(main(page).getByText("Create your first event to get started"));
    await expectNoA11yViolations(page);

    // Step 0: nothing moves forward until it is valid.
    await main(page).getByRole("link", { name: "Create Event" }).first().click();
    await expectPath(page, "/dashboard/events/create");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Create Event" }));
    await expectNoA11yViolations(page);
    await next(page);
    await expectVisible(page.getByText("Title is required"));
    await expectVisible(page.getByText("Description is required"));
    await expectNoA11yViolations(page);
    await page.getByLabel("Event Title").fill(title);
    // Changing a field clears its error at once (spec §4).
    await expectHidden(page.getByText("Title is required"));
    await page.getByLabel("Description").fill("Short");
    await next(page);
    await expectVisible(page.getByText("Description should be at least 10 characters"));
    await page.getByLabel("Description").fill("Music, food and sunset views with friends.");
    await page.locator('input[type="file"]').setInputFiles(bannerFile);
    await expectVisible(page.getByRole("img", { name: "Banner image preview" }));
    await expectNoA11yViolations(page);
    await next(page);

    // Step 1: date, time, place; the zone defaults to the browser's.
    await expectVisible(page.getByRole("heading", { level: 2, name: "Date & Location" }));
    await next(page);
    await expectVisible(page.getByText("Date is required"));
    await expectVisible(page.getByText("Time is required"));
    await expectVisible(page.getByText("Location is required"));
    await expectNoA11yViolations(page);
    await page.getByLabel("Date").fill("2031-06-15");
    await page.getByRole("textbox", { name: /^Time/ }).fill("18:30");
    await page.getByLabel("Location").fill("Skyline Terrace, Bengaluru");
    expect(await page.getByRole("combobox", { name: "Time Zone" }).inputValue()).toContain("Asia/Kolkata");
    await next(page);

    // Step 2: the preview, in the host's own wall-clock time.
    await expectVisible(page.getByRole("heading", { level: 2, name: "Preview" }));
    await expectVisible(main(page).getByText("Sunday, June 15, 2031 at 18:30"));
    await expectVisible(main(page).getByText("Hosted by Asha Host"));
    await expectNoA11yViolations(page);
    await main(page).getByRole("button", { name: "Create Event" }).click();
    await expectVisible(page.getByText("Event created successfully!"));
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f-]{36}$/);
    const eventId = new URL(page.url()).pathname.split("/").pop() ?? "";

    // The detail page, with the uploaded banner.
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));
    await expectVisible(page.getByRole("img", { name: `Banner for ${title}` }));
    await expectVisible(page.getByText("Sunday, June 15, 2031 at 18:30"));
    await expectNoA11yViolations(page);

    // My Events lists it, and searches by title and location.
    await page.goto("/dashboard/events");
    await expectVisible(main(page).getByRole("heading", { name: title }));
    await expectVisible(main(page).getByText("Jun 15, 2031 at 18:30"));
    await expectNoA11yViolations(page);
    const search = page.getByRole("searchbox", { name: "Search events by title or location" });
    await search.fill("skyline");
    await expectVisible(main(page).getByRole("heading", { name: title }));
    await search.fill("no such event anywhere");
    await expectVisible(main(page).getByText("No matching events found"));
    await expectVisible(main(page).getByText("Try adjusting your search terms"));
    await search.fill("");

    // Edit: a new title, saved from the last step.
    await main(page)
      .getByRole("link", { name: `Edit ${title}` })
      .click();
    await expectPath(page, `/dashboard/events/edit/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Edit Event" }));
    await expect.poll(() => page.getByLabel("Event Title").inputValue()).toBe(title);
    await page.getByLabel("Event Title").fill(newTitle);
    // Each step is on screen before the next click: a click during a step's change can be lost.
    await next(page);
    await expectVisible(page.getByRole("heading", { level: 2, name: "Date & Location" }));
    await next(page);
    await expectVisible(page.getByRole("heading", { level: 2, name: "Preview" }));
    await main(page).getByRole("button", { name: "Update Event" }).click();
    await expectVisible(page.getByText("Event updated successfully!"));
    await expectPath(page, `/dashboard/events/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: newTitle }));

    // The QR code downloads as a PNG named after the title.
    await main(page).getByRole("button", { name: "QR Code" }).click();
    const dialog = page.getByRole("dialog", { name: "Event QR Code" });
    await expectVisible(dialog.getByText("Scan this QR code to access the event page"));
    await expectVisible(dialog.getByRole("link", { name: `${baseUrl}/events/${eventId}` }));
    await expectVisible(dialog.getByRole("img", { name: /QR code/ }));
    await expectNoA11yViolations(page);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      dialog.getByRole("link", { name: "Download" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(
      `${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-edited-qr-code.png`,
    );
    const png = await fs.readFile(await download.path());
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    await dialog.getByRole("button", { name: "Close" }).click();
    await expectHidden(dialog);

    // Share copies the public link.
    await main(page).getByRole("button", { name: "Share" }).click();
    await expectVisible(page.getByText("Event link copied to clipboard!"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}/events/${eventId}`);

    // A stranger may look at a public event but not edit it.
    const strangerPage = (await signedInPage(stranger)).page;
    await strangerPage.goto(`/dashboard/events/edit/${eventId}`);
    await expectVisible(strangerPage.getByText("You do not have permission to edit this event"));
    await expectVisible(strangerPage.getByRole("link", { name: "Back to Events" }));

    // Anyone finds it on /events and on its public page.
    const visitor = await browser.newPage();
    await visitor.page.goto("/events");
    await expectVisible(visitor.page.getByRole("heading", { level: 1, name: "Upcoming Events" }));
    // The search is a plain GET form: its query stays in the URL.
    await visitor.page.getByRole("searchbox", { name: "Search events" }).fill(newTitle);
    await main(visitor.page).getByRole("button", { name: "Search", exact: true }).click();
    await expectPath(visitor.page, "/events", `?${new URLSearchParams({ search: newTitle })}`);
    await expectVisible(main(visitor.page).getByRole("heading", { name: newTitle }));
    await expectNoA11yViolations(visitor.page);
    await main(visitor.page)
      .getByRole("link", { name: `View Details: ${newTitle}` })
      .click();
    await expectPath(visitor.page, `/events/${eventId}`);
    await expectVisible(visitor.page.getByRole("heading", { level: 1, name: newTitle }));
    await expectVisible(visitor.page.getByText("Sunday, June 15, 2031 at 18:30"));
    await expectVisible(visitor.page.getByText("Hosted by Asha Host"));
    expect(await visitor.page.title()).toContain(newTitle);
    await expectNoA11yViolations(visitor.page);

    // Made private, it is gone for everyone but the host.
    const event = await apiAs(host, "GET", `/api/events/${eventId}`);
    await apiAs(host, "PUT", `/api/events/${eventId}`, {
      title: event.title,
      description: event.description,
      date: event.date,
      time: event.time,
      location: event.location,
      timeZone: event.timeZone,
      isPublic: false,
    });
    // The public page may be kept a minute by a browser's cache (the server sends max-age=60), so
    // the visitor who saw it sees the change on reload, and anyone else at once.
    await visitor.page.reload();
    await expectVisible(visitor.page.getByText("This event is private"));
    const later = (await browser.newPage()).page;
    expect((await later.goto(`/events/${eventId}`))?.status()).toBe(403);
    await expectVisible(later.getByText("This event is private"));
    await expectNoA11yViolations(later);
    await later.goto(`/events?search=${encodeURIComponent(newTitle)}`);
    await expectVisible(main(later).getByText("No matching events found"));
    await strangerPage.goto(`/dashboard/events/edit/${eventId}`);
    await expectVisible(strangerPage.getByText("You do not have permission to edit this event"));

    // The host deletes it, after confirming.
    await page.goto(`/dashboard/events/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: newTitle }));
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    await expectVisible(page.getByRole("region", { name: "Delete this event?" }));
    await main(page).getByRole("button", { name: "Cancel" }).click();
    await expectHidden(page.getByRole("region", { name: "Delete this event?" }));
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    await main(page).getByRole("button", { name: "Delete Event" }).click();
    await expectPath(page, "/dashboard/events");
    await expectVisible(main(page).getByText("No events yet"));
  }, 180_000);

  test("the detail and public pages explain a missing event", async () => {
    const host = await createUser();
    const { page } = await signedInPage(host);
    const missing = "00000000-0000-4000-8000-000000000000";
    await page.goto(`/dashboard/events/${missing}`);
    await expectVisible(page.getByText("Event not found"));
    await expectVisible(main(page).getByRole("link", { name: "Back to Events" }));
    expect((await page.goto(`/events/${missing}`))?.status()).toBe(404);
    await expectVisible(page.getByText("Event not found"));
    await expectVisible(main(page).getByRole("link", { name: "Back to Home" }));
    await expectNoA11yViolations(page);
  });

  test("a banner the server refuses still leaves the created event, and says so", async () => {
    const host = await createUser();
    const { page } = await signedInPage(host);
    await page.goto("/dashboard/events/create");
    await page.getByLabel("Event Title").fill("Board Games Night");
    await page.getByLabel("Description").fill("Bring your favourite game, we bring snacks.");
    // Looks like a PNG to the browser, but is not one: only the server can tell.
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("not an image") });
    await next(page);
    await page.getByLabel("Date").fill("2031-02-01");
    await page.getByRole("textbox", { name: /^Time/ }).fill("19:00");
    await page.getByLabel("Location").fill("The Game Room");
    await next(page);
    await main(page).getByRole("button", { name: "Create Event" }).click();
    await expectVisible(
      main(page).getByText(
        "Event created, but the banner could not be uploaded: Please upload a valid image file",
      ),
    );
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Board Games Night" }));
  });

  test("on a phone the wizard and the detail page stay usable", async () => {
    const host = await createUser({ name: "Phone Host" });
    const created = await apiAs(host, "POST", "/api/events", {
      title: "Picnic in the Park",
      description: "Bring a blanket and something to share.",
      date: "2031-07-09",
      time: "11:00",
      location: "Cubbon Park, Bengaluru",
      isPublic: true,
      timeZone: "America/New_York",
    });
    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/events/${created.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Picnic in the Park" }));
    // Another zone than the viewer's is named, so nobody turns up at the wrong hour.
    await expectVisible(page.getByText("New York time (EDT)"));
    await expectNoA11yViolations(page);
    await page.goto("/dashboard/events/create");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Create Event" }));
    await expectNoA11yViolations(page);
  });
});
