import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  guestsOfEventAs,
  nextFormPost,
  setReplySettingsAs,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();

/** A public event whose reply form asks for a meal. */
async function createEvent(host: TestUser, title: string): Promise<string> {
  const { id } = await createEventAs(host, title);
  await setReplySettingsAs(host, id, { askMeal: true, mealOptions: ["Veg", "Non-veg"] });
  return id;
}

const guestsOf = guestsOfEventAs;

const answer = (scope: ReturnType<Page["getByRole"]> | Page, name: string) =>
  scope.getByRole("radio", { name, exact: true });

/** The guest's own meal choice (each +1 has a meal question of their own). */
const ownMeal = (scope: ReturnType<Page["getByRole"]> | Page, name: string) =>
  scope.getByRole("group", { name: "Your meal" }).getByRole("radio", { name, exact: true });

/** Fills the attending-only answers and the note, then goes to 'Not attending' and back. */
async function answerAndChangeMind(scope: ReturnType<Page["getByRole"]> | Page) {
  await answer(scope, "Attending").check();
  await scope.getByLabel("Guest 1 name").fill("Sita Plus");
  await ownMeal(scope, "Non-veg").check();
  await scope.getByLabel("Note to the host (optional)").fill("Running a little late");

  await answer(scope, "Not attending").check();
  // Only what a non-attending reply asks stays on screen.
  await expectHidden(scope.getByLabel("Guest 1 name"));
  await expectHidden(ownMeal(scope, "Non-veg"));
  await expectVisible(scope.getByLabel("Note to the host (optional)"));

  await answer(scope, "Attending").check();
  // Everything typed comes back.
  expect(await scope.getByLabel("Guest 1 name").inputValue()).toBe("Sita Plus");
  expect(await ownMeal(scope, "Non-veg").isChecked()).toBe(true);
  expect(await scope.getByLabel("Note to the host (optional)").inputValue()).toBe("Running a little late");
}

describe("a reply keeps what the guest typed", () => {
  test("on a personal link at 390 px, through Not attending and back", async () => {
    const host = await createUser({ name: "Asha Host" });
    const eventId = await createEvent(host, `Sangeet ${Date.now().toString(36)}`);
    const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
      name: "Ravi Guest",
      email: uniqueEmail("guest"),
      status: "invited",
      plusOnesAllowed: 1,
    });

    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto(guest.rsvpPath);
    await expectVisible(page.getByRole("button", { name: "Send reply" }));
    await answerAndChangeMind(page);

    const sent = nextFormPost(page, guest.rsvpPath);
    await page.getByRole("button", { name: "Send reply" }).click();
    const posted = await sent;
    expect(posted.get("response")).toBe("attending");
    expect(posted.getAll("plusOnes")).toEqual(["Sita Plus"]);
    expect(posted.get("mealChoice")).toBe("Non-veg");
    expect(posted.get("noteToHost")).toBe("Running a little late");
    await expectVisible(page.getByText(rsvpMessages.thanksAttending));
    await expectVisible(page.getByText("Sita Plus"));
    expect(await guestsOf(host, eventId)).toEqual([
      expect.objectContaining({
        name: "Ravi Guest",
        status: "confirmed",
        plusOnes: ["Sita Plus"],
        mealChoice: "Non-veg",
        noteToHost: "Running a little late",
      }),
    ]);
  });

  test("a decline sends no +1 or meal, and changing it back to Attending still has them", async () => {
    const host = await createUser({ name: "Asha Host" });
    const eventId = await createEvent(host, `Mehndi ${Date.now().toString(36)}`);
    const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
      name: "Kavya Guest",
      email: uniqueEmail("guest"),
      status: "invited",
      plusOnesAllowed: 2,
    });

    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto(guest.rsvpPath);
    await answerAndChangeMind(page);
    await answer(page, "Not attending").check();
    await expectHidden(page.getByLabel("Guest 1 name"));
    const sent = nextFormPost(page, guest.rsvpPath);
    await page.getByRole("button", { name: "Send reply" }).click();
    // The hidden fields keep what was typed (so Attending brings it back); the server drops the
    // answers only an attending guest is asked.
    const posted = await sent;
    expect(posted.get("response")).toBe("not_attending");
    expect(posted.get("noteToHost")).toBe("Running a little late");
    await expectVisible(page.getByText(rsvpMessages.thanksOther));
    await expectVisible(page.getByText("Running a little late"));
    expect(await page.getByText("Sita Plus").count()).toBe(0);
    expect(await page.getByText("Non-veg").count()).toBe(0);
    expect(await guestsOf(host, eventId)).toEqual([
      expect.objectContaining({ status: "declined", plusOnes: [], mealChoice: null }),
    ]);
  });

  test("the host lets registrants bring +1s; a visitor registers with one on the public page at 390 px", async () => {
    const host = await createUser({ name: "Asha Host" });
    const eventId = await createEvent(host, `Open Mic ${Date.now().toString(36)}`);
    const email = uniqueEmail("visitor");

    // The host raises the limit in the RSVP settings.
    const hostContext = await browser.newContext();
    await signInContext(hostContext, host);
    const list = await hostContext.newPage();
    await list.goto(`/dashboard/guests?eventId=${eventId}`);
    await list.getByRole("button", { name: "RSVP settings" }).click();
    const settings = list.getByRole("dialog", { name: /RSVP settings/ });
    await settings.getByRole("combobox", { name: "Guests each registrant may bring" }).click();
    await list.getByRole("option", { name: "Up to 2" }).click();
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expectVisible(list.getByText("RSVP settings saved"));
    expect(
      (await apiAs<{ openPlusOnes: number }>(host, "GET", `/api/events/${eventId}/rsvp-settings`))
        .openPlusOnes,
    ).toBe(2);

    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto(`/events/${eventId}`);
    await page.getByRole("link", { name: "Register for Event" }).click();
    await page.waitForURL((url) => url.hash === "#reply");
    const register = page.getByRole("region", { name: "Register for Event" });
    await register.getByLabel("Your name").fill("Nisha Visitor");
    await register.getByLabel("Email").fill(email);
    await expectVisible(register.getByText(rsvpMessages.tooManyPlusOnes(2), { exact: false }));
    await answerAndChangeMind(register);
    await expectNoA11yViolations(page);

    const sent = nextFormPost(page, `/events/${eventId}`);
    await register.getByRole("button", { name: "Register", exact: true }).click();
    const posted = await sent;
    expect(posted.get("response")).toBe("attending");
    expect(posted.getAll("plusOnes").filter(Boolean)).toEqual(["Sita Plus"]);
    await expectVisible(register.getByText(rsvpMessages.openReplyReceived));
    expect(await guestsOf(host, eventId)).toEqual([
      expect.objectContaining({
        name: "Nisha Visitor",
        status: "confirmed",
        plusOnes: ["Sita Plus"],
        mealChoice: "Non-veg",
        noteToHost: "Running a little late",
      }),
    ]);
  });
});
