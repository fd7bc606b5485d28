import { describe, expect, test } from "vitest";
import { checkInMessages, type DoorSummary } from "../../src/contract/check-in.ts";
import { doorLinkMessages } from "../../src/contract/door-links.ts";
import { expectCounter, premiumEvent, recordAnswers } from "./door-fixtures.ts";
import {
  addGuestAs,
  afterToasts,
  apiAs,
  baseUrl,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  shoot,
  signInContext,
  viewports,
} from "./fixtures.ts";
import { controlledByWorker, savedForOffline, savedOnDevice } from "./offline-fixtures.ts";

const browser = setupBrowser();

describe("door links", () => {
  test("at 390 px: the host makes a door link, a phone without an account checks a guest in live, sees no e-mail or phone, and is refused once revoked", async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Mehta Sangeet");
    const email = `priya.${event.id.slice(0, 8)}@example.com`;
    const phone = "+91 98200 12345";
    const guest = await apiAs<{ id: string; rsvpPath: string }>(
      host,
      "POST",
      `/api/events/${event.id}/guests`,
      {
        name: "Priya Mehta",
        email,
        phone,
        status: "invited",
        category: "vip",
        plusOnesAllowed: 1,
      },
    );
    const replied = await fetch(`${baseUrl}/api${guest.rsvpPath}`, {
      method: "PUT",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ response: "attending", plusOnes: ["Anil"] }),
    });
    expect(replied.status).toBe(200);

    // The host's phone: door mode, and the door links below it.
    const hostContext = await browser.newContext({ viewport: "phone" });
    await signInContext(hostContext, host);
    const hostPage = await hostContext.newPage();
    await hostPage.goto(`/dashboard/events/${event.id}/check-in`);
    await expectCounter(hostPage, "0 / 2");
    await hostPage.getByLabel("Label").fill("Front gate");
    await hostPage.getByRole("button", { name: "Create door link" }).click();
    const dialog = hostPage.getByRole("dialog", { name: "Door link: Front gate" });
    await expectVisible(dialog.getByRole("img", { name: /^QR code for / }));
    const url = (await dialog.getByRole("link", { name: /\/door\// }).textContent())!;
    expect(url).toMatch(/\/door\/[A-Za-z0-9_-]{43}$/);
    await shoot(hostPage, "door-link-qr-390");
    await dialog.getByRole("button", { name: "Close" }).click();
    const links = hostPage.getByRole("list", { name: "Door links" });
    await expectVisible(links.getByText("Front gate"));
    await expectVisible(links.getByText("Works", { exact: true }));
    await expectNoA11yViolations(hostPage);
    await shoot(hostPage, "door-links-390");

    // A second phone, no account: the link opens the door.
    const { page: door } = await browser.newPage({ viewport: "phone" });
    const answers = recordAnswers(door);
    await door.goto(new URL(url).pathname);
    await expectVisible(door.getByRole("heading", { name: "Check-in: Mehta Sangeet" }));
    await expectCounter(door, "0 / 2");
    await door.getByLabel("Find a guest by name").fill("priya");
    await door.getByRole("list", { name: "Guests found" }).getByText("Priya Mehta").click();
    const sheet = door.getByRole("group", { name: "Guest Priya Mehta" });
    await expectVisible(sheet.getByText("VIP"));
    await sheet.getByRole("button", { name: "Check in 2" }).click();
    await expectVisible(door.getByText("Priya Mehta checked in: 2 of 2"));
    await expectCounter(door, "2 / 2");
    // The host's phone sees it at once, without a reload.
    await expectCounter(hostPage, "2 / 2");
    await expectVisible(hostPage.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Mehta"));

    // Neither the page nor any answer it got holds the guest's e-mail or phone number.
    const html = await door.content();
    expect(html).not.toContain(email);
    expect(html).not.toContain("98200");
    expect(answers.length).toBeGreaterThan(2);
    for (const { text } of answers) {
      expect(text).not.toContain(email);
      expect(text).not.toContain("98200");
      expect(text).not.toMatch(/"(email|phone)"/i);
    }
    await afterToasts(door);
    await expectNoA11yViolations(door);
    await shoot(door, "door-link-page-390");
    await door.setViewportSize(viewports.desktop);
    await shoot(door, "door-link-page-1280");
    await door.setViewportSize(viewports.phone);

    // The host revokes it; the second phone's next action is refused, with words for the helper.
    await links.getByRole("button", { name: "Revoke Front gate" }).click();
    await hostPage
      .getByRole("dialog", { name: "Revoke Front gate?" })
      .getByRole("button", { name: "Revoke" })
      .click();
    await expectVisible(links.getByText("Revoked", { exact: true }));
    await door.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Mehta").click();
    await door
      .getByRole("group", { name: "Guest Priya Mehta" })
      .getByRole("button", { name: "Undo check-in" })
      .click();
    await expectVisible(door.getByText(doorLinkMessages.gone));
    await shoot(door, "door-link-gone-390");
    // Nothing was undone.
    await expectCounter(hostPage, "2 / 2");

    // At desktop width: a second link beside the revoked one.
    await hostPage.setViewportSize(viewports.desktop);
    await hostPage.getByLabel("Label").fill("Side gate");
    await hostPage.getByRole("button", { name: "Create door link" }).click();
    const second = hostPage.getByRole("dialog", { name: "Door link: Side gate" });
    await expectVisible(second.getByRole("img", { name: /^QR code for / }));
    await shoot(hostPage, "door-link-qr-1280");
    await second.getByRole("button", { name: "Close" }).click();
    await expectVisible(links.getByText("Side gate"));
    await afterToasts(hostPage);
    await expectNoA11yViolations(hostPage);
    await shoot(hostPage, "door-links-1280");
  });

  test("offline at 390 px: a door link's phone checks a guest in by name, keeps it over a reload, and the server counts it once back online", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser();
    const event = await premiumEvent(host, "Rao Reception");
    await addGuestAs(host, event.id, "Asha Rao", "confirmed");
    await addGuestAs(host, event.id, "Ravi Menon", "confirmed");
    const { url } = await apiAs<{ url: string }>(host, "POST", `/api/events/${event.id}/door-links`, {
      label: "Back gate",
    });
    const door = `link-${url.split("/door/")[1]}`;
    const summary = () => apiAs<DoorSummary>(host, "GET", `/api/events/${event.id}/check-in`);

    const context = await browser.newContext({ viewport: "phone" });
    const page = await context.newPage();
    await page.goto(new URL(url).pathname);
    await expectCounter(page, "0 / 2");
    await controlledByWorker(page);
    await savedForOffline(page, ["check-in", door, "guest-list"]);
    await savedForOffline(page, ["check-in", door, "summary"]);

    await context.setOffline(true);
    await page.getByLabel("Find a guest by name").fill("asha");
    await page.getByRole("list", { name: "Guests found" }).getByText("Asha Rao").click();
    await page
      .getByRole("group", { name: "Guest Asha Rao" })
      .getByRole("button", { name: "Check in 1" })
      .click();
    await expectVisible(page.getByText(`${checkInMessages.checkedIn("Asha Rao", 1, 1)}. ${savedOnDevice}`));
    await expectCounter(page, "1 / 2");
    await expectVisible(page.getByRole("button", { name: "1 change waiting" }));

    // Reloaded while still offline: the door opens from the device, the check-in still waits.
    await page.reload();
    await expectCounter(page, "1 / 2");
    await expectVisible(page.getByRole("button", { name: "1 change waiting" }));
    const arrivals = page.getByRole("list", { name: "Latest arrivals" });
    await expectVisible(arrivals.getByText(/^In at \d{2}:\d{2}: 1 of 1 · not sent yet$/));
    await afterToasts(page);
    await shoot(page, "door-link-offline-390");
    expect((await summary()).arrivedGuests).toBe(0);

    await context.setOffline(false);
    await expectHidden(page.getByRole("button", { name: /changes? waiting/ }));
    await expectHidden(page.getByText(/not sent yet/));
    await expect.poll(async () => (await summary()).arrivedGuests, { timeout: 10_000 }).toBe(1);
    await expectCounter(page, "1 / 2");
  });
});
