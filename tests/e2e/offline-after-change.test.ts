import type { BrowserContext, Page } from "playwright-core";
import { describe, test } from "vitest";
import { offlineMessages } from "../../src/web/lib/offline/offline-messages.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectHidden,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";
import { controlledByWorker, savedForOffline } from "./offline-fixtures.ts";

// Issue 34, item 6: what a host has seen reads offline, also right after a change. Each test goes
// offline as soon as the answer is on screen: every answer shown must be saved by then (the copy
// used to be written half a second later, and a reload within that moment found the list unsaved).

const browser = setupBrowser();
const main = (page: Page) => page.getByRole("main");

async function hostOnPhone(name: string) {
  const host = await createUser({ name });
  const event = await createEventAs(host, "Kept Gala");
  const context = await browser.newContext({ viewport: "phone" });
  await signInContext(context, host);
  return { host, event, context, page: await context.newPage() };
}

const addGuestAs = (host: TestUser, eventId: string, name: string) =>
  apiAs<{ id: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail("kept"),
    status: "confirmed",
  });

/**
 * Offline as soon as the page shows its answers (no placeholder or spinner left: a part still
 * loading was never seen, so nothing of it can be saved), then a reload: the page reads from the
 * saved copy, with the banner saying so.
 */
async function reloadOffline(context: BrowserContext, page: Page) {
  await page
    .locator(".MuiSkeleton-root, [role=progressbar]:not([aria-valuenow])")
    .first()
    .waitFor({ state: "hidden" });
  await context.setOffline(true);
  await page.reload();
  await expectVisible(page.getByRole("status").getByText(/^Offline — showing saved data from /));
}

async function expectSaved(page: Page, text: string) {
  await expectVisible(main(page).getByText(text).first());
  await expectHidden(page.getByText(offlineMessages.notSeenTitle));
}

describe("offline keeps what was seen after a change", () => {
  test("a guest added on a phone, then the list: the list reads offline with the new guest", {
    timeout: 60_000,
  }, async () => {
    const { host, event, context, page } = await hostOnPhone("Kept Add Host");
    await addGuestAs(host, event.id, "Ravi Kumar");
    // As from the event's "Add guests": the list of this event was never opened on this device.
    await page.goto(`/dashboard/guests/add/${event.id}`);
    await controlledByWorker(page);
    await expectVisible(page.getByText("To the guest list of “Kept Gala”"));
    await page.getByLabel("Name").fill("Meera Online");
    await page.getByLabel("Email").fill(uniqueEmail("meera"));
    await main(page).getByRole("button", { name: "Add Guest", exact: true }).click();
    // The page returns to the list by itself.
    await expectVisible(main(page).getByRole("link", { name: "Edit Meera Online" }).first());
    // The plan's usage answers after the list and has no placeholder: until it came, the page had
    // not shown it, and offline says so. It is the page's last answer: wait for it as a host would.
    await savedForOffline(page, ["plan", event.id]);

    await reloadOffline(context, page);
    await expectSaved(page, "Meera Online");
    await expectVisible(main(page).getByText("Ravi Kumar").first());
  });

  test("a guest edited, then the list: the list reads offline with the edit", {
    timeout: 60_000,
  }, async () => {
    const { host, event, context, page } = await hostOnPhone("Kept Edit Host");
    const ravi = await addGuestAs(host, event.id, "Ravi Kumar");
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(main(page).getByText("Ravi Kumar").first());
    await controlledByWorker(page);
    await page.goto(`/dashboard/guests/edit/${ravi.id}`);
    const name = page.getByLabel("Name");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Edit Guest" }));
    await expectVisible(page.getByRole("textbox", { name: "Personal RSVP link" }));
    await name.fill("Ravi Menon");
    await main(page).getByRole("button", { name: "Update Guest" }).click();
    await expectVisible(main(page).getByRole("link", { name: "Edit Ravi Menon" }).first());

    await reloadOffline(context, page);
    await expectSaved(page, "Ravi Menon");
  });

  test("a post, then the feed: the feed reads offline with the post", { timeout: 60_000 }, async () => {
    const { event, context, page } = await hostOnPhone("Kept Feed Host");
    await page.goto(`/dashboard/feed/${event.id}`);
    await expectVisible(page.getByText("No posts yet"));
    await controlledByWorker(page);
    await page.getByRole("button", { name: "Create Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Rain plan");
    await dialog.getByRole("textbox", { name: "Content" }).fill("We move under the marquee.");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByRole("article", { name: "Rain plan" }));

    await reloadOffline(context, page);
    await expectVisible(page.getByRole("article", { name: "Rain plan" }));
    await expectHidden(page.getByText(offlineMessages.notSeenTitle));
  });

  test("a venue saved: its page reads offline with the venue", { timeout: 60_000 }, async () => {
    const { event, context, page } = await hostOnPhone("Kept Venue Host");
    await page.goto(`/dashboard/events/${event.id}/venue`);
    await expectVisible(page.getByRole("heading", { name: "Add a venue" }));
    await controlledByWorker(page);
    await page.getByLabel("Venue name").fill("The Leela Palace");
    await page.getByLabel("Address").fill("23 Old Airport Road");
    await page.getByRole("button", { name: "Save Venue" }).click();
    await expectVisible(page.getByRole("heading", { name: "Saved venue" }));

    await reloadOffline(context, page);
    await expectVisible(page.getByRole("heading", { name: "Saved venue" }));
    await expectSaved(page, "The Leela Palace");
  });
});
