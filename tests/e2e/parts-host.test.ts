import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  addGuestAs,
  afterToasts,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  readOutbox,
  setupBrowser,
  signInContext,
} from "./fixtures.ts";

// The host's Parts tab (issue 36) on a phone: a wedding in four parts, added, reordered, edited,
// and one removed while guests had said yes, with the e-mail that tells them.

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

type NewPart = { name: string; date: string; start: string; end?: string; venue?: string; note?: string };

async function addPart(page: Page, part: NewPart) {
  await page.getByRole("button", { name: "Add a part" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Add a part" });
  await dialog.getByRole("textbox", { name: /^Name/ }).fill(part.name);
  await dialog.getByLabel(/^Date/).fill(part.date);
  await dialog.getByLabel(/^Start/).fill(part.start);
  if (part.end) await dialog.getByLabel(/^End/).fill(part.end);
  if (part.venue) await dialog.getByRole("textbox", { name: /^Venue/ }).fill(part.venue);
  if (part.note) await dialog.getByRole("textbox", { name: /^Dress code/ }).fill(part.note);
  await dialog.getByRole("button", { name: "Add a part" }).click();
  await expectHidden(dialog);
  await expectVisible(page.getByRole("heading", { level: 3, name: part.name }));
}

const partNames = (page: Page) =>
  page.getByRole("article").getByRole("heading", { level: 3 }).allTextContents();

describe("the host's parts of an event", () => {
  test("a host adds four parts, reorders one, edits one and removes one, e-mailing the guests who said yes", {
    timeout: 180_000,
  }, async () => {
    const host = await createUser({ name: "Asha Verma" });
    const event = await createEventAs(host, "Asha weds Rohan", false);
    // Two guests said yes before the event had parts: the first part takes their answers over.
    const yes = [
      await addGuestAs(host, event.id, "Kiran Rao", "confirmed"),
      await addGuestAs(host, event.id, "Neha Iyer", "confirmed"),
    ];
    const undecided = await addGuestAs(host, event.id, "Vikram Shah");

    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole("tab", { name: "Parts" }).click();
    await expectVisible(page.getByRole("heading", { name: "One event, several parts" }));
    await expectVisible(page.getByText(/A wedding's haldi, sangeet and reception/));
    if (shots) await page.screenshot({ path: `${shots}/parts-empty-390.png`, fullPage: true });

    await addPart(page, {
      name: "Haldi",
      date: "2031-06-14",
      start: "09:00",
      end: "11:30",
      note: "Wear yellow",
    });
    await addPart(page, { name: "Mehndi", date: "2031-06-14", start: "16:00" });
    await addPart(page, { name: "Sangeet", date: "2031-06-14", start: "19:30", venue: "Rambagh lawns" });
    await addPart(page, { name: "Reception", date: "2031-06-15", start: "19:00", end: "23:00" });
    expect(await partNames(page)).toEqual(["Haldi", "Mehndi", "Sangeet", "Reception"]);
    const haldi = page.getByRole("article", { name: "Haldi" });
    await expectVisible(haldi.getByText("Jun 14, 2031 · 09:00–11:30"));
    await expectVisible(haldi.getByText("Wear yellow"));
    await expectVisible(haldi.getByText("Skyline Terrace, Bengaluru (the event's location)"));
    // Its facts, then its answers: Going 2, Waitlist 0, No 0, No answer 1, People coming 2.
    expect((await haldi.getByRole("definition").allTextContents()).slice(-5)).toEqual([
      "2",
      "0",
      "0",
      "1",
      "2",
    ]);
    await expectVisible(page.getByRole("article", { name: "Sangeet" }).getByText("Rambagh lawns"));

    // The reception moves up before the sangeet.
    await page.getByRole("button", { name: "Move up: Reception" }).click();
    await expectVisible(page.getByText("Order saved"));
    await expect.poll(() => partNames(page)).toEqual(["Haldi", "Mehndi", "Reception", "Sangeet"]);

    // The mehndi gets an end, a dress code and a capacity.
    await page.getByRole("button", { name: "Edit Mehndi" }).click();
    const edit = page.getByRole("dialog", { name: "Edit part" });
    await edit.getByLabel(/^End/).fill("18:00");
    await edit.getByRole("textbox", { name: /^Dress code/ }).fill("Green or pink");
    await edit.getByRole("textbox", { name: /^Capacity/ }).fill("40");
    await edit.getByRole("button", { name: "Save part" }).click();
    await expectHidden(edit);
    const mehndi = page.getByRole("article", { name: "Mehndi" });
    await expectVisible(mehndi.getByText("Jun 14, 2031 · 16:00–18:00"));
    await expectVisible(mehndi.getByText("Green or pink"));
    await expectVisible(mehndi.getByText("40 seats"));

    // The pointer rests where the dialog's button was, over the toasts, which would wait for it.
    await page.mouse.move(0, 0);
    await afterToasts(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/parts-list-390.png`, fullPage: true });

    // The haldi goes: two guests said yes to it, and are told.
    await page.getByRole("button", { name: "Remove Haldi" }).click();
    const confirm = page.getByRole("dialog", { name: "Remove “Haldi”?" });
    await expectVisible(confirm.getByText(/^2 guests have answered for “Haldi”/));
    const tell = confirm.getByRole("checkbox", { name: "E-mail the 2 guests who said yes" });
    expect(await tell.isChecked()).toBe(true);
    if (shots) await page.screenshot({ path: `${shots}/parts-remove-390.png` });
    await confirm.getByRole("button", { name: "Remove" }).click();
    await expectHidden(confirm);
    await expectVisible(page.getByText("Part removed. We are e-mailing the guests who said yes."));
    await expect.poll(() => partNames(page)).toEqual(["Mehndi", "Reception", "Sangeet"]);

    for (const guest of yes) {
      const mail = await readOutbox(guest.email, 15_000, "Off: Haldi – Asha weds Rohan");
      expect(mail.text).toContain("Asha Verma has taken “Haldi” off “Asha weds Rohan”");
      expect(mail.text).toContain(`/rsvp/${guest.token}`);
    }
    await expect(readOutbox(undecided.email, 1_000, "Off: Haldi – Asha weds Rohan")).rejects.toThrow();
  });
});
