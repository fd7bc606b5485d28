import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { upgradePath } from "../../src/contract/payments.ts";
import { buyPackage } from "./door-fixtures.ts";
import {
  apiAs,
  apiRaw,
  baseUrl,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setReplySettingsAs,
  setupBrowser,
  shoot,
  type TestUser,
} from "./fixtures.ts";

// The Analytics tab of the event page: the upgrade offer without a package, the funnel and the
// caterer's headcount with Premium, replies over time, by category and the CSV with Deluxe.

const browser = setupBrowser();

/** Buys a package in payment test mode through the API, as the payments page does. */
/** A guest who opens their personal link on a phone and answers. */
async function guestReplies(host: TestUser, eventId: string, name: string, reply: Record<string, unknown>) {
  const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: `${name.toLowerCase()}-${eventId.slice(0, 8)}@example.com`,
    status: "invited",
    plusOnesAllowed: 2,
  });
  const opened = await fetch(`${baseUrl}${guest.rsvpPath}`, {
    headers: {
      "user-agent": "Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36",
    },
  });
  expect(opened.status).toBe(200);
  const token = guest.rsvpPath.split("/").pop();
  const res = await fetch(`${baseUrl}/api/rsvp/${token}`, {
    method: "PUT",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ plusOnes: [], mealChoice: null, dietaryNotes: "", noteToHost: "", ...reply }),
  });
  expect(res.status).toBe(200);
}

async function openAnalytics(page: Page, eventId: string) {
  await page.goto(`/dashboard/events/${eventId}`);
  await page.getByRole("tab", { name: "Analytics" }).click();
}

describe("the event page's analytics", () => {
  test("without a package it says what the analytics show and offers the upgrade; the server refuses them", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Book Club Evening");
    const { context, page } = await browser.newPage({ viewport: "phone" });
    await context.addCookies([{ name: host.cookie.name, value: host.cookie.value, url: baseUrl }]);
    await openAnalytics(page, event.id);
    const offer = page.getByTestId("offer-basicAnalytics");
    await expectVisible(
      offer.getByRole("heading", { name: "Basic analytics come with the Premium package" }),
    );
    await expectVisible(offer.getByText(/The caterer's headcount/));
    const upgrade = offer.getByRole("link", { name: "Upgrade to Premium" });
    // The way there comes back here once it is bought.
    const here = new URL(page.url());
    expect(await upgrade.getAttribute("href")).toBe(upgradePath(event.id, here.pathname + here.search));
    // No made-up figures: no funnel, no headcount.
    expect(await page.getByRole("heading", { name: "Reply funnel" }).count()).toBe(0);
    // The page fits the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    await shoot(page, "analytics-offer-390");
    expect((await apiRaw(host, "GET", `/api/events/${event.id}/analytics`)).status).toBe(403);

    // The offer leads to this event's packages.
    await upgrade.click();
    await expectVisible(page.getByRole("heading", { name: "Premium" }));
  });

  test("with Premium the funnel and the caterer's headcount, which prints alone; with Deluxe replies per day, by category and the CSV", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Anniversary Dinner");
    await setReplySettingsAs(host, event.id, {
      askMeal: true,
      mealOptions: ["Veg", "Non-veg"],
      askDietary: true,
    });
    await buyPackage(host, event.id, "premium");
    await guestReplies(host, event.id, "Asha", {
      response: "attending",
      plusOnes: ["Ravi"],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
    });
    await guestReplies(host, event.id, "Bala", { response: "attending", mealChoice: "Non-veg" });
    await guestReplies(host, event.id, "Chitra", { response: "maybe" });
    await apiAs(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Dev",
      email: `dev-${event.id.slice(0, 8)}@example.com`,
      status: "invited",
    });

    for (const viewport of ["phone", "desktop"] as const) {
      const { context, page } = await browser.newPage({ viewport });
      await context.addCookies([{ name: host.cookie.name, value: host.cookie.value, url: baseUrl }]);
      await openAnalytics(page, event.id);
      await expectVisible(page.getByRole("heading", { name: "Reply funnel" }));
      // The chart (drawn inert, for the eye), then its table.
      await expectVisible(page.locator("[inert] svg").first());
      // The chart's table: invited 4, opened 3, replied 3.
      await page.getByText("Show as a table").first().click();
      const funnel = page.getByRole("table", { name: "Reply funnel" });
      await expectVisible(funnel.getByRole("row", { name: /^Invited.* 4 100%$/ }));
      await expectVisible(funnel.getByRole("row", { name: /^Opened.* 3 75%$/ }));
      await expectVisible(funnel.getByRole("row", { name: /^Replied.* 3 75%$/ }));
      await expectVisible(page.getByText("3 people"));
      const meals = page.getByRole("table", { name: "Meals of the confirmed guests" });
      // Per person: Asha's Veg, Bala's Non-veg, and Ravi, who chose nothing.
      await expectVisible(meals.getByRole("row", { name: "Veg 1", exact: true }));
      await expectVisible(meals.getByRole("row", { name: "Not chosen 1", exact: true }));
      await expectVisible(meals.getByRole("row", { name: "Total 3", exact: true }));
      await expectVisible(
        page.getByRole("heading", { name: "Advanced analytics come with the Deluxe package" }),
      );
      expect(await page.getByRole("link", { name: "Download CSV" }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === "phone" ? 390 : 1280,
      );
      await expectNoA11yViolations(page);
      await shoot(page, `analytics-premium-${viewport === "phone" ? 390 : 1280}`);

      if (viewport === "phone") {
        // Printing shows the headcount alone: the funnel and the dashboard around it are hidden.
        await page.emulateMedia({ media: "print" });
        await page.evaluate(() => {
          window.print = () => {
            const seen = (name: string) =>
              [...document.querySelectorAll("h3")].find((h) => h.textContent === name)!;
            (window as unknown as { printed: string[] }).printed = [
              getComputedStyle(seen("Caterer's headcount")).visibility,
              getComputedStyle(seen("Reply funnel")).visibility,
            ];
          };
        });
        await page.getByRole("button", { name: "Print headcount" }).click();
        expect(await page.evaluate(() => (window as unknown as { printed: string[] }).printed)).toEqual([
          "visible",
          "hidden",
        ]);
        await page.emulateMedia({ media: "screen" });
      }
    }

    await buyPackage(host, event.id, "deluxe");
    for (const viewport of ["phone", "desktop"] as const) {
      const { context, page } = await browser.newPage({ viewport });
      await context.addCookies([{ name: host.cookie.name, value: host.cookie.value, url: baseUrl }]);
      await openAnalytics(page, event.id);
      await expectVisible(page.getByRole("heading", { name: "Replies per day" }));
      await expectVisible(page.getByRole("heading", { name: "Replies by category" }));
      await page.getByText("Show as a table").nth(2).click();
      const categories = page.getByRole("table", { name: "Replies by category" });
      await expectVisible(categories.getByRole("row", { name: "No category 4 2 1 0 1 3" }));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === "phone" ? 390 : 1280,
      );
      await expectNoA11yViolations(page);
      await shoot(page, `analytics-deluxe-${viewport === "phone" ? 390 : 1280}`);
      if (viewport === "desktop") {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: "Download CSV" }).click(),
        ]);
        expect(download.suggestedFilename()).toBe("anniversary-dinner-headcount.csv");
        const csv = await fs.readFile(await download.path(), "utf8");
        expect(csv).toContain("Asha,Asha,Veg,No nuts,");
        expect(csv).toContain("Asha,Ravi,,,");
        expect(csv).toContain("Total,3 people in 2 parties");
      }
    }
  });
});
