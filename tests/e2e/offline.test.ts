import fs from "node:fs/promises";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import type { FeedList } from "../../src/contract/feed.ts";
import type { GuestPage } from "../../src/contract/guests.ts";
import {
  apiAs,
  apiRaw,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";
import { controlledByWorker, isSaved, savedForOffline, savedOnDevice } from "./offline-fixtures.ts";

// Issue 17: a host at a venue with poor signal keeps working. The service worker serves the app,
// the saved query cache the data, and the offline queue keeps each change until the server has it.

const browser = setupBrowser();
const shots = path.resolve("test-results", "offline");
const main = (page: Page) => page.getByRole("main");

async function hostContext(host: TestUser, viewport: "desktop" | "phone" = "desktop") {
  const context = await browser.newContext({ viewport });
  await signInContext(context, host);
  return context;
}

const guestsOf = (host: TestUser, eventId: string) =>
  apiAs<GuestPage>(host, "GET", `/api/events/${eventId}/guests?pageSize=25`);
const feedOf = (host: TestUser, eventId: string) =>
  apiAs<FeedList>(host, "GET", `/api/events/${eventId}/feed`);

async function addGuestOffline(page: Page, eventId: string, name: string, email: string) {
  await page.goto(`/dashboard/guests/add/${eventId}`);
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Email").fill(email);
  await main(page).getByRole("button", { name: "Add Guest", exact: true }).click();
  await expectVisible(page.getByText(savedOnDevice));
}

describe("working offline", () => {
  test("a host reads saved pages, adds a guest and posts offline, reloads, and the server gets each once", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser({ name: "Offline Host" });
    const event = await createEventAs(host, "Monsoon Gala");
    await apiAs(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Ravi Kumar",
      email: uniqueEmail("ravi"),
      status: "confirmed",
    });
    const context = await hostContext(host);
    const page = await context.newPage();

    // The first visit, online: the worker installs, the pages' data is saved.
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(main(page).getByText("Ravi Kumar").first());
    await controlledByWorker(page);
    await page.goto(`/dashboard/feed/${event.id}`);
    await expectVisible(page.getByText("No posts yet"));
    await savedForOffline(page, ["feed", event.id, "list"]);

    await context.setOffline(true);
    // A reload offline: the worker serves the app, IndexedDB the data, with the banner saying so.
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(main(page).getByText("Ravi Kumar").first());
    await expectVisible(page.getByRole("status").getByText(/^Offline — showing saved data from /));

    const guestEmail = uniqueEmail("meera");
    await addGuestOffline(page, event.id, "Meera Offline", guestEmail);
    await expectVisible(page.getByRole("button", { name: "1 change waiting" }));

    await page.goto(`/dashboard/feed/${event.id}`);
    await page.getByRole("button", { name: "Create Post" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create Post" });
    await dialog.getByRole("textbox", { name: "Title" }).fill("Rain plan");
    await dialog.getByRole("textbox", { name: "Content" }).fill("We move under the marquee.");
    await dialog.getByRole("button", { name: "Post" }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByRole("article", { name: "Rain plan" }));
    await expectVisible(page.getByRole("button", { name: "2 changes waiting" }));

    // Closed and reopened while offline: both changes still wait, and still show.
    await page.close();
    const reopened = await context.newPage();
    await reopened.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(main(reopened).getByText("Meera Offline").first());
    await expectVisible(reopened.getByRole("button", { name: "2 changes waiting" }));
    await expectNoA11yViolations(reopened);
    expect((await guestsOf(host, event.id)).total).toBe(1);
    expect((await feedOf(host, event.id)).items).toHaveLength(0);

    // Two tabs are open when the network returns: they share one queue and send each change once.
    const second = await context.newPage();
    await second.goto(`/dashboard/feed/${event.id}`);
    await expectVisible(second.getByRole("article", { name: "Rain plan" }));
    await context.setOffline(false);
    await expectHidden(reopened.getByRole("button", { name: /changes? waiting/ }));
    await expectHidden(second.getByRole("button", { name: /changes? waiting/ }));

    const guests = await guestsOf(host, event.id);
    expect(guests.items.filter((g) => g.email === guestEmail)).toHaveLength(1);
    expect(guests.total).toBe(2);
    const feed = await feedOf(host, event.id);
    expect(feed.items.map((i) => i.title)).toEqual(["Rain plan"]);

    // The screens now show the server's copies (real ids, not the device's temporary ones).
    const edit = main(reopened).getByRole("link", { name: "Edit Meera Offline" }).first();
    await expect
      .poll(() => edit.getAttribute("href"))
      .toBe(`/dashboard/guests/edit/${guests.items.find((g) => g.email === guestEmail)?.id}`);
    await expectVisible(second.getByRole("article", { name: "Rain plan" }));
    await expectHidden(reopened.getByText(/^Offline — showing saved data/));
  });

  test("a change the server refuses stays with its message until the host retries or discards it", {
    timeout: 90_000,
  }, async () => {
    const host = await createUser({ name: "Refused Host" });
    const event = await createEventAs(host, "Harbour Lunch");
    const [first, second] = [uniqueEmail("first"), uniqueEmail("second")];
    const taken = await apiAs<{ id: string }>(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Already Here",
      email: first,
      status: "invited",
    });
    await apiAs(host, "POST", `/api/events/${event.id}/guests`, {
      name: "Also Here",
      email: second,
      status: "invited",
    });
    const context: BrowserContext = await hostContext(host, "phone");
    const page = await context.newPage();
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(main(page).getByText("Already Here").first());
    await controlledByWorker(page);
    await page.goto(`/dashboard/guests/add/${event.id}`);
    await expectVisible(page.getByLabel("Name"));
    await savedForOffline(page, ["events", "detail", event.id]);

    await context.setOffline(true);
    await addGuestOffline(page, event.id, "Second Try", first);
    await addGuestOffline(page, event.id, "Third Try", second);
    await page.goto(`/dashboard/guests?eventId=${event.id}`);
    await expectVisible(page.getByRole("button", { name: "2 changes waiting" }));
    await expectVisible(page.getByRole("status").getByText(/^Offline — showing saved data from /));
    await fs.mkdir(shots, { recursive: true });
    await page.screenshot({ path: `${shots}/offline-banner-and-queue-390.png` });

    await context.setOffline(false);
    const refusedFirst = page.getByRole("alert").filter({ hasText: "Not saved: Add guest Second Try" });
    const refusedSecond = page.getByRole("alert").filter({ hasText: "Not saved: Add guest Third Try" });
    await expectVisible(refusedFirst.getByText("A guest with this email is already on the list"));
    await expectVisible(refusedSecond);
    await page.screenshot({ path: `${shots}/refused-change-390.png` });
    await expectNoA11yViolations(page);

    // The host frees the address elsewhere, then retries: it is saved. The other one is discarded.
    expect((await apiRaw(host, "DELETE", `/api/guests/${taken.id}`)).status).toBe(204);
    await refusedFirst.getByRole("button", { name: "Retry" }).click();
    await expectHidden(refusedFirst);
    await refusedSecond.getByRole("button", { name: "Discard" }).click();
    await expectHidden(refusedSecond);
    await expectHidden(main(page).getByText("Third Try"));
    const names = (await guestsOf(host, event.id)).items.map((g) => g.name).sort();
    expect(names).toEqual(["Also Here", "Second Try"]);

    // Signing out leaves none of the host's data on the device.
    expect(await isSaved(page, ["guests"])).toBe(true);
    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expectVisible(page.getByRole("heading", { name: "Upcoming Events", exact: true }).first());
    expect(await isSaved(page, ["guests"])).toBe(false);
    expect(await isSaved(page, ["events"])).toBe(false);
  });

  test("a new deployment is offered as 'A new version is available — Reload', which moves to it", {
    timeout: 60_000,
  }, async () => {
    const host = await createUser({ name: "Update Host" });
    const context = await hostContext(host, "phone");
    const page = await context.newPage();
    await page.goto("/dashboard");
    await controlledByWorker(page);
    // A deployment, as the browser sees it: other bytes at /sw.js. The shared server reads its files
    // from disk and the tests run one at a time, so the build is put back right after.
    const file = path.resolve("dist/web/sw.js");
    const built = await fs.readFile(file, "utf8");
    const compressed = await Promise.all(
      [".br", ".gz"].map(
        async (ext) => [`${file}${ext}`, await fs.readFile(`${file}${ext}`).catch(() => null)] as const,
      ),
    );
    try {
      for (const [copy] of compressed) await fs.rm(copy, { force: true });
      await fs.writeFile(file, `${built}\n// the next build\n`);
      await page.evaluate(() =>
        navigator.serviceWorker.getRegistration("/dashboard").then((r) => r?.update()),
      );
      const prompt = page.getByRole("status").filter({ hasText: "A new version is available —" });
      await expectVisible(prompt);
      await fs.mkdir(shots, { recursive: true });
      await page.screenshot({ path: `${shots}/update-prompt-390.png` });
      const loadedAt = await page.evaluate(() => performance.timeOrigin);
      await prompt.getByRole("button", { name: "Reload" }).click();
      await expect
        .poll(() => page.evaluate(() => performance.timeOrigin).catch(() => loadedAt))
        .not.toBe(loadedAt);
      await expectVisible(page.getByRole("heading", { level: 1, name: "Welcome, Update Host" }));
      expect(
        await page.evaluate(() =>
          navigator.serviceWorker.getRegistration("/dashboard").then((r) => !r?.waiting),
        ),
      ).toBe(true);
      expect(await prompt.count()).toBe(0);
    } finally {
      await fs.writeFile(file, built);
      for (const [copy, data] of compressed) if (data) await fs.writeFile(copy, data);
    }
  });
});
