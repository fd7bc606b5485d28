import type { ConsoleMessage, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  guestsOfEventAs,
  setReplySettingsAs,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// The guest pages (docs/architecture.md, "Two kinds of page") as guests meet them: on a phone, from a link,
// with JavaScript turned off as well as on.

const browser = setupBrowser();

async function eventWithMeals(host: TestUser, title: string): Promise<string> {
  const { id } = await createEventAs(host, title);
  await setReplySettingsAs(host, id, {
    askMeal: true,
    mealOptions: ["Veg", "Non-veg"],
    askDietary: true,
    hostMessage: "Come hungry!",
    openPlusOnes: 1,
  });
  return id;
}

async function invite(host: TestUser, eventId: string, name: string): Promise<string> {
  const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail("guest"),
    status: "invited",
    plusOnesAllowed: 2,
  });
  return guest.rsvpPath;
}

const guestsOf = guestsOfEventAs;

/** Whether the element is inside the phone's first screen (390 × 844). */
async function inFirstScreen(page: Page, selector: string): Promise<boolean> {
  const box = await page.locator(selector).first().boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= 844;
}

describe("without JavaScript, on a phone", () => {
  test("a guest opens the personal link, replies with a +1, and the host's list shows it", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Diwali Night ${Date.now().toString(36)}`;
    const eventId = await eventWithMeals(host, title);
    const link = await invite(host, eventId, "Ravi Guest");

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(link);
    // The whole event is in the first HTML, and the answer is one thumb away.
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));
    await expectVisible(page.getByText("Come hungry!"));
    expect(await inFirstScreen(page, "input[name='response'][value='attending']")).toBe(true);

    await page.getByRole("radio", { name: "Attending", exact: true }).check();
    await page.getByLabel("Guest 1 name").fill("Meera Plus");
    await page
      .getByRole("group", { name: "Your meal" })
      .getByRole("radio", { name: "Veg", exact: true })
      .check();
    await page.getByLabel("Your dietary needs").fill("No nuts");
    await page.getByRole("button", { name: "Send reply" }).click();

    // The answer page: the thanks and the saved answer, scrolled into view (#reply).
    await expectVisible(page.getByText(rsvpMessages.thanksAttending));
    await expectVisible(page.getByText("Meera Plus"));
    expect(new URL(page.url()).hash).toBe("#reply");
    await expectVisible(page.getByRole("link", { name: "Download .ics" }));

    const [saved] = await guestsOf(host, eventId);
    expect(saved).toMatchObject({ status: "confirmed", plusOnes: ["Meera Plus"], mealChoice: "Veg" });

    // The host's list (the dashboard app) shows the answer with the +1.
    const { context, page: dashboard } = await browser.newPage({ viewport: "phone" });
    await signInContext(context, host);
    await dashboard.goto(`/dashboard/guests?eventId=${eventId}`);
    await expectVisible(dashboard.getByText("Ravi Guest"));
    await expectVisible(dashboard.getByText(/Meera Plus/));

    // Changing the reply: the form comes back with what was saved.
    await page.getByRole("link", { name: "Change reply" }).click();
    expect(await page.getByLabel("Guest 1 name").inputValue()).toBe("Meera Plus");
    expect(await page.getByRole("radio", { name: "Attending", exact: true }).isChecked()).toBe(true);
  });

  test("a message shows beside the field, and what was typed stays", async () => {
    const host = await createUser();
    const eventId = await eventWithMeals(host, `Mehndi ${Date.now().toString(36)}`);
    const link = await invite(host, eventId, "Kiran Guest");

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(link);
    await page.getByLabel("Note to the host (optional)").fill("Can I bring my dog?");
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(page.getByText(rsvpMessages.responseRequired));
    expect(await page.getByLabel("Note to the host (optional)").inputValue()).toBe("Can I bring my dog?");
    expect((await guestsOf(host, eventId))[0].status).toBe("invited");
  });

  test("a visitor reads a public event and registers on its page, with a +1", async () => {
    const host = await createUser();
    const title = `Open Garba ${Date.now().toString(36)}`;
    const eventId = await eventWithMeals(host, title);

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto("/events");
    await page.getByRole("searchbox", { name: "Search events" }).fill(title);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("link", { name: "View Details" }).first().click();
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));

    await page.getByRole("link", { name: "Register for Event" }).click();
    await page.getByLabel("Your name").fill("Farah Visitor");
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByRole("button", { name: "Register" }).click();
    await expectVisible(page.getByText(rsvpMessages.emailInvalid));

    const email = uniqueEmail("visitor");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Guest 1 name").fill("Zoya Plus");
    await page.getByRole("button", { name: "Register" }).click();
    await expectVisible(page.getByText(rsvpMessages.openReplyReceived));

    const listed = (await guestsOf(host, eventId)).find((g) => g.name === "Farah Visitor");
    expect(listed).toMatchObject({ status: "confirmed", plusOnes: ["Zoya Plus"] });
  });
});

describe("with JavaScript", () => {
  test("the reply goes without a page load; the thanks take focus; no console errors or warnings", async () => {
    const host = await createUser();
    const eventId = await eventWithMeals(host, `Sangeet ${Date.now().toString(36)}`);
    const link = await invite(host, eventId, "Sita Guest");

    const { page } = await browser.newPage({ viewport: "phone" });
    const noise: string[] = [];
    page.on("console", (m: ConsoleMessage) => {
      if (m.type() === "error" || m.type() === "warning") noise.push(`${m.type()}: ${m.text()}`);
    });
    page.on("pageerror", (e) => noise.push(`pageerror: ${e.message}`));
    await page.goto(link);
    await page.evaluate(() => {
      (window as unknown as { samePage: boolean }).samePage = true;
    });

    await page.getByRole("radio", { name: "Attending", exact: true }).check();
    await page.getByLabel("Guest 1 name").fill("Dev Plus");
    await page.getByRole("button", { name: "Send reply" }).click();
    const thanks = page.getByRole("status").filter({ hasText: rsvpMessages.thanksAttending });
    await expectVisible(thanks);
    expect(await thanks.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    expect((await guestsOf(host, eventId))[0].plusOnes).toEqual(["Dev Plus"]);

    // Change reply, then decline: the +1 is not sent.
    await page.getByRole("link", { name: "Change reply" }).click();
    await page.getByRole("radio", { name: "Not attending", exact: true }).check();
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(page.getByText(rsvpMessages.thanksOther));
    expect((await guestsOf(host, eventId))[0]).toMatchObject({ status: "declined", plusOnes: [] });
    expect(noise).toEqual([]);
  });

  test("axe finds nothing serious on any guest page at 390 px", async () => {
    const host = await createUser();
    const eventId = await eventWithMeals(host, `Haldi ${Date.now().toString(36)}`);
    const link = await invite(host, eventId, "Lata Guest");
    const { page } = await browser.newPage({ viewport: "phone" });
    for (const path of ["/", "/events", `/events/${eventId}`, link]) {
      await page.goto(path);
      await expectNoA11yViolations(page);
    }
  });
});
