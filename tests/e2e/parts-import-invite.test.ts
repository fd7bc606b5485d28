import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { importMessages, partsChangedText } from "../../src/contract/guest-import.ts";
import type { Guest } from "../../src/contract/guests.ts";
import {
  afterToasts,
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  readOutbox,
  setupBrowser,
  setupTempDir,
  shoot,
  signInContext,
  uniqueEmail,
} from "./fixtures.ts";

// A wedding in four parts (issue 36), on a phone: the host imports a guest list whose Parts column
// says who comes to what, sees each guest's parts on the list, and sends one e-mail invitation; the
// guest's mail names only their parts, in order. Then the host answers for a guest per part on the
// guest form, and a second import moves a guest already on the list to other parts.

const browser = setupBrowser();
const tempDirOf = setupTempDir("parts-import-e2e-");

const card = (page: Page, name: string) =>
  page.getByRole("list", { name: "Guests" }).getByRole("listitem").filter({ hasText: name });

describe("a wedding's guest list in parts", () => {
  test("at 390 px: a CSV assigns parts, the list shows them, one e-mail invitation names only the guest's parts", {
    timeout: 240_000,
  }, async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Mehta Wedding ${Date.now().toString(36)}`;
    const { id: eventId } = await createEventAs(host, title, false);
    const times = [
      ["Haldi", "10:00"],
      ["Mehndi", "15:00"],
      ["Sangeet", "19:30"],
      ["Reception", "20:00"],
    ];
    for (const [name, startTime] of times) {
      await apiAs(host, "POST", `/api/events/${eventId}/parts`, {
        ...{ name, date: "2031-06-15", startTime, endTime: null, venue: null, note: "" },
        ...{ capacity: null, isPublic: true },
      });
    }

    const meera = uniqueEmail("meera");
    const csv = path.join(tempDirOf(), "wedding.csv");
    await fs.writeFile(
      csv,
      [
        "name,email,category,parts",
        `Meera Nair,${meera},friend,haldi; Sangeet`,
        `Ravi Kumar,${uniqueEmail("ravi")},family,`,
        `Dev Shah,${uniqueEmail("dev")},colleague,Reception`,
        `Zoya Typo,${uniqueEmail("zoya")},friend,Sangeet;Cocktails`,
      ].join("\n"),
    );

    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/guests?eventId=${eventId}`);
    await page.getByRole("main").getByRole("button", { name: "Import CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import Guests from CSV" });
    await dialog.locator('input[type="file"]').setInputFiles(csv);
    // A part the wedding does not have skips that row, and says which parts there are.
    await expectVisible(dialog.getByText('Unknown part "Cocktails" (use Haldi, Mehndi, Sangeet, Reception)'));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expectVisible(dialog.getByText("Some rows (5) were skipped due to invalid data"));
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectHidden(dialog);

    // Each guest's parts on the list: Meera two, Ravi (no Parts cell) all four, Dev one.
    await expectVisible(card(page, "Meera Nair").getByText("Haldi: No answer"));
    await expectVisible(card(page, "Meera Nair").getByText("Sangeet: No answer"));
    await expectHidden(card(page, "Meera Nair").getByText("Mehndi: No answer"));
    await expectVisible(card(page, "Ravi Kumar").getByText("Reception: No answer"));
    await expectVisible(card(page, "Ravi Kumar").getByText("Mehndi: No answer"));
    await expectVisible(card(page, "Dev Shah").getByText("Reception: No answer"));
    await expectHidden(card(page, "Dev Shah").getByText("Haldi: No answer"));
    await afterToasts(page);
    await shoot(page, "parts-import-list-390");
    await expectNoA11yViolations(page);
    const list = await apiAs<{ items: Guest[] }>(host, "GET", `/api/events/${eventId}/guests?pageSize=25`);
    expect(Object.fromEntries(list.items.map((g) => [g.name, g.parts.length]))).toEqual({
      "Meera Nair": 2,
      "Ravi Kumar": 4,
      "Dev Shah": 1,
    });

    // One e-mail invitation, to Meera, through the wizard.
    await page.goto(`/dashboard/invitations/create?eventId=${eventId}`);
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    expect(await page.getByRole("radio", { name: "Email" }).isChecked()).toBe(true);
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();
    await page.getByRole("button", { name: "Next", exact: true }).click();
    await page.getByRole("button", { name: "Send Now" }).click();
    await expectVisible(page.getByText("Invitation sent successfully"));

    const mail = await readOutbox(meera, 30_000, `Invitation to ${title}`);
    const listed = mail.text.split("You are invited to:")[1] ?? "";
    expect(listed).toContain("Haldi");
    expect(listed).toContain("Sangeet");
    expect(listed.indexOf("Haldi")).toBeLessThan(listed.indexOf("Sangeet"));
    expect(listed).not.toContain("Mehndi");
    expect(listed).not.toContain("Reception");

    // On the guest form the host answers for Meera per part: Attending the haldi, not the sangeet.
    const meeraId = list.items.find((g) => g.name === "Meera Nair")!.id;
    await page.goto(`/dashboard/guests/edit/${meeraId}`);
    const answers = page.getByRole("group", { name: "Answers per part" });
    await answers.getByRole("combobox", { name: "Haldi" }).click();
    await page.getByRole("option", { name: "Attending", exact: true }).click();
    await answers.getByRole("combobox", { name: "Sangeet" }).click();
    await page.getByRole("option", { name: "Not attending" }).click();
    // The status follows the answers: coming to one part is Confirmed.
    await expectVisible(page.getByRole("combobox", { name: /^Status/ }).getByText("Confirmed"));
    await afterToasts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    await shoot(page, "parts-guest-form-390");
    await page.getByRole("button", { name: "Update Guest" }).click();
    await expectVisible(page.getByText("Guest updated successfully"));
    // Saved, the form goes back to the list by itself.
    await page.waitForURL(new RegExp(`/dashboard/guests\\?eventId=${eventId}$`));
    await expectVisible(card(page, "Meera Nair").getByText("Haldi: Going 1"));
    await expectVisible(card(page, "Meera Nair").getByText("Sangeet: No"));

    // A second file moves Meera to the reception: only with "update" ticked, her Yes going with the haldi.
    const again = path.join(tempDirOf(), "wedding-2.csv");
    await fs.writeFile(again, ["name,email,parts", `Meera Nair,${meera},Reception`].join("\n"));
    await page.getByRole("main").getByRole("button", { name: "Import CSV" }).first().click();
    await dialog.locator('input[type="file"]').setInputFiles(again);
    await expectVisible(dialog.getByText("Parts stays Haldi; Sangeet (the file has Reception)"));
    await dialog.getByRole("checkbox", { name: importMessages.updateExistingPartsLabel }).check();
    await expectVisible(dialog.getByText("Parts: Haldi; Sangeet → Reception"));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expectVisible(dialog.getByText(partsChangedText(1)));
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectHidden(dialog);
    await expectVisible(card(page, "Meera Nair").getByText("Reception: No answer"));
    await expectHidden(card(page, "Meera Nair").getByText("Haldi: Going 1"));
    await context.close();
  });
});
