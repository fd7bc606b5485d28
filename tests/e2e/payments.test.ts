import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { paymentMessages } from "../../src/contract/payments.ts";
import {
  afterToasts,
  apiRaw,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
} from "./fixtures.ts";

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

async function hostPage(host: TestUser, viewport: "desktop" | "phone" = "desktop"): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, host);
  return context.newPage();
}

async function addGuests(host: TestUser, eventId: string, count: number, from = 0) {
  const csv = `name,email\n${Array.from({ length: count }, (_, i) => `Guest ${from + i},g${from + i}-${eventId.slice(0, 6)}@example.com`).join("\n")}\n`;
  for (let i = 0; i < count; i++) {
    const [name, email] = csv.split("\n")[i + 1].split(",");
    const res = await apiRaw(host, "POST", `/api/events/${eventId}/guests`, {
      name,
      email,
      status: "invited",
    });
    if (res.status !== 201) return res;
  }
  return null;
}

describe("packages in test mode", () => {
  test("a failed payment and a closed window change nothing; Premium then lifts the guest limit past 50, and the receipt prints and downloads", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Premium Wedding");
    const page = await hostPage(host);
    await page.goto(`/dashboard/payments?eventId=${event.id}`);
    await expectVisible(page.getByRole("heading", { name: "Premium" }));
    await expectVisible(page.getByText("₹999.00"));
    await expectVisible(page.getByText("₹1,999.00"));
    await afterToasts(page);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/payments-packages-1280.png`, fullPage: true });

    // The free allowance (25) holds.
    expect(await addGuests(host, event.id, 25)).toBeNull();
    const refused = await addGuests(host, event.id, 1, 25);
    expect(refused?.status).toBe(403);

    const dialog = page.getByRole("dialog", { name: "Test mode checkout" });
    // A failure.
    await page.getByRole("button", { name: "Buy Premium" }).click();
    await expectVisible(dialog.getByText("Test mode: no real payment is taken."));
    if (shots) await page.screenshot({ path: `${shots}/payments-test-checkout-1280.png` });
    await dialog.getByRole("button", { name: "Fail payment" }).click();
    await expectVisible(page.getByText(paymentMessages.failed));
    // A closed window.
    await page.getByRole("button", { name: "Buy Premium" }).click();
    await dialog.getByRole("button", { name: "Close window" }).click();
    await expectVisible(page.getByText(paymentMessages.windowClosed));
    expect((await addGuests(host, event.id, 1, 25))?.status).toBe(403);
    // Success.
    await page.getByRole("button", { name: "Buy Premium" }).click();
    await dialog.getByRole("button", { name: /^Pay/ }).click();
    await expectVisible(page.getByText(paymentMessages.completed));
    await expectVisible(page.getByRole("heading", { name: /Premium.*Current package/ }));

    // Upgrading lifts the limit at once: the 51st guest goes in.
    expect(await addGuests(host, event.id, 26, 25)).toBeNull();
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(page.getByText("51 of 150 guests"));
    if (shots) await page.screenshot({ path: `${shots}/payments-guest-usage-1280.png` });

    // Transaction History, newest first, with status chips.
    await page.goto("/dashboard/payments?tab=history");
    const table = page.getByRole("table", { name: "Transaction History" });
    await expectVisible(table);
    const statuses = await table.locator("tbody tr td:nth-child(5)").allInnerTexts();
    expect(statuses).toEqual(["Completed", "Failed", "Failed"]);
    await afterToasts(page);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/payments-history-1280.png`, fullPage: true });

    // The receipt: printable (only the receipt prints) and as a PDF from the server.
    await table.getByRole("link", { name: "View receipt" }).click();
    await expectVisible(page.getByRole("heading", { name: "Payment receipt" }));
    await expectVisible(page.getByText("₹999.00"));
    await page.emulateMedia({ media: "print" });
    expect(await page.getByRole("button", { name: "Print" }).isVisible()).toBe(false);
    if (shots) await page.screenshot({ path: `${shots}/payments-receipt-print.png`, fullPage: true });
    await page.emulateMedia({ media: "screen" });
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download as PDF" }).click(),
    ]);
    const file = await download.path();
    const bytes = await fs.readFile(file);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    await expectNoA11yViolations(page);

    // Another user is refused the receipt.
    const receiptPath = new URL(page.url()).pathname;
    const stranger = await createUser();
    const other = await hostPage(stranger, "phone");
    await other.goto(receiptPath);
    await expectVisible(other.getByText(paymentMessages.noReceiptPermission));
  });

  test("the packages and history on a phone", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Phone Party");
    const page = await hostPage(host, "phone");
    await page.goto(`/dashboard/payments?eventId=${event.id}`);
    await expectVisible(page.getByRole("heading", { name: "Deluxe" }));
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/payments-packages-390.png`, fullPage: true });
    // The gallery shows the free plan's photo usage with the upgrade link.
    await page.goto(`/dashboard/gallery/${event.id}`);
    const usage = page.getByTestId("photos-usage");
    await expectVisible(usage.getByText("0 of 50 photos"));
    await expectVisible(usage.getByRole("link", { name: "Upgrade" }));
    if (shots) await page.screenshot({ path: `${shots}/payments-gallery-usage-390.png` });
  });

  test("with no event, buying says to create one first", async () => {
    const host = await createUser();
    const page = await hostPage(host);
    await page.goto("/dashboard/payments");
    await expectVisible(page.getByText(paymentMessages.needEvent).first());
    await page.getByRole("button", { name: "Buy Basic" }).click();
    await expectVisible(page.getByText(paymentMessages.needEvent).nth(1));
  });
});
