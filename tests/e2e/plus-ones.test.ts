import { describe, expect, test } from "vitest";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import { buyPackage } from "./door-fixtures.ts";
import {
  apiAs,
  baseUrl,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  guestsOfEventAs,
  setReplySettingsAs,
  setupBrowser,
  shoot,
  uniqueEmail,
} from "./fixtures.ts";

// Issue 34, item 1: each +1 is a person. A guest on a phone without JavaScript answers the meal
// question for themselves and for each +1, and the caterer's sheet counts one meal per person.

const browser = setupBrowser();

describe("each +1 is a person", () => {
  test("a party of three answers three meals without JavaScript at 390 px, and the caterer's sheet counts each", async () => {
    const host = await createUser({ name: "Leela Host" });
    const { id: eventId } = await createEventAs(host, `Wedding Dinner ${Date.now().toString(36)}`);
    await setReplySettingsAs(host, eventId, {
      askMeal: true,
      mealOptions: ["Veg", "Non-veg", "Jain"],
      askDietary: true,
    });
    await buyPackage(host, eventId, "premium");
    const { rsvpPath } = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
      name: "Nila Guest",
      email: uniqueEmail("nila"),
      status: "invited",
      plusOnesAllowed: 2,
    });

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(rsvpPath);
    await page.getByRole("radio", { name: "Attending", exact: true }).check();
    await page
      .getByRole("group", { name: "Your meal" })
      .getByRole("radio", { name: "Veg", exact: true })
      .check();
    await page.getByLabel("Your dietary needs").fill("No nuts");
    // A +1's meal question appears once they have a name; the next name box appears too.
    expect(await page.getByRole("group", { name: "Guest 1's meal" }).count()).toBe(0);
    await page.getByLabel("Guest 1 name").fill("Tara Plus");
    await page
      .getByRole("group", { name: "Guest 1's meal" })
      .getByRole("radio", { name: "Non-veg", exact: true })
      .check();
    await page.getByLabel("Guest 1's dietary needs").fill("No shellfish");
    await page.getByLabel("Guest 2 name").fill("Om Plus");
    await page
      .getByRole("group", { name: "Guest 2's meal" })
      .getByRole("radio", { name: "Jain", exact: true })
      .check();
    // The form fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(page, "reply-form-plus-ones-390");
    // axe needs script: the same form, with a +1 named, in a phone with JavaScript on.
    const { page: scripted } = await browser.newPage({ viewport: "phone" });
    await scripted.goto(rsvpPath);
    await scripted.getByRole("radio", { name: "Attending", exact: true }).check();
    await scripted.getByLabel("Guest 1 name").fill("Tara Plus");
    await expectVisible(scripted.getByRole("group", { name: "Guest 1's meal" }));
    await expectNoA11yViolations(scripted);
    await page.getByRole("button", { name: "Send reply" }).click();

    await expectVisible(page.getByText(rsvpMessages.thanksAttending));
    await expectVisible(page.getByText("Tara Plus (Non-veg; No shellfish), Om Plus (Jain)"));
    const [saved] = await guestsOfEventAs(host, eventId);
    expect(saved).toMatchObject({
      status: "confirmed",
      plusOnes: ["Tara Plus", "Om Plus"],
      plusOneAnswers: [
        { mealChoice: "Non-veg", dietaryNotes: "No shellfish" },
        { mealChoice: "Jain", dietaryNotes: "" },
      ],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
    });

    // The caterer's sheet: one meal per person, three people, not one party's meal guessed for all.
    const { context, page: dashboard } = await browser.newPage({ viewport: "phone" });
    await context.addCookies([{ name: host.cookie.name, value: host.cookie.value, url: baseUrl }]);
    await dashboard.goto(`/dashboard/events/${eventId}`);
    await dashboard.getByRole("tab", { name: "Analytics" }).click();
    const meals = dashboard.getByRole("table", { name: "Meals of the confirmed guests" });
    for (const row of ["Veg 1", "Non-veg 1", "Jain 1", "Total 3"])
      await expectVisible(meals.getByRole("row", { name: row, exact: true }));
    const dietary = dashboard.getByRole("table", { name: "Dietary needs of the confirmed guests" });
    await expectVisible(dietary.getByRole("row", { name: "No shellfish 1", exact: true }));
    expect(await dashboard.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(dashboard, "caterer-headcount-per-person-390");
  });
});
