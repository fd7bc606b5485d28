import path from "node:path";
import type { Browser } from "playwright-core";
import { afterAll, describe, test } from "vitest";
import { featureRefusal, upgradePath } from "../../src/contract/payments.ts";
import {
  addWalkIn,
  attendingGuest,
  cameraPlaying,
  expectCounter,
  passFromMail,
  passVideo,
  phoneContext,
  premiumEvent,
} from "./door-fixtures.ts";
import {
  afterToasts,
  createEventAs,
  createUser,
  expectHref,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  setupTempDir,
  shoot,
  signInContext,
  type TestUser,
} from "./fixtures.ts";

const browser = setupBrowser();
const tempDir = setupTempDir("eventhub-check-in-");

async function doorPage(host: TestUser, eventId: string) {
  const context = await browser.newContext({ viewport: "phone" });
  await signInContext(context, host);
  const page = await context.newPage();
  await page.goto(`/dashboard/events/${eventId}/check-in`);
  return page;
}

describe("door mode", () => {
  test("at 390 px: finds a guest by name, checks in 3 of 4, a second door sees it at once, undo and a walk-in", async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Sharma Wedding");
    await attendingGuest(host, event.id, "Priya Sharma", ["Arun", "Dev", "Isha"]);
    await attendingGuest(host, event.id, "Rahul Verma", []);

    const door = await doorPage(host, event.id);
    const second = await doorPage(host, event.id);
    await expectCounter(door, "0 / 5");
    await expectCounter(second, "0 / 5");

    await door.getByLabel("Find a guest by name").fill("priya");
    await door.getByRole("list", { name: "Guests found" }).getByText("Priya Sharma").click();
    const sheet = door.getByRole("group", { name: "Guest Priya Sharma" });
    await expectVisible(sheet.getByText("4 of 4"));
    await sheet.getByRole("button", { name: "One fewer" }).click();
    await sheet.getByRole("button", { name: "Check in 3" }).click();
    await expectVisible(door.getByText("Priya Sharma checked in: 3 of 4"));
    await expectCounter(door, "3 / 5");

    // The other door device: the arrival shows without a reload.
    await expectCounter(second, "3 / 5");
    await expectVisible(second.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Sharma"));
    await afterToasts(door);
    await expectNoA11yViolations(door);
    await shoot(door, "check-in-door-390");

    // Opened again: in already, with the time; undo it.
    await second.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Sharma").click();
    const again = second.getByRole("group", { name: "Guest Priya Sharma" });
    await expectVisible(again.getByText(/^Already checked in at \d{2}:\d{2} \(3 of 4\)$/));
    await again.getByRole("button", { name: "Undo check-in" }).click();
    await expectVisible(second.getByText("Check-in of Priya Sharma undone"));
    await expectCounter(door, "0 / 5");

    // A walk-in joins the expected and the arrived.
    await addWalkIn(door, "Kabir Khan", 2);
    await expectVisible(door.getByText("Kabir Khan added as a walk-in and checked in: 2"));
    await expectCounter(door, "2 / 7");
    await expectCounter(second, "2 / 7");
  });

  test("without Premium or Deluxe it shows what it does and offers the upgrade", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Small Birthday", false);
    const page = await doorPage(host, event.id);
    await expectVisible(page.getByRole("heading", { name: "Check guests in at the door" }));
    await expectVisible(page.getByText(featureRefusal("checkIn")));
    await expectHref(
      page.getByRole("link", { name: "Upgrade" }),
      upgradePath(event.id, `/dashboard/events/${event.id}/check-in`),
    );
    await expectNoA11yViolations(page);
    await shoot(page, "check-in-offer-390");
    // And from the event page, the Check-in button leads here.
    await page.goto(`/dashboard/events/${event.id}`);
    await expectHref(page.getByRole("link", { name: "Check-in" }), `/dashboard/events/${event.id}/check-in`);
  });
});

describe("scanning with the camera", () => {
  let cameraBrowser: Browser | undefined;
  afterAll(async () => {
    await cameraBrowser?.close();
  });

  test("scans the pass from the confirmation e-mail, flags the VIP, and refuses the second scan politely", async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Gala Dinner");
    const guest = await attendingGuest(host, event.id, "Meera Iyer", ["Arjun"], "vip");
    const video = await passVideo(await passFromMail(guest.email), path.join(tempDir(), "pass.y4m"));

    cameraBrowser = await cameraPlaying(video);
    const context = await phoneContext(cameraBrowser);
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/events/${event.id}/check-in`);
    await expectCounter(page, "0 / 2");
    await page.getByRole("button", { name: "Scan passes" }).click();

    const sheet = page.getByRole("group", { name: "Guest Meera Iyer" });
    await expectVisible(sheet.getByText("VIP"));
    await expectVisible(sheet.getByText("2 of 2"));
    await shoot(page, "check-in-scan-390");
    await sheet.getByRole("button", { name: "Check in 2" }).click();
    await expectVisible(page.getByText("Meera Iyer checked in: 2 of 2"));
    await expectCounter(page, "2 / 2");

    // The pass is taken away and shown again: the second scan says when, and changes nothing.
    await expectVisible(sheet.getByText(/^Already checked in at \d{2}:\d{2} \(2 of 2\)$/));
    await expectCounter(page, "2 / 2");
    await context.close();
  });
});

describe("the guest's pass", () => {
  test("shows on the reply page without JavaScript at 390 px", async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Anniversary Lunch");
    const guest = await attendingGuest(host, event.id, "Nisha Rao", ["Vikram"]);
    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(guest.rsvpPath);
    const pass = page.getByRole("region", { name: "Your pass" });
    await expectVisible(pass.getByRole("img", { name: "Check-in pass of Nisha Rao" }));
    await expectVisible(pass.getByText("Admits 2: you and 1 more"));
    // axe needs script: the same page in a browser that runs it.
    const checker = (await browser.newPage({ viewport: "phone" })).page;
    await checker.goto(guest.rsvpPath);
    await expectVisible(checker.getByRole("heading", { name: "Your pass" }));
    await expectNoA11yViolations(checker);
    await checker.getByRole("heading", { name: "Your pass" }).scrollIntoViewIfNeeded();
    await shoot(checker, "check-in-guest-pass-390");
  });
});
