import type { Page } from "playwright-core";
import { beforeAll, describe, test } from "vitest";
import {
  apiAs,
  baseUrl,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  pickOption,
  setReplySettingsAs,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
  type viewports,
} from "./fixtures.ts";

// Issue 20, item 6: the host sees the numbers. One event with replies, made through the API in
// beforeAll, is looked at on a 390 px phone and on a desktop.

const browser = setupBrowser();

type GuestBody = { id: string; name: string; email: string; rsvpPath: string };

let host: TestUser;
let eventId = "";
let title = "";

async function addGuest(eventIdOf: string, name: string, status = "invited", plusOnesAllowed = 0) {
  return apiAs<GuestBody>(host, "POST", `/api/events/${eventIdOf}/guests`, {
    name,
    email: uniqueEmail("numbers"),
    status,
    plusOnesAllowed,
  });
}

/** A guest's own reply, through their personal link, as their browser would send it. */
async function replyAs(guest: GuestBody, body: object) {
  const token = guest.rsvpPath.split("/").pop();
  const res = await fetch(`${baseUrl}/api/rsvp/${token}`, {
    method: "PUT",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`reply of ${guest.name}: ${res.status} ${await res.text()}`);
}

beforeAll(async () => {
  host = await createUser({ name: "Nandini Host" });
  title = `Numbers Night ${Date.now().toString(36)}`;
  eventId = (await createEventAs(host, title)).id;
  await setReplySettingsAs(host, eventId, {
    askMeal: true,
    mealOptions: ["Veg", "Non-veg", "Vegan"],
    askDietary: true,
  });
  // Three replies of the guests' own; two statuses the host set by hand; one guest who has not answered.
  const asha = await addGuest(eventId, "Asha Rao", "invited", 2);
  const ben = await addGuest(eventId, "Ben Thomas", "invited", 1);
  const chitra = await addGuest(eventId, "Chitra Menon");
  await addGuest(eventId, "Dev Kapoor", "confirmed");
  await addGuest(eventId, "Esha Pillai", "declined");
  await addGuest(eventId, "Farah Khan");
  await replyAs(asha, {
    response: "attending",
    plusOnes: ["Arun Rao", "Anu Rao"],
    mealChoice: "Veg",
    dietaryNotes: "No nuts, please",
  });
  await replyAs(ben, { response: "attending", plusOnes: ["Bina Thomas"], mealChoice: "Non-veg" });
  await replyAs(chitra, { response: "maybe" });
});

async function hostPage(viewport: keyof typeof viewports): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, host);
  return context.newPage();
}

const numbers = (page: Page) => page.getByRole("region", { name: "Guest numbers" });

/** Headcount 6 = Asha, Ben and Dev (confirmed) + Asha's two and Ben's one +1s; 3 own replies of 6. */
async function expectGuestNumbers(page: Page) {
  const region = numbers(page);
  await expectVisible(region.getByText("Headcount 6", { exact: true }));
  await expectVisible(region.getByText("3 confirmed guests + 3 plus-ones", { exact: true }));
  // Dev (confirmed) and Esha (declined) were set by the host: not replies.
  await expectVisible(region.getByText("Replied 3 of 6", { exact: true }));
  const meals = region.getByRole("list", { name: "Meal tallies" });
  // Per person: Asha's Veg and Ben's Non-veg; their three +1s and Dev chose nothing.
  for (const tally of ["Veg: 1", "Non-veg: 1", "Vegan: 0", "No choice: 4"]) {
    await expectVisible(meals.getByText(tally, { exact: true }));
  }
}

/** Going 6 (people: confirmed guests and their +1s), Maybe 1 (Chitra), Declined 1 (Esha). */
async function expectReplyCounts(page: Page) {
  const group = page.getByRole("group", { name: `Replies to ${title}` });
  await expectVisible(group);
  await expectVisible(group.getByText("(incl. +1s)"));
  const expected = JSON.stringify([
    ["Going (incl. +1s)", "6"],
    ["Maybe (guests)", "1"],
    ["Declined (guests)", "1"],
  ]);
  // Read again until it holds: the previous screen may still be on its way out.
  let figures = "";
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; ) {
    const cells = await group
      .locator("dl > div")
      .evaluateAll((divs) =>
        divs.map((d) => [d.querySelector("dt")?.textContent, d.querySelector("dd")?.textContent]),
      );
    figures = JSON.stringify(cells);
    if (figures === expected) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`reply counts ${figures}, expected ${expected}`);
}

describe.each(["phone", "desktop"] as const)("the host's numbers at %s width", (viewport) => {
  test("the guest list's header shows the headcount with +1s, Replied and the meal tallies", async () => {
    const page = await hostPage(viewport);
    await page.goto(`/dashboard/guests?eventId=${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Guests" }));
    await expectGuestNumbers(page);

    if (viewport === "desktop") {
      // Meal and Dietary are columns of the table.
      const table = page.getByRole("table", { name: "Guests" });
      await expectVisible(table.getByRole("columnheader", { name: "Meal" }));
      await expectVisible(table.getByRole("columnheader", { name: "Dietary" }));
      const asha = table.getByRole("row").filter({ hasText: "Asha Rao" });
      await expectVisible(asha.getByRole("cell", { name: "Veg", exact: true }));
      await expectVisible(asha.getByRole("cell", { name: "No nuts, please" }));
    } else {
      // Phones show a card per guest, with the meal and dietary notes only where given.
      const cards = page.getByRole("list", { name: "Guests" });
      const asha = cards.getByRole("listitem").filter({ hasText: "Asha Rao" });
      await expectVisible(asha.getByText("Meal", { exact: true }));
      await expectVisible(asha.getByText("No nuts, please"));
      const farah = cards.getByRole("listitem").filter({ hasText: "Farah Khan" });
      await expectVisible(farah.getByText("Responded"));
      if ((await farah.getByText("Meal", { exact: true }).count()) !== 0) {
        throw new Error("a guest without a meal choice shows an empty Meal on the card");
      }
    }
    await expectNoA11yViolations(page);
  });

  test("the event card and the event page show Going / Maybe / Declined", async () => {
    const page = await hostPage(viewport);
    await page.goto("/dashboard/events");
    await expectVisible(page.getByRole("heading", { level: 2, name: title }));
    await expectReplyCounts(page);
    await expectNoA11yViolations(page);

    await page.getByRole("link", { name: `View ${title}` }).click();
    await expectPath(page, `/dashboard/events/${eventId}`);
    await expectReplyCounts(page);
    // The Guests tab carries the same header numbers as the guest list.
    await page.getByRole("tab", { name: "Guests" }).click();
    await expectGuestNumbers(page);
    await expectNoA11yViolations(page);
  });
});

test("a status the host sets does not count as replied; the guest's own reply does", async () => {
  const otherId = (await createEventAs(host, `Quiet Lunch ${Date.now().toString(36)}`)).id;
  const guest = await addGuest(otherId, "Gita Bose");
  const page = await hostPage("phone");
  await page.goto(`/dashboard/guests?eventId=${otherId}`);
  await expectVisible(numbers(page).getByText("Replied 0 of 1", { exact: true }));

  // The host marks Gita as Confirmed by hand: she is in the headcount, but she has not replied.
  await page.getByRole("link", { name: "Edit Gita Bose" }).click();
  await pickOption(page, /^Status/, "Confirmed");
  await page.getByRole("main").getByRole("button", { name: "Update Guest" }).click();
  await expectPath(page, "/dashboard/guests", `?eventId=${otherId}`);
  await expectVisible(numbers(page).getByText("Headcount 1", { exact: true }));
  await expectVisible(numbers(page).getByText("Replied 0 of 1", { exact: true }));

  // Gita answers through her own link; the open list follows live.
  await replyAs(guest, { response: "maybe" });
  await expectVisible(numbers(page).getByText("Replied 1 of 1", { exact: true }));
  await expectVisible(numbers(page).getByText("Headcount 0", { exact: true }));
});
