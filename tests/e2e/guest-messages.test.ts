import { describe, expect, test } from "vitest";
import {
  addGuestAs,
  afterToasts,
  baseUrl,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  readOutbox,
  setupBrowser,
  shoot,
  signInContext,
} from "./fixtures.ts";

// Issue 33, item 3, on a 390 px phone: the host writes to the Maybe guests and sees each one's delivery.

const browser = setupBrowser();

describe("messages to the right guests", () => {
  test("a message to Maybe reaches exactly the Maybe guests, skips the unsubscribed and shows each delivery", async () => {
    const host = await createUser();
    const { id: eventId } = await createEventAs(host, `Haldi ${Date.now().toString(36)}`);
    const maya = await addGuestAs(host, eventId, "Maya", "maybe");
    const mohan = await addGuestAs(host, eventId, "Mohan", "maybe");
    const gia = await addGuestAs(host, eventId, "Gia", "confirmed");
    // Mohan used the one-click unsubscribe of an earlier mail.
    const unsubscribed = await fetch(`${baseUrl}/api/rsvp/${mohan.token}/unsubscribe`, {
      method: "POST",
      headers: { origin: baseUrl },
    });
    expect(unsubscribed.status).toBe(204);

    const { context, page } = await browser.newPage({ viewport: "phone" });
    await signInContext(context, host);
    await page.goto(`${baseUrl}/dashboard/events/${eventId}`);
    await page.getByRole("link", { name: "Message guests" }).click();
    await expectVisible(page.getByRole("heading", { name: "Messages to guests" }));

    await page.getByRole("combobox", { name: "Send to" }).click();
    await page.getByRole("option", { name: "Maybe" }).click();
    await page.getByRole("textbox", { name: "Subject" }).fill("Will you make it?");
    await page.getByRole("textbox", { name: "Message" }).fill("We are booking the caterer this week.");
    await page.getByRole("button", { name: "Send message" }).click();

    const card = page.getByRole("article", { name: "Will you make it?" });
    await expectVisible(card.getByText("1 unsubscribed guest skipped"));
    const deliveries = card.getByRole("list", { name: "Delivery of Will you make it?" });
    await expectVisible(deliveries.getByRole("listitem").filter({ hasText: "Maya" }).getByText("Delivered"));
    expect(await deliveries.getByRole("listitem").count()).toBe(1);
    await expectVisible(page.getByText("2 of 3 messages left today."));

    const mail = await readOutbox(maya.email);
    expect(mail.subject).toContain("Will you make it?");
    expect(mail.text).toContain(`${baseUrl}/rsvp/${maya.token}?m=`);
    // Neither the Going guest nor the unsubscribed one got it.
    await expect(readOutbox(gia.email, 1_000)).rejects.toThrow();
    await expect(readOutbox(mohan.email, 1_000)).rejects.toThrow();

    // A reminder for the guests who are coming, the day before.
    await page.getByRole("button", { name: "Schedule reminder" }).click();
    await expectVisible(page.getByText(/· Going · Scheduled$/));

    // The phone fits the page: nothing wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    await afterToasts(page);
    await shoot(page, "guest-messages-phone");
    await context.close();
  });
});
