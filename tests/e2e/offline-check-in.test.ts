import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { checkInMessages, type DoorGuest, type DoorSummary } from "../../src/contract/check-in.ts";
import { addWalkIn, expectCounter, premiumEvent } from "./door-fixtures.ts";
import {
  addGuestAs,
  afterToasts,
  apiAs,
  apiRaw,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  shoot,
  signInContext,
  type TestUser,
} from "./fixtures.ts";
import { controlledByWorker, savedForOffline, savedOnDevice } from "./offline-fixtures.ts";

// Issue 17 at the door: the signal drops, and check-ins go on. The door's saved guest list finds
// guests by name, the offline queue keeps each action with its action id as the key, and the server
// counts every guest once when the connection returns.

const browser = setupBrowser();

const summaryOf = (host: TestUser, eventId: string) =>
  apiAs<DoorSummary>(host, "GET", `/api/events/${eventId}/check-in`);

/** Door mode opened online on a phone, until what it needs offline is saved on the device. */
async function doorOpenedOnline(host: TestUser, eventId: string, counter: string) {
  const context: BrowserContext = await browser.newContext({ viewport: "phone" });
  await signInContext(context, host);
  const page = await context.newPage();
  await page.goto(`/dashboard/events/${eventId}/check-in`);
  await expectCounter(page, counter);
  await controlledByWorker(page);
  // The door's counter is all the page reads besides the door (title, date, who asks): no plan.
  for (const key of [
    ["check-in", eventId, "guest-list"],
    ["check-in", eventId, "summary"],
  ]) {
    await savedForOffline(page, key);
  }
  return { context, page };
}

async function checkInByName(page: Page, search: string, name: string, party: number, of: number) {
  await page.getByLabel("Find a guest by name").fill(search);
  await page.getByRole("list", { name: "Guests found" }).getByText(name).click();
  await page
    .getByRole("group", { name: `Guest ${name}` })
    .getByRole("button", { name: `Check in ${party}` })
    .click();
  await expectVisible(page.getByText(`${checkInMessages.checkedIn(name, party, of)}. ${savedOnDevice}`));
}

describe("door mode offline", () => {
  test("at 390 px checks a guest in by name, adds a walk-in and undoes him offline, keeps it all over a reload, and the server applies each once", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser({ name: "Door Host" });
    const event = await premiumEvent(host, "Sharma Wedding");
    await addGuestAs(host, event.id, "Priya Sharma", "confirmed");
    await addGuestAs(host, event.id, "Rahul Verma", "confirmed");
    const { context, page } = await doorOpenedOnline(host, event.id, "0 / 2");

    await context.setOffline(true);
    // Scanning needs the server to know whose pass it is; the screen says so.
    await expectVisible(
      page.getByText("Scanning passes needs a connection. Finding guests by name works offline."),
    );
    expect(await page.getByRole("button", { name: "Scan passes" }).isDisabled()).toBe(true);

    await checkInByName(page, "priya", "Priya Sharma", 1, 1);
    await expectCounter(page, "1 / 2");
    await addWalkIn(page, "Kabir Khan", 2);
    await expectVisible(page.getByText(`${checkInMessages.walkedIn("Kabir Khan", 2)}. ${savedOnDevice}`));
    await expectCounter(page, "3 / 4");
    await expectVisible(page.getByRole("button", { name: "2 changes waiting" }));

    // Reloaded while still offline: both still wait, and still show.
    await page.reload();
    await expectCounter(page, "3 / 4");
    await expectVisible(page.getByRole("button", { name: "2 changes waiting" }));
    const arrivals = page.getByRole("list", { name: "Latest arrivals" });
    await expectVisible(arrivals.getByText(/^In at \d{2}:\d{2}: 1 of 1 · not sent yet$/));
    await expectVisible(arrivals.getByText(/^In at \d{2}:\d{2}: 2 of 2 · not sent yet$/));
    await page.getByLabel("Find a guest by name").fill("sharma");
    const found = page.getByRole("list", { name: "Guests found" });
    await expectVisible(found.getByText(/^In at \d{2}:\d{2}: 1 of 1 · not sent yet$/));
    await expectVisible(page.getByRole("status").getByText(/^Offline — showing saved data from /));
    await afterToasts(page);
    await expectNoA11yViolations(page);
    await shoot(page, "check-in-offline-queued-390");
    expect((await summaryOf(host, event.id)).arrivedGuests).toBe(0);

    // The walk-in's check-in undone before either reached the server: the undo will name the
    // server's id for him, once his walk-in is saved.
    await arrivals.getByText("Kabir Khan").click();
    await page
      .getByRole("group", { name: "Guest Kabir Khan" })
      .getByRole("button", { name: "Undo check-in" })
      .click();
    await expectVisible(page.getByText(`${checkInMessages.undone("Kabir Khan")}. ${savedOnDevice}`));
    await expectCounter(page, "1 / 4");
    await expectVisible(page.getByRole("button", { name: "3 changes waiting" }));

    await context.setOffline(false);
    await expectHidden(page.getByRole("button", { name: /changes? waiting/ }));
    await expectHidden(page.getByText(/not sent yet/));
    await expectCounter(page, "1 / 4");
    const summary = await summaryOf(host, event.id);
    expect(summary).toMatchObject({ arrived: 1, arrivedGuests: 1, expected: 4 });
    const { items } = await apiAs<{ items: DoorGuest[] }>(
      host,
      "GET",
      `/api/events/${event.id}/check-in/guest-list`,
    );
    expect(items.map((g) => [g.name, g.checkedIn?.party ?? 0])).toEqual([
      ["Kabir Khan", 0],
      ["Priya Sharma", 1],
      ["Rahul Verma", 0],
    ]);
  });

  test("a check-in the server refuses when it arrives (the guest was removed meanwhile) shows its words with Retry and Discard", {
    timeout: 90_000,
  }, async () => {
    const host = await createUser({ name: "Refused Door Host" });
    const event = await premiumEvent(host, "Harbour Lunch");
    const asha = await addGuestAs(host, event.id, "Asha Rao", "confirmed");
    await addGuestAs(host, event.id, "Ravi Menon", "confirmed");
    const { context, page } = await doorOpenedOnline(host, event.id, "0 / 2");

    await context.setOffline(true);
    await checkInByName(page, "asha", "Asha Rao", 1, 1);
    await expectCounter(page, "1 / 2");
    // Meanwhile the host removes her from the list on another device.
    expect((await apiRaw(host, "DELETE", `/api/guests/${asha.id}`)).status).toBe(204);

    await context.setOffline(false);
    const refused = page.getByRole("alert").filter({ hasText: "Not saved: Check in Asha Rao: 1 of 1" });
    await expectVisible(refused.getByText(checkInMessages.guestGone));
    await expectVisible(refused.getByRole("button", { name: "Retry" }));
    const arrivals = page.getByRole("list", { name: "Latest arrivals" });
    await expectVisible(arrivals.getByText(/^In at \d{2}:\d{2}: 1 of 1 · not saved$/));
    await afterToasts(page);
    await expectNoA11yViolations(page);
    await shoot(page, "check-in-offline-refused-390");

    await refused.getByRole("button", { name: "Discard" }).click();
    await expectHidden(refused);
    await expectCounter(page, "0 / 1");
    await expectHidden(arrivals);
    expect(await summaryOf(host, event.id)).toMatchObject({ arrived: 0, arrivedGuests: 0, expected: 1 });
  });
});
