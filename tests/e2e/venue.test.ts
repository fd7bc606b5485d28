import { describe, expect, test } from "vitest";
import { venueMessages } from "../../src/contract/venues.ts";
import {
  afterToasts,
  apiAs,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  signInContext,
} from "./fixtures.ts";

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

describe("venue", () => {
  test("a host adds the venue, guests see it on the public and invitation pages without JavaScript, and the host deletes it", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Venue Launch Party");
    const context = await browser.newContext();
    await signInContext(context, host);
    const page = await context.newPage();

    await page.goto(`/dashboard/events/${event.id}/venue`);
    await expectVisible(page.getByRole("heading", { name: "Add a venue" }));
    // Name and address are required, with the spec's message.
    await page.getByRole("button", { name: "Save Venue" }).click();
    await expectVisible(page.getByText(venueMessages.required).first());

    await page.getByLabel("Venue name").fill("The Leela Palace");
    await page.getByLabel("Address").fill("23 Old Airport Road");
    await page.getByLabel("City").fill("Bengaluru");
    await page.getByLabel("State").fill("Karnataka");
    await page.getByLabel("Zip code").fill("560008");
    await page.getByLabel("Contact person").fill("Priya Rao");
    await page.getByLabel("Contact phone").fill("+91 80 1234 5678");
    await page.getByLabel("Parking available").check();
    await page.getByLabel("Parking details").fill("Valet parking at the main porch");
    await page.getByRole("combobox", { name: "Facilities" }).click();
    await page.getByRole("option", { name: "Air Conditioning" }).click();
    await page.getByRole("option", { name: "Wheelchair Access" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Save Venue" }).click();
    await expectVisible(page.getByText(venueMessages.saved));
    await expectVisible(page.getByRole("heading", { name: "Saved venue" }));
    const map = page.getByRole("link", { name: "View on Map" });
    expect(await map.getAttribute("href")).toBe(
      "https://www.google.com/maps/search/?api=1&query=The%20Leela%20Palace%2C%2023%20Old%20Airport%20Road%2C%20Bengaluru%2C%20Karnataka%2C%20560008",
    );
    expect(await page.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toContain(
      "https://www.google.com/maps/dir/?api=1&destination=The%20Leela%20Palace",
    );
    await afterToasts(page);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/venue-form-1280.png`, fullPage: true });

    // The event's Details tab shows it.
    await page.goto(`/dashboard/events/${event.id}`);
    await expectVisible(page.getByRole("heading", { name: "The Leela Palace" }));

    // Guests: the public page, server-rendered, with JavaScript off.
    const guest = await browser.newContext({ javaScript: false, viewport: "phone" });
    const publicPage = await guest.newPage();
    await publicPage.goto(`/events/${event.id}`);
    const venue = publicPage.getByRole("region", { name: "Venue" });
    await expectVisible(venue.getByText("The Leela Palace"));
    await expectVisible(venue.getByText("Parking available: Valet parking at the main porch"));
    await expectVisible(venue.getByText("Wheelchair Access"));
    expect(await venue.getByRole("link", { name: "Get Directions" }).getAttribute("href")).toContain(
      "google.com/maps/dir/",
    );
    if (shots) await publicPage.screenshot({ path: `${shots}/venue-public-390-nojs.png`, fullPage: true });
    // axe runs as a script: it checks the same page in a browser with JavaScript on.
    const checker = await (await browser.newContext({ viewport: "phone" })).newPage();
    await checker.goto(`/events/${event.id}`);
    await expectNoA11yViolations(checker);

    // A guest's own reply page shows it too.
    const added = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Asha",
      email: "asha-venue@example.com",
      status: "invited",
    });
    await publicPage.goto(added.rsvpPath);
    await expectVisible(publicPage.getByRole("region", { name: "Venue" }).getByText("The Leela Palace"));

    // Delete, after the confirmation.
    await page.goto(`/dashboard/venue/${event.id}`);
    await page.getByRole("button", { name: "Delete Venue" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete venue?" });
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectVisible(page.getByText(venueMessages.deleted));
    await expectVisible(page.getByRole("heading", { name: "Add a venue" }));
    await publicPage.goto(`/events/${event.id}`);
    expect(await publicPage.getByRole("region", { name: "Venue" }).count()).toBe(0);
  });

  test("the venue form on a phone", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Phone Venue");
    await apiAs(host, "PUT", `/api/events/${event.id}/venue`, {
      name: "Bastian Garden City",
      address: "Embassy Golf Links",
      city: "Bengaluru",
      facilities: ["Outdoor Space", "Catering"],
    });
    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/venue/${event.id}`);
    await expectVisible(page.getByRole("heading", { name: "Edit venue" }));
    expect(await page.getByLabel("Venue name").inputValue()).toBe("Bastian Garden City");
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/venue-form-390.png`, fullPage: true });
  });
});
