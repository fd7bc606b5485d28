import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { paymentMessages } from "../../src/contract/payments.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
  viewports,
} from "./fixtures.ts";
import { classicBirthdayId } from "./invitation-fixtures.ts";

// Issue 34, items 3 and 4, on a 390 × 844 phone: the next step in reach after creating an event,
// Send Invites from a filtered list, the preview before sending, and payments that say one thing.

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

async function phonePage(host: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: "phone" });
  await signInContext(context, host);
  return context.newPage();
}

async function addGuest(host: TestUser, eventId: string, name: string, status = "invited") {
  return apiAs<{ id: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail("next"),
    status,
  });
}

/** Fails unless the whole control is inside the first screen, without scrolling. */
async function expectInFirstScreen(locator: Locator, what: string) {
  await locator.waitFor({ state: "visible" });
  const box = await locator.boundingBox();
  expect(box, `${what} has no box`).not.toBeNull();
  expect(box?.y ?? -1, `${what} top`).toBeGreaterThanOrEqual(0);
  expect((box?.y ?? 0) + (box?.height ?? 0), `${what} bottom`).toBeLessThanOrEqual(viewports.phone.height);
}

describe("the next step in reach on a phone", () => {
  test("a new event's page opens with Add guests and Send invitations in the first screen, until guests are invited", async () => {
    const host = await createUser();
    const event = await createEventAs(host, `Sangeet Night ${Date.now().toString(36)}`);
    const page = await phonePage(host);
    await page.goto(`/dashboard/events/${event.id}`);
    const card = page.getByRole("region", { name: "Next steps" });
    await expectVisible(card);
    const addGuests = card.getByRole("link", { name: "Add guests" });
    const sendInvitations = card.getByRole("link", { name: "Send invitations" });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectInFirstScreen(addGuests, "Add guests");
    await expectInFirstScreen(sendInvitations, "Send invitations");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/event-page-after-create-390.png` });

    await addGuests.click();
    await expectPath(page, `/dashboard/guests/add/${event.id}`);

    // With guests but no invitation out, the card says how many and keeps Send invitations.
    const guest = await addGuest(host, event.id, "Meera Iyer");
    await page.goto(`/dashboard/events/${event.id}`);
    await expectVisible(card.getByText("1 guest on the list. Send them the invitation."));
    await expectInFirstScreen(sendInvitations, "Send invitations");
    await expect(sendInvitations.getAttribute("href")).resolves.toBe(
      `/dashboard/invitations/create?eventId=${event.id}`,
    );

    // Once an invitation has gone out, the page opens without it.
    const invitation = await apiAs<{ id: string }>(host, "POST", "/api/invitations", {
      eventId: event.id,
      templateId: await classicBirthdayId(host),
      title: "Invitation to the Sangeet",
      message: "Join us!",
      type: "email",
      guestIds: [guest.id],
    });
    await apiAs(host, "POST", `/api/invitations/${invitation.id}/send`);
    await page.goto(`/dashboard/events/${event.id}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: event.title }));
    await expectHidden(card);
  });

  test("Send Invites from a filtered list starts with its guests; the review shows the e-mail at 390 px and the guest's page", async () => {
    const host = await createUser();
    const event = await createEventAs(host, `Haldi Morning ${Date.now().toString(36)}`);
    await addGuest(host, event.id, "Anika Rao", "confirmed");
    await addGuest(host, event.id, "Bilal Shah", "confirmed");
    await addGuest(host, event.id, "Chitra Not Coming", "declined");
    const page = await phonePage(host);

    await page.goto(`/dashboard/guests?eventId=${event.id}&status=confirmed`);
    await page.getByRole("main").getByRole("link", { name: "Send Invites" }).click();
    await expectPath(page, "/dashboard/invitations/create", /status=confirmed/);
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Customize Invitation" }));
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Choose Recipients" }));
    // The list's two confirmed guests, not the declined one.
    await expectVisible(page.getByText("2 of 3 guests selected"));
    expect(await page.getByRole("checkbox", { name: /Anika Rao/ }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: /Bilal Shah/ }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Review & Send" }));

    // The e-mail as Anika gets it, rendered by the server's mail code, at a phone's width.
    const frame = page.frameLocator('iframe[title="The invitation e-mail as Anika Rao gets it"]');
    await expectVisible(frame.getByText("Dear Anika Rao,"));
    await expectVisible(frame.getByRole("link", { name: "Reply to the invitation" }));
    const iframe = page.locator('iframe[title="The invitation e-mail as Anika Rao gets it"]');
    await iframe.scrollIntoViewIfNeeded();
    // Laid out at 390 px (drawn smaller to fit the phone's column), and nothing runs off to the side.
    // (The frame is sandboxed, so the page cannot look inside it; the browser's own view can.)
    const layout = await frame
      .locator("html")
      .evaluate((doc) => ({ width: doc.clientWidth, scrollWidth: doc.scrollWidth }), undefined, {
        timeout: 10_000,
      });
    expect(layout?.width).toBe(390);
    expect(layout?.scrollWidth).toBe(390);
    const drawn = (await iframe.boundingBox())?.width ?? 0;
    expect(drawn).toBeGreaterThan(250);
    expect(drawn).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/invitation-preview-email-390.png` });

    // Seen as the other guest.
    await page.getByRole("combobox", { name: "See it as" }).click({ timeout: 10_000 });
    await page.getByRole("option", { name: "Bilal Shah" }).click({ timeout: 10_000 });
    await expectVisible(
      page
        .frameLocator('iframe[title="The invitation e-mail as Bilal Shah gets it"]')
        .getByText("Dear Bilal Shah,"),
    );

    // Bilal's invitation page, opened in a new tab.
    const [popup] = await Promise.all([
      page.context().waitForEvent("page"),
      page.getByRole("link", { name: "Open Bilal Shah's invitation page" }).click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).pathname).toBe("/invite-preview");
    await expectVisible(popup.getByRole("heading", { name: /Invitation to Haldi Morning/ }).first());
    await expectVisible(popup.getByText(/Bilal Shah/).first());
    // Said to be a preview, with its reply form off: it cannot post to an invitation not yet made.
    await expectVisible(popup.getByText(/Preview: this is how the invitation will look/));
    expect(await popup.locator("#reply button[type=submit]").count()).toBeGreaterThan(0);
    for (const button of await popup.locator("#reply button[type=submit]").all()) {
      expect(await button.isDisabled()).toBe(true);
    }
    if (shots) await popup.screenshot({ path: `${shots}/invitation-preview-page-390.png`, fullPage: true });

    // A preview saves nothing.
    const list = await apiAs<{ items: unknown[] }>(host, "GET", `/api/invitations?eventId=${event.id}`);
    expect(list.items).toEqual([]);
  });
});

describe("payments say one thing", () => {
  test("from locked check-in: a failure then a payment shows only the success, and the host is back at the door", async () => {
    const host = await createUser();
    const event = await createEventAs(host, `Reception ${Date.now().toString(36)}`, false);
    const page = await phonePage(host);
    await page.goto(`/dashboard/events/${event.id}/check-in`);
    await page.getByRole("link", { name: "Upgrade" }).click();
    await expectPath(page, "/dashboard/payments", /returnTo=%2Fdashboard%2Fevents%2F.*%2Fcheck-in/);

    // The cards sell only what the free plan lacks.
    await expectVisible(page.getByTestId("free-plan-features"));
    const basic = page.getByRole("region", { name: "Basic" });
    await expectVisible(basic.getByText("Up to 50 guests"));
    expect(await basic.getByText("Email invitations").count()).toBe(0);
    expect(await basic.getByText("RSVP management").count()).toBe(0);
    const premium = page.getByRole("region", { name: "Premium" });
    await expectVisible(premium.getByText("Check-in tool"));
    expect(await premium.getByText("Guest categories").count()).toBe(0);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/payments-packages-390.png`, fullPage: true });

    const dialog = page.getByRole("dialog", { name: "Test mode checkout" });
    await page.getByRole("button", { name: "Buy Premium" }).click();
    await dialog.getByRole("button", { name: "Fail payment" }).click();
    await expectVisible(page.getByText(paymentMessages.failed));
    await page.getByRole("button", { name: "Buy Premium" }).click();
    await dialog.getByRole("button", { name: /^Pay/ }).click();

    await expectPath(page, `/dashboard/events/${event.id}/check-in`);
    await expectVisible(page.getByText(paymentMessages.completed));
    await expectHidden(page.getByText(paymentMessages.failed));
    await expectVisible(page.getByRole("button", { name: "Add a walk-in" }));
  });

  test("from the gallery's limit: after paying, the host is back in the gallery with the new limit", async () => {
    const host = await createUser();
    const event = await createEventAs(host, `Mehendi ${Date.now().toString(36)}`, false);
    const page = await phonePage(host);
    await page.goto(`/dashboard/gallery/${event.id}`);
    const usage = page.getByTestId("photos-usage");
    await expectVisible(usage.getByText(/0 of \d+ photos/));
    await usage.getByRole("link", { name: "Upgrade" }).click();
    await expectPath(page, "/dashboard/payments", /returnTo=%2Fdashboard%2Fgallery%2F/);
    await page.getByRole("button", { name: "Buy Basic" }).click();
    await page
      .getByRole("dialog", { name: "Test mode checkout" })
      .getByRole("button", { name: /^Pay/ })
      .click();
    await expectPath(page, `/dashboard/gallery/${event.id}`);
    await expectVisible(usage.getByText("0 of 20 photos"));
  });

  test("a return-to that leaves the dashboard is not followed", async () => {
    const host = await createUser();
    const event = await createEventAs(host, `Cocktails ${Date.now().toString(36)}`, false);
    const page = await phonePage(host);
    await page.goto(
      `/dashboard/payments?eventId=${event.id}&returnTo=${encodeURIComponent("//evil.example/x")}`,
    );
    await page.getByRole("button", { name: "Buy Basic" }).click();
    await page
      .getByRole("dialog", { name: "Test mode checkout" })
      .getByRole("button", { name: /^Pay/ })
      .click();
    await expectVisible(page.getByText(paymentMessages.completed));
    await expectVisible(page.getByRole("heading", { name: /Basic.*Current package/ }));
    expect(new URL(page.url()).pathname).toBe("/dashboard/payments");
  });
});
