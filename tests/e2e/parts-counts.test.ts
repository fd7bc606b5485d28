import fs from "node:fs/promises";
import { describe, expect, test } from "vitest";
import type { Part } from "../../src/contract/parts.ts";
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
  uniqueEmail,
} from "./fixtures.ts";

// The host's headcount and caterer's sheet per part (issue 36): a wedding in two parts whose
// guests answered each part through the API; the Analytics tab shows per part who comes and eats what.

const browser = setupBrowser();

/** A guest of the event (invited to every part, as parts added after them invite everyone). */
async function guestOf(host: TestUser, eventId: string, name: string) {
  const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail(name.toLowerCase()),
    status: "invited",
    plusOnesAllowed: 2,
  });
  return guest.rsvpPath.split("/").pop() ?? "";
}

/** The guest's reply through their link: the party and meals once, then an answer per part. */
async function answers(token: string, reply: Record<string, unknown>) {
  const res = await fetch(`${baseUrl}/api/rsvp/${token}`, {
    method: "PUT",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ plusOnes: [], mealChoice: null, dietaryNotes: "", noteToHost: "", ...reply }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

describe("the headcount of an event in parts", () => {
  test("the Analytics tab and the caterer's sheet count each part: replies, people and meals", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Riya weds Kabir");
    await setReplySettingsAs(host, event.id, {
      askMeal: true,
      mealOptions: ["Veg", "Non-veg"],
      askDietary: true,
    });
    await buyPackage(host, event.id, "deluxe");
    const asha = await guestOf(host, event.id, "Asha");
    const bala = await guestOf(host, event.id, "Bala");
    await guestOf(host, event.id, "Chitra");
    const part = (body: Record<string, unknown>) =>
      apiAs<Part>(host, "POST", `/api/events/${event.id}/parts`, {
        date: "2031-06-14",
        endTime: null,
        venue: null,
        note: "",
        capacity: null,
        isPublic: true,
        ...body,
      });
    const haldi = await part({
      name: "Haldi",
      startTime: "10:00",
      endTime: "12:00",
      venue: "Courtyard, Amer",
    });
    const sangeet = await part({ name: "Sangeet", startTime: "19:00" });
    // Asha comes to both, her +1 Ravi only to the sangeet; Bala only to the sangeet; Chitra has not answered.
    await answers(asha, {
      response: "attending",
      plusOnes: ["Ravi"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "No nuts" }],
      mealChoice: "Veg",
      parts: [
        { partId: haldi.id, attending: true, party: 1 },
        { partId: sangeet.id, attending: true, party: 2 },
      ],
    });
    await answers(bala, {
      response: "attending",
      mealChoice: "Non-veg",
      parts: [
        { partId: haldi.id, attending: false, party: 1 },
        { partId: sangeet.id, attending: true, party: 1 },
      ],
    });

    for (const viewport of ["phone", "desktop"] as const) {
      const { context, page } = await browser.newPage({ viewport });
      await context.addCookies([{ name: host.cookie.name, value: host.cookie.value, url: baseUrl }]);
      await page.goto(`/dashboard/events/${event.id}`);
      await page.getByRole("tab", { name: "Analytics" }).click();
      const replies = page.getByRole("table", { name: "Replies per part" });
      // Part, Going, Waitlist, No, No answer, People.
      await expectVisible(replies.getByRole("row", { name: "Haldi 1 0 1 1 1", exact: true }));
      await expectVisible(replies.getByRole("row", { name: "Sangeet 2 0 0 1 3", exact: true }));
      const haldiSection = page.getByRole("region", { name: "Haldi" });
      await expectVisible(haldiSection.getByText("Sat 14 Jun, 10:00–12:00 · Courtyard, Amer"));
      await expectVisible(haldiSection.getByText("in 1 confirmed party"));
      const sangeetMeals = page.getByRole("table", { name: "Meals of the guests coming to Sangeet" });
      await expectVisible(sangeetMeals.getByRole("row", { name: "Non-veg 2", exact: true }));
      await expectVisible(sangeetMeals.getByRole("row", { name: "Veg 1", exact: true }));
      await expectVisible(sangeetMeals.getByRole("row", { name: "Total 3", exact: true }));
      const haldiMeals = page.getByRole("table", { name: "Meals of the guests coming to Haldi" });
      await expectVisible(haldiMeals.getByRole("row", { name: "Veg 1", exact: true }));
      expect(await haldiMeals.getByRole("row", { name: /Non-veg/ }).count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport === "phone" ? 390 : 1280,
      );
      await expectNoA11yViolations(page);
      await page.getByRole("heading", { name: "Caterer's headcount" }).scrollIntoViewIfNeeded();
      await shoot(page, `parts-counts-${viewport === "phone" ? 390 : 1280}`);
      if (viewport === "phone") {
        const [download] = await Promise.all([
          page.waitForEvent("download"),
          page.getByRole("link", { name: "CSV of Sangeet" }).click(),
        ]);
        expect(download.suggestedFilename()).toBe("riya-weds-kabir-sangeet-headcount.csv");
        const csv = await fs.readFile(await download.path(), "utf8");
        expect(csv).toContain("Sangeet,Asha,Ravi,Non-veg,No nuts,");
        expect(csv).toContain("Sangeet,Total,3 people in 2 parties");
        expect(csv).not.toContain("Haldi");
      }
    }

    // The whole sheet: a section per part, with its time and place.
    const whole = await (await apiRaw(host, "GET", `/api/events/${event.id}/analytics/headcount.csv`)).text();
    expect(whole).toContain('Haldi,"Sat 14 Jun, 10:00–12:00 · Courtyard, Amer",');
    expect(whole).toContain("Haldi,Total,1 person in 1 party");
    // Two pages, two downloads and an accessibility check each: more than one page's minute.
  }, 150_000);
});
