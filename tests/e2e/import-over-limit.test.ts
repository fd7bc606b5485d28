import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectHref,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  setupTempDir,
  signInContext,
  uniqueEmail,
  viewports,
} from "./fixtures.ts";

// Issue 34, item 2: an import over the free plan's 25 guests says before it writes how many fit,
// imports just those, and keeps the rows it did not write, with their reasons, to download.

const browser = setupBrowser();
const tempDirOf = setupTempDir("import-over-limit-e2e-");

/**
 * With SAVE_SCREENSHOTS set, the whole dialog as one picture for docs/screenshots: its content
 * scrolls inside the dialog, so the window is made as tall as the content for the shot.
 */
async function shootDialog(page: Page, name: string, viewport: keyof typeof viewports) {
  if (!process.env.SAVE_SCREENSHOTS) return;
  const content = page.getByRole("dialog").locator(".MuiDialogContent-root");
  const hidden = await content.evaluate((el) => el.scrollHeight - el.clientHeight);
  const { width, height } = viewports[viewport];
  await page.setViewportSize({ width, height: height + hidden });
  await page.screenshot({ path: `docs/screenshots/${name}.png` });
  await page.setViewportSize({ width, height });
}

/** 31 new guests on a list that holds 3 of the free plan's 25, and a row without an e-mail. */
async function weddingCsv(): Promise<{ file: string; emails: string[] }> {
  const emails = Array.from({ length: 31 }, (_, i) => uniqueEmail(`wedding${i + 1}`));
  const categories = ["Friends", " VIP ", "Family", "Colleagues"];
  const file = path.join(tempDirOf(), `wedding-${Date.now().toString(36)}.csv`);
  await fs.writeFile(
    file,
    [
      "name,email,phone,category,status",
      ...emails.map((email, i) => `Guest ${i + 1},${email},,${categories[i % 4]},Invited`), // rows 2–32
      "No Email Person,,,,", // row 33
    ].join("\n"),
  );
  return { file, emails };
}

async function importOverLimit(viewport: keyof typeof viewports) {
  const width = viewports[viewport].width;
  const host = await createUser({ name: "Wedding Host" });
  const { id: eventId } = await createEventAs(host, `Wedding ${Date.now().toString(36)}`);
  for (const name of ["Asha", "Bala", "Chitra"])
    await apiAs(host, "POST", `/api/events/${eventId}/guests`, {
      name,
      email: uniqueEmail(name.toLowerCase()),
      status: "invited",
    });
  const { file } = await weddingCsv();

  const context = await browser.newContext({ viewport });
  await signInContext(context, host);
  const page = await context.newPage();
  await page.goto(`/dashboard/guests?eventId=${eventId}`);
  await page.getByRole("main").getByRole("button", { name: "Import CSV" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Import Guests from CSV" });
  await dialog.locator('input[type="file"]').setInputFiles(file);

  // Before anything is written: how many of the new guests the free plan takes, and a way up.
  const fit = dialog.getByRole("alert").filter({
    hasText: "22 of 31 new guests fit the free plan of 25; 9 will not be imported",
  });
  await expectVisible(fit);
  await expectHref(fit.getByRole("link", { name: "Upgrade" }), `/dashboard/payments?eventId=${eventId}`);
  await expectVisible(
    dialog.getByText("22 new · 9 over the plan's limit · 0 to update · 0 unchanged · 1 skipped"),
  );
  await expectVisible(dialog.getByRole("region", { name: "New guests (22)" }));
  const over = dialog.getByRole("region", { name: "Over the plan's limit, not imported (9)" });
  await expectVisible(over.getByText("Guest 23", { exact: true }));
  await expectVisible(over.getByText("Guest 31", { exact: true }));
  // "Friends", " VIP " and "Colleagues" are the list's friend, VIP and colleague.
  const newGuests = dialog.getByRole("region", { name: "New guests (22)" });
  const guest2 = newGuests.getByRole("listitem").filter({ has: page.getByText("Guest 2", { exact: true }) });
  await expectVisible(guest2.getByText(/ · Invited · VIP$/));
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shootDialog(page, `guest-import-over-limit-preview-${width}`, viewport);

  await dialog.getByRole("button", { name: "Import", exact: true }).click();
  await expectVisible(dialog.getByText("Successfully imported 22 guests"));
  await expectVisible(dialog.getByText("Some rows (33) were skipped due to invalid data"));
  const refused = dialog
    .getByRole("alert")
    .filter({ hasText: "Rows (24, 25, 26, 27, 28, 29, 30, 31, 32) were not imported" });
  await expectVisible(refused.getByRole("link", { name: "Upgrade" }));

  // The reasons stay: each row not written, by number, with whom it names and why.
  const notImported = dialog.getByRole("region", { name: "Rows not imported (10)" });
  const row24 = notImported.getByRole("listitem").filter({ hasText: "Row 24" });
  await expectVisible(row24.getByText("Guest 23 · "));
  await expectVisible(
    row24.getByText("This event's free plan allows 25 guests. Upgrade the event's package to add more."),
  );
  const row33 = notImported.getByRole("listitem").filter({ hasText: "Row 33" });
  await expectVisible(row33.getByText("No Email Person"));
  await expectVisible(row33.getByText("Email is required"));
  await expectNoA11yViolations(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  await shootDialog(page, `guest-import-over-limit-result-${width}`, viewport);

  // ...and download as a CSV to fix beside the file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    notImported.getByRole("button", { name: "Download as CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe("skipped-rows.csv");
  const csv = await fs.readFile(await download.path(), "utf8");
  const lines = csv
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\n");
  expect(lines[0]).toBe("row,name,email,reason");
  expect(lines).toHaveLength(11);
  expect(lines[1]).toMatch(
    /^24,Guest 23,wedding23-[^,]+,This event's free plan allows 25 guests\. Upgrade the event's package to add more\.$/,
  );
  expect(lines[10]).toBe("33,No Email Person,,Email is required");

  await dialog.getByRole("button", { name: "Done" }).click();
  await expectHidden(dialog);
  const list = await apiAs<{ total: number }>(host, "GET", `/api/events/${eventId}/guests`);
  expect(list.total).toBe(25);
}

describe("a guest import over the free plan's limit", () => {
  test("on a phone: the preview says 22 of 31 fit, the import writes 22 and lists the rest to download", async () => {
    await importOverLimit("phone");
  });

  test("on a desktop, the same", async () => {
    await importOverLimit("desktop");
  });
});
