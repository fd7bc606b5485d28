import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  setupTempDir,
  signInContext,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();
const tempDirOf = setupTempDir("csv-preview-e2e-");

/**
 * Set SHOTS_DIR to keep pictures of the steps (for looking at the layout, not for the assertions):
 * the dialog's content scrolls, so one picture per screenful of it.
 */
async function shot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  const content = page.getByRole("dialog").locator(".MuiDialogContent-root");
  const { scrollHeight, clientHeight } = await content.evaluate((el) => ({
    scrollHeight: el.scrollHeight,
    clientHeight: el.clientHeight,
  }));
  for (let top = 0, n = 1; top < scrollHeight; top += clientHeight, n++) {
    await content.evaluate((el, y) => el.scrollTo(0, y), top);
    await page.screenshot({ path: path.join(dir, `${name}-${n}.png`) });
  }
  await content.evaluate((el) => el.scrollTo(0, 0));
}

/** The phone guest list: one card per guest. */
const card = (page: Page, name: string) =>
  page.getByRole("list", { name: "Guests" }).getByRole("listitem").filter({ hasText: name });

describe("CSV import preview on a phone", () => {
  test("shows new guests, updates and skipped rows with reasons before importing, and renames no one unasked", async () => {
    const host = await createUser({ name: "Preview Host" });
    const { id: eventId } = await createEventAs(host, `Import Night ${Date.now().toString(36)}`);
    // A guest the host typed in by hand.
    const raviEmail = uniqueEmail("ravi");
    await apiAs(host, "POST", `/api/events/${eventId}/guests`, {
      name: "Ravi",
      email: raviEmail,
      status: "invited",
    });

    const csv = path.join(tempDirOf(), "guests.csv");
    const kiranEmail = uniqueEmail("kiran");
    await fs.writeFile(
      csv,
      [
        "name,email,phone,category,status",
        `Kiran Rao,${kiranEmail},+91 99000 11111,friend,maybe`, // 2 new
        `Ravi Kumar,${raviEmail.toUpperCase()},+91 98450 12345,,confirmed`, // 3 already on the list
        "No Email Person,,,,", // 4
        "Bad Address,not-an-email,,,", // 5
        `Cousin Anu,${uniqueEmail("anu")},,cousin,`, // 6
      ].join("\n"),
    );

    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/guests?eventId=${eventId}`);
    await expectVisible(card(page, "Ravi"));
    await page.getByRole("main").getByRole("button", { name: "Import CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import Guests from CSV" });
    await dialog.locator('input[type="file"]').setInputFiles(csv);

    // The preview: every row accounted for, with its reason; nothing saved yet.
    const newGuests = dialog.getByRole("region", { name: "New guests (1)" });
    await expectVisible(newGuests.getByText("Kiran Rao"));
    const updates = dialog.getByRole("region", { name: "Updates (1)" });
    await expectVisible(updates.getByText("Phone: — → +91 98450 12345"));
    const kept = dialog.getByRole("region", { name: "Left as they are (1)" });
    await expectVisible(kept.getByText("Name stays Ravi (the file has Ravi Kumar)"));
    await expectVisible(kept.getByText("Status stays Invited (the file has Confirmed)"));
    const skipped = dialog.getByRole("region", { name: "Skipped rows (3)" });
    await expectVisible(skipped.getByText("Email is required"));
    await expectVisible(skipped.getByText("Please enter a valid email address"));
    await expectVisible(
      skipped.getByText('Unknown category "cousin" (use family, friend, colleague, vip, other)'),
    );
    for (const row of ["Row 4", "Row 5", "Row 6"])
      await expectVisible(skipped.getByText(row, { exact: true }));
    await shot(page, "preview-390");
    await expectNoA11yViolations(page);
    const list = await apiAs<{ total: number }>(host, "GET", `/api/events/${eventId}/guests`);
    expect(list.total).toBe(1);

    // Asking to update names and statuses shows the rename and the new status as changes first.
    const choice = dialog.getByRole("checkbox", {
      name: "Update names and statuses of guests already on the list",
    });
    await choice.check();
    await expectVisible(updates.getByText("Name: Ravi → Ravi Kumar"));
    await expectVisible(updates.getByText("Status: Invited → Confirmed"));
    await expectHidden(kept);
    await shot(page, "preview-update-existing-390");
    // The host keeps what they typed after all.
    await choice.uncheck();
    await expectVisible(kept.getByText("Name stays Ravi (the file has Ravi Kumar)"));

    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    // One new guest and one update: counted as such, not "imported 2".
    await expectVisible(dialog.getByText("1 new guest added, 1 updated, 0 unchanged"));
    await expectVisible(dialog.getByText("Some rows (4, 5, 6) were skipped due to invalid data"));
    await shot(page, "report-390");
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectHidden(dialog);

    // The list: Kiran added as Maybe; Ravi keeps his name and status, with the new phone.
    await expectVisible(card(page, "Kiran Rao").getByText("Maybe"));
    await expectVisible(card(page, "Ravi").getByText("Invited"));
    await expectVisible(card(page, "Ravi").getByText("+91 98450 12345"));
    await expectHidden(page.getByText("Ravi Kumar"));
    await expectVisible(page.getByRole("tab", { name: "All 2" }));
  });
});
