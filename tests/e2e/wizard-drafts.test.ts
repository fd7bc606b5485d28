import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// Issue 20, item 4: nothing typed is lost in a wizard. On a 390 px phone.

const browser = setupBrowser();

async function phonePage(user: TestUser): Promise<Page> {
  const context = await browser.newContext({ viewport: "phone" });
  await signInContext(context, user);
  const page = await context.newPage();
  // A reload with unsaved changes raises the browser's own "Leave site?" question: say yes to it.
  page.on("dialog", (dialog) => void dialog.accept());
  return page;
}

const main = (page: Page) => page.getByRole("main");
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const next = (page: Page) => main(page).getByRole("button", { name: "Next", exact: true });
const leaveDialog = (page: Page) => page.getByRole("dialog", { name: "Leave without saving?" });
const restoredNotice = (page: Page) => page.getByText("Your unsaved changes were restored.");
const stepOf = (page: Page) => new URL(page.url()).searchParams.get("step");

/** Whether closing or reloading the tab now would make the browser ask first. */
function tabCloseAsks(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const event = new Event("beforeunload", { cancelable: true });
    window.dispatchEvent(event);
    return event.defaultPrevented;
  });
}

/** Follows a link of the dashboard's navigation, which a phone keeps in a drawer. */
async function openNavLink(page: Page, name: string): Promise<void> {
  await page.getByRole("button", { name: "Open dashboard navigation" }).click();
  await page
    .getByRole("navigation", { name: "Dashboard navigation" })
    .getByRole("link", { name, exact: true })
    .click();
}

describe("the event wizard", () => {
  test("a reload brings back what was typed and the step; Back and Forward move between steps", async () => {
    const host = await createUser({ name: "Draft Host" });
    const page = await phonePage(host);
    await page.goto("/dashboard/events/create");
    await expectVisible(stepHeading(page, "Basic Information"));
    expect(await tabCloseAsks(page)).toBe(false);

    await page.getByLabel("Event Title").fill("Monsoon Picnic");
    await page.getByLabel("Description").fill("Chai, pakoras and board games under the trees.");
    await page.getByLabel("Public event").uncheck();
    expect(await tabCloseAsks(page)).toBe(true);
    await next(page).click();
    await expectVisible(stepHeading(page, "Date & Location"));
    // Moving between the wizard's own steps never asks.
    await expectHidden(leaveDialog(page));
    expect(stepOf(page)).toBe("2");
    await page.getByLabel("Location").fill("Cubbon Park, Bengaluru");

    await page.reload();
    await expectVisible(stepHeading(page, "Date & Location"));
    expect(stepOf(page)).toBe("2");
    await expectVisible(restoredNotice(page));
    expect(await page.getByLabel("Location").inputValue()).toBe("Cubbon Park, Bengaluru");
    await expectNoA11yViolations(page);

    // The browser's Back returns to the first step with its values; Forward to the second.
    await page.goBack();
    await expectVisible(stepHeading(page, "Basic Information"));
    expect(await page.getByLabel("Event Title").inputValue()).toBe("Monsoon Picnic");
    expect(await page.getByLabel("Public event").isChecked()).toBe(false);
    await page.goForward();
    await expectVisible(stepHeading(page, "Date & Location"));
    expect(await page.getByLabel("Location").inputValue()).toBe("Cubbon Park, Bengaluru");

    // The preview cannot be reached before this step is done: the address falls back to it.
    await page.goto("/dashboard/events/create?step=3");
    await expectVisible(stepHeading(page, "Date & Location"));
    await expectPath(page, "/dashboard/events/create", "?step=2");
    await expectVisible(page.getByText("Date is required"));

    // Saved: the page moves on without asking, and the draft is gone.
    await page.getByLabel("Date").fill("2031-08-02");
    await page.getByRole("textbox", { name: /^Time/ }).fill("16:00");
    await next(page).click();
    await expectVisible(stepHeading(page, "Preview"));
    expect(stepOf(page)).toBe("3");
    await main(page).getByRole("button", { name: "Create Event" }).click();
    await page.waitForURL(/\/dashboard\/events\/[0-9a-f-]{36}$/);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Monsoon Picnic" }));
    await page.goto("/dashboard/events/create");
    await expectVisible(stepHeading(page, "Basic Information"));
    expect(await page.getByLabel("Event Title").inputValue()).toBe("");
    await expectHidden(restoredNotice(page));
  });

  test("leaving with unsaved changes asks first; Cancel stays, Leave drops the draft", async () => {
    const host = await createUser();
    const page = await phonePage(host);
    await page.goto("/dashboard/events/create");
    await page.getByLabel("Event Title").fill("Half-typed Party");

    await openNavLink(page, "Events");
    await expectVisible(leaveDialog(page));
    await expectNoA11yViolations(page);
    await leaveDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expectHidden(leaveDialog(page));
    await expectPath(page, "/dashboard/events/create");
    expect(await page.getByLabel("Event Title").inputValue()).toBe("Half-typed Party");

    // The wizard's own Cancel asks too, and Leave goes where it leads, forgetting the draft.
    await main(page).getByRole("button", { name: "Cancel" }).click();
    await leaveDialog(page).getByRole("button", { name: "Leave" }).click();
    await expectPath(page, "/dashboard/events");
    await page.goto("/dashboard/events/create");
    await expectVisible(stepHeading(page, "Basic Information"));
    expect(await page.getByLabel("Event Title").inputValue()).toBe("");

    // Nothing typed, nothing to lose: no question.
    await openNavLink(page, "Events");
    await expectPath(page, "/dashboard/events");
    await expectHidden(leaveDialog(page));
  });

  test("an edit keeps its own draft, which the host can discard", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Garden Brunch");
    const page = await phonePage(host);
    await page.goto(`/dashboard/events/edit/${event.id}`);
    await expect.poll(() => page.getByLabel("Event Title").inputValue()).toBe("Garden Brunch");
    await page.getByLabel("Event Title").fill("Garden Brunch, moved indoors");
    await page.reload();
    await expectVisible(restoredNotice(page));
    expect(await page.getByLabel("Event Title").inputValue()).toBe("Garden Brunch, moved indoors");
    // Another event's wizard does not see it.
    await page.goto("/dashboard/events/create");
    await expectVisible(stepHeading(page, "Basic Information"));
    expect(await page.getByLabel("Event Title").inputValue()).toBe("");
    await page.goto(`/dashboard/events/edit/${event.id}`);
    await main(page).getByRole("button", { name: "Discard changes" }).click();
    expect(await page.getByLabel("Event Title").inputValue()).toBe("Garden Brunch");
    await expectHidden(restoredNotice(page));
    expect(await tabCloseAsks(page)).toBe(false);
  });

  test("a date in the past gets a warning, and may still be saved", async () => {
    const host = await createUser();
    const page = await phonePage(host);
    await page.goto("/dashboard/events/create");
    await page.getByLabel("Event Title").fill("Class of 2020 Reunion");
    await page.getByLabel("Description").fill("Looking back at the year we finished school.");
    await next(page).click();
    const warning = main(page).getByText("This date is in the past.");
    await page.getByLabel("Date").fill("2020-03-14");
    await expectVisible(warning);
    await expectNoA11yViolations(page);
    await page.getByLabel("Date").fill("2031-03-14");
    await expectHidden(warning);
    await page.getByLabel("Date").fill("2020-03-14");
    await page.getByRole("textbox", { name: /^Time/ }).fill("18:00");
    await page.getByLabel("Location").fill("St. Joseph's School");
    await next(page).click();
    await expectVisible(stepHeading(page, "Preview"));
  });
});

describe("the invitation wizard", () => {
  async function hostWithGuest() {
    const host = await createUser({ name: "Invite Host" });
    const event = await createEventAs(host, `Diwali Dinner ${Date.now().toString(36)}`);
    await apiAs(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Meera Nair",
      email: uniqueEmail("guest"),
      status: "invited",
    });
    return { host, event };
  }

  test("a reload brings back the draft and the step; Back and Forward move between steps", async () => {
    const { host, event } = await hostWithGuest();
    const page = await phonePage(host);
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}`);
    await expectVisible(stepHeading(page, "Select Template"));
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    await next(page).click();
    await expectVisible(stepHeading(page, "Customize Invitation"));
    // The step joins the address's own parameters.
    await expectPath(page, "/dashboard/invitations/create", `?eventId=${event.id}&step=2`);
    await page.getByLabel("Title").fill("Lights, sweets and you");
    await next(page).click();
    await expectVisible(stepHeading(page, "Choose Recipients"));
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();

    await page.reload();
    await expectVisible(stepHeading(page, "Choose Recipients"));
    expect(stepOf(page)).toBe("3");
    await expectVisible(restoredNotice(page));
    expect(await page.getByRole("checkbox", { name: "Select Meera Nair" }).isChecked()).toBe(true);
    await expectNoA11yViolations(page);

    await page.goBack();
    await expectVisible(stepHeading(page, "Customize Invitation"));
    expect(await page.getByLabel("Title").inputValue()).toBe("Lights, sweets and you");
    await page.goForward();
    await expectVisible(stepHeading(page, "Choose Recipients"));

    // Leaving asks; Cancel stays with everything in place.
    await openNavLink(page, "Invitations");
    await expectVisible(leaveDialog(page));
    await leaveDialog(page).getByRole("button", { name: "Cancel" }).click();
    await expectPath(page, "/dashboard/invitations/create", `?eventId=${event.id}&step=3`);
    expect(await page.getByRole("checkbox", { name: "Select Meera Nair" }).isChecked()).toBe(true);

    // A step whose earlier steps are not done is not shown: the first unfinished one is.
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).uncheck();
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}&step=4`);
    await expectVisible(stepHeading(page, "Choose Recipients"));
    await expectPath(page, "/dashboard/invitations/create", `?eventId=${event.id}&step=3`);

    // Saved as a draft: no question on the way to its page, and the wizard starts empty again.
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();
    await next(page).click();
    await expectVisible(stepHeading(page, "Review & Send"));
    await main(page).getByRole("button", { name: "Save as Draft" }).click();
    await page.waitForURL(/\/dashboard\/invitations\/[0-9a-f-]{36}$/);
    await expectHidden(leaveDialog(page));
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}`);
    await expectVisible(stepHeading(page, "Select Template"));
    await expectHidden(restoredNotice(page));
  });

  test("a send time in the past gets a warning and is not scheduled", async () => {
    const { host, event } = await hostWithGuest();
    const page = await phonePage(host);
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}`);
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    // Each step is on screen before the next click: a click during a step's change can be lost.
    await next(page).click();
    await expectVisible(stepHeading(page, "Customize Invitation"));
    await next(page).click();
    await expectVisible(stepHeading(page, "Choose Recipients"));
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();
    await next(page).click();
    await expectVisible(stepHeading(page, "Review & Send"));
    const warning = main(page).getByText("This date is in the past.");
    await page.getByLabel("Send at").fill("2020-01-10T10:00");
    await expectVisible(warning);
    await expectNoA11yViolations(page);
    await main(page).getByRole("button", { name: "Schedule", exact: true }).click();
    await expectVisible(main(page).getByText("Scheduled date must be in the future"));
    await page.getByLabel("Send at").fill("2031-01-10T10:00");
    await expectHidden(warning);
  });
});
