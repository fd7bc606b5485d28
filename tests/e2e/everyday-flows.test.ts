import type { Locator, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  api,
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
  viewports,
} from "./fixtures.ts";

// Issue 20: the everyday flows as hosts expect them, on a 390 px phone (and the desktop where it differs).

const browser = setupBrowser();
const phoneHeight = viewports.phone.height;

const createEvent = (host: TestUser, title = `Rooftop Party ${Date.now().toString(36)}`) =>
  createEventAs(host, title);

async function addGuest(host: TestUser, eventId: string, name: string) {
  return apiAs<{ id: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail("guest"),
    status: "invited",
  });
}

async function phonePage(user: TestUser, viewport: keyof typeof viewports = "phone"): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, user);
  return context.newPage();
}

const main = (page: Page) => page.getByRole("main");

/** Fails unless the control is at least 44 × 44 px on screen, naming it. */
async function expectTouchTarget(locator: Locator, what: string): Promise<void> {
  await locator.waitFor({ state: "visible" });
  const box = await locator.boundingBox();
  expect(box, `${what} has no box`).not.toBeNull();
  expect(box?.height ?? 0, `${what} height`).toBeGreaterThanOrEqual(44);
  expect(box?.width ?? 0, `${what} width`).toBeGreaterThanOrEqual(44);
}

/** Where the button's action bar is, how it is positioned, and where the content above it ends. */
async function actionBarOf(button: Locator) {
  return button.evaluate((el) => {
    let bar: HTMLElement | null = el as HTMLElement;
    while (bar && getComputedStyle(bar).position !== "sticky") bar = bar.parentElement;
    if (!bar) return null;
    const above = bar.previousElementSibling?.getBoundingClientRect();
    const own = bar.getBoundingClientRect();
    return { top: own.top, bottom: own.bottom, contentBottom: above?.bottom ?? own.top };
  });
}

/** On a phone the button sits at the bottom of the screen, in a bar that never covers what it follows. */
async function expectAtThumb(page: Page, button: Locator, what: string): Promise<void> {
  await expectTouchTarget(button, what);
  const box = await button.boundingBox();
  expect(box!.y + box!.height, `${what} is on screen`).toBeLessThanOrEqual(phoneHeight);
  expect(box!.y + box!.height, `${what} is at the bottom`).toBeGreaterThan(phoneHeight - 80);
  // At the end of the form the bar rests below the content: nothing is hidden under it.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await actionBarOf(button);
  expect(bar, `${what} is in a sticky bar`).not.toBeNull();
  expect(bar!.contentBottom).toBeLessThanOrEqual(bar!.top + 1);
  await page.evaluate(() => window.scrollTo(0, 0));
}

describe("no dead ends", () => {
  test("an address below /dashboard that does not exist is the 404 page; every section the nav names opens", async () => {
    const host = await createUser();
    const page = await phonePage(host);

    for (const address of ["/dashboard/settings", "/dashboard/events/x/y/z", "/dashboard/gallery/a/b/c"]) {
      await page.goto(address);
      await expectPath(page, "/404");
      await expectVisible(page.getByRole("heading", { level: 1, name: "Page not found" }));
    }
    await expectNoA11yViolations(page);

    // Every section is built: with no event yet each says to create one first (spec §2.19, §8).
    await page.goto("/dashboard/payments");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Payments" }));
    await expectVisible(page.getByText("You need to create an event before purchasing a package"));
    await page.goto("/dashboard/profile");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Profile" }));
    // The gallery is built: with no event yet it says to create one first (spec §2.19 empty states).
    await page.goto("/dashboard/gallery");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Gallery" }));
    await expectVisible(page.getByText("Create an event first, then share its photos here."));
    // A venue of an event that does not exist says so, with the way back.
    await page.goto("/dashboard/venue/00000000-0000-4000-8000-000000000000");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Venue Details" }));
    await expectVisible(page.getByRole("alert"));
    await expectVisible(page.getByRole("link", { name: "Back to Event" }));
  });

  test("a new host is welcomed, pointed at a first event and has Create Event at hand", async () => {
    const host = await createUser({ name: "Nila Newcomer" });
    // The sign-up's own session, as right after registering.
    const page = await phonePage(host);
    await page.goto("/dashboard");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Welcome, Nila Newcomer", exact: true }));

    // No events: the event comes first, before any invitation.
    await expectVisible(main(page).getByRole("heading", { name: "Start with your first event" }));
    await expectVisible(main(page).getByRole("link", { name: "Create Event" }));
    await expectVisible(main(page).getByText("so create your event first"));
    expect(await main(page).getByRole("link", { name: "Create Invitation" }).count()).toBe(0);

    // The app bar's Create Event is a labelled button on a phone, not a bare "+".
    const barButton = page.getByRole("banner").getByRole("link", { name: "Create Event" });
    expect((await barButton.innerText()).trim()).toBe("Create Event");
    await expectTouchTarget(barButton, "Create Event in the app bar");
    await expectTouchTarget(page.getByRole("button", { name: "Account menu" }), "Account menu");
    await expectTouchTarget(
      page.getByRole("button", { name: "Open dashboard navigation" }),
      "the navigation button",
    );
    // Nothing in the bar is pushed off the screen.
    const menu = await page.getByRole("button", { name: "Account menu" }).boundingBox();
    expect(menu!.x + menu!.width).toBeLessThanOrEqual(viewports.phone.width);
    await expectNoA11yViolations(page);

    // Once there is an event, the spec's dashboard: the invitation is the next step.
    await createEvent(host);
    await page.reload();
    await expectVisible(main(page).getByRole("link", { name: "Create Invitation" }));
    await expectHidden(main(page).getByRole("heading", { name: "Start with your first event" }));

    // Signing in again is coming back.
    const signIn = await api("/api/auth/sign-in/email", {
      email: host.email,
      password: host.password,
      rememberMe: true,
    });
    expect(signIn.status).toBe(200);
    const again = signIn.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith(`${host.cookie.name}=`));
    const value = again?.slice(host.cookie.name.length + 1) ?? "";
    const later = await phonePage({ ...host, cookie: { name: host.cookie.name, value } });
    await later.goto("/dashboard");
    await expectVisible(
      later.getByRole("heading", { level: 1, name: "Welcome back, Nila Newcomer", exact: true }),
    );
  });
});

describe("one thumb", () => {
  test("the event wizard's Next and Create Event stay at the bottom of a phone screen", async () => {
    const host = await createUser({ name: "Thumb Host" });
    const page = await phonePage(host);
    await page.goto("/dashboard/events/create");
    await expectVisible(page.getByRole("heading", { level: 2, name: "Basic Information" }));
    // The first step is taller than the screen, so the bar is stuck rather than merely in place.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(phoneHeight);
    await expectAtThumb(page, main(page).getByRole("button", { name: "Next" }), "Next");
    await expectTouchTarget(main(page).getByRole("button", { name: "Cancel" }), "Cancel");
    await expectNoA11yViolations(page);

    await page.getByLabel("Event Title").fill("Thumb Party");
    await page.getByLabel("Description").fill("Music, food and sunset views with friends.");
    await main(page).getByRole("button", { name: "Next" }).click();
    await page.getByLabel("Date").fill("2031-06-15");
    await page.getByRole("textbox", { name: /^Time/ }).fill("18:30");
    await page.getByLabel("Location").fill("Skyline Terrace, Bengaluru");
    await main(page).getByRole("button", { name: "Next" }).click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Preview" }));
    const create = main(page).getByRole("button", { name: "Create Event" });
    await expectTouchTarget(create, "Create Event");
    const box = await create.boundingBox();
    expect(box!.y + box!.height).toBeLessThanOrEqual(phoneHeight);
    await expectNoA11yViolations(page);

    // On a desktop the buttons are an ordinary row at the end of the form.
    const desk = await phonePage(host, "desktop");
    await desk.goto("/dashboard/events/create");
    const next = main(desk).getByRole("button", { name: "Next" });
    await expectVisible(next);
    expect(await actionBarOf(next)).toBeNull();
  });

  test("the invitation wizard's Next and Send Now stay at the bottom of a phone screen", async () => {
    const host = await createUser({ name: "Thumb Host" });
    const event = await createEvent(host);
    await addGuest(host, event.id, "Meera Nair");
    const page = await phonePage(host);
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}`);
    await expectVisible(page.getByRole("heading", { level: 2, name: "Select Template" }));
    const next = page.getByRole("button", { name: "Next", exact: true });
    // The reason Next is disabled stays beside it, in the bar.
    await expectVisible(page.getByText("Choose an event and a template to continue."));
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    await expectAtThumb(page, next, "Next");
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Customize Invitation" }));
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Choose Recipients" }));
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Review & Send" }));
    await expectAtThumb(page, page.getByRole("button", { name: "Send Now" }), "Send Now");
    await expectTouchTarget(page.getByRole("button", { name: "Save as Draft" }), "Save as Draft");
    await expectNoA11yViolations(page);
  });

  test("guest cards' buttons and checkboxes are big enough for a finger", async () => {
    const host = await createUser();
    const event = await createEvent(host);
    await addGuest(host, event.id, "Anil Kumar");
    await addGuest(host, event.id, "Bina Shah");
    const page = await phonePage(host);
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    const list = page.getByRole("list", { name: "Guests" });
    await expectVisible(list.getByText("Anil Kumar"));
    for (const name of [
      "Edit Anil Kumar",
      "Copy RSVP link for Anil Kumar",
      "Delete Anil Kumar",
      "Go to next page",
      "Go to previous page",
    ]) {
      await expectTouchTarget(page.getByRole(/^Edit/.test(name) ? "link" : "button", { name }), name);
    }
    await expectTouchTarget(
      page.getByRole("checkbox", { name: "Select Anil Kumar" }),
      "the guest's checkbox",
    );
    await expectTouchTarget(page.getByRole("checkbox", { name: "Select all on this page" }), "select all");
    await expectNoA11yViolations(page);
  });
});

describe("guest lists go faster", () => {
  test("Save and add another keeps the event, clears the form and puts the cursor in Name", async () => {
    const host = await createUser();
    const event = await createEvent(host);
    const page = await phonePage(host);
    const addPath = `/dashboard/guests/add/${event.id}`;
    await page.goto(addPath);
    const name = page.getByLabel("Name");
    const email = page.getByLabel("Email");
    const another = page.getByRole("button", { name: "Save and add another" });
    await expectTouchTarget(another, "Save and add another");

    // The form's checks still apply.
    await another.click();
    await expectVisible(page.getByText("Name is required"));

    await name.fill("Anil Kumar");
    await email.fill(uniqueEmail("anil"));
    await another.click();
    await expectVisible(page.getByText("Guest added successfully"));
    await expectVisible(page.getByText("Anil Kumar is on the list."));
    expect(await name.inputValue()).toBe("");
    expect(await email.inputValue()).toBe("");
    expect(await name.evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoA11yViolations(page);

    // Typing goes straight into Name for the next one.
    await page.keyboard.type("Bina Shah");
    await email.fill(uniqueEmail("bina"));
    await another.click();
    await expectVisible(page.getByText("Bina Shah is on the list (2 added here)."));
    await expectPath(page, addPath);

    // The main button still saves and returns to the list, as the spec has it.
    await name.fill("Chetan Rao");
    await email.fill(uniqueEmail("chetan"));
    await page.getByRole("button", { name: "Add Guest" }).click();
    await expectPath(page, "/dashboard/guests", `?eventId=${event.id}`);
    const list = await apiAs<{ items: { name: string }[] }>(host, "GET", `/api/events/${event.id}/guests`);
    expect(list.items.map((g) => g.name).sort()).toEqual(["Anil Kumar", "Bina Shah", "Chetan Rao"]);
  });
});
