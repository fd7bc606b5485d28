import { randomUUID } from "node:crypto";
import { describe, expect, test } from "vitest";
import type { ActivityPage } from "../../src/contract/activity.ts";
import { premiumEvent } from "./door-fixtures.ts";
import {
  afterToasts,
  apiAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  signInContext,
} from "./fixtures.ts";

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
/**
 * A moment on Kathmandu's clock, worked out by hand: UTC+05:45 all year (no summer time), a quarter
 * of an hour off the browser's Asia/Kolkata, so a time shown in the viewer's zone cannot pass.
 */
function kathmanduTime(iso: string): string {
  const d = new Date(Date.parse(iso) + (5 * 60 + 45) * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]}, ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

describe("activity", () => {
  test("the host's guest changes and a check-in show on the event's Activity page, on the event's clock, at 390 px", async () => {
    const host = await createUser({ name: "Priya Sharma" });
    const event = await premiumEvent(host, "Mehendi in Kathmandu");
    await apiAs(host, "PUT", `/api/events/${event.id}`, {
      title: event.title,
      description: "An evening with friends, music and dinner.",
      date: "2031-06-15",
      time: "18:30",
      location: "Thamel, Kathmandu",
      timeZone: "Asia/Kathmandu",
      isPublic: false,
    });
    const guest = await apiAs<{ id: string; name: string; email: string }>(
      host,
      "POST",
      `/api/events/${event.id}/guests`,
      { name: "Asha Rao", email: `asha-${event.id.slice(0, 8)}@example.com`, status: "invited" },
    );
    await apiAs(host, "PUT", `/api/guests/${guest.id}`, {
      name: "Asha Rao",
      email: guest.email,
      status: "confirmed",
      category: "vip",
    });
    await apiAs(host, "POST", `/api/events/${event.id}/check-in/arrivals`, {
      actionId: randomUUID(),
      guestId: guest.id,
      party: 1,
    });
    const answer = await apiAs<ActivityPage>(host, "GET", `/api/events/${event.id}/activity`);
    const [checkedIn, edited, added] = answer.items;

    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto(`/dashboard/events/${event.id}`);
    await page.getByRole("link", { name: "Activity" }).click();
    await expectVisible(page.getByRole("heading", { name: "Activity", level: 1 }));
    const lines = page.getByRole("list", { name: "Activity" }).getByRole("listitem");
    await expectVisible(lines.first());
    const texts = await lines.allInnerTexts();
    const flat = texts.map((t) => t.replace(/\s+/g, " ").trim());
    expect(flat.slice(0, 4)).toEqual([
      `Priya Sharma checked in Asha Rao ${kathmanduTime(checkedIn.at)}`,
      `Priya Sharma edited guest Asha Rao ${kathmanduTime(edited.at)}`,
      `Priya Sharma added guest Asha Rao ${kathmanduTime(added.at)}`,
      `Priya Sharma changed the event’s location and time zone ${kathmanduTime(answer.items[3].at)}`,
    ]);
    await expectVisible(page.getByText("Times are on the event’s clock (Asia/Kathmandu)", { exact: false }));
    // Names only: the guest's e-mail is nowhere on the page.
    expect(await page.content()).not.toContain(guest.email);
    // Nothing runs off a 390 px screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await afterToasts(page);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/activity-390.png`, fullPage: true });

    const wide = await browser.newContext({ viewport: "desktop" });
    await signInContext(wide, host);
    const desk = await wide.newPage();
    await desk.goto(`/dashboard/events/${event.id}/activity`);
    await expectVisible(desk.getByText(`Priya Sharma checked in Asha Rao`));
    await expectNoA11yViolations(desk);
    if (shots) await desk.screenshot({ path: `${shots}/activity-1280.png`, fullPage: true });
    if (shots) {
      await desk.goto(`/dashboard/events/${event.id}`);
      await expectVisible(desk.getByRole("link", { name: "Activity" }));
      await page.goto(`/dashboard/events/${event.id}`);
      await expectVisible(page.getByRole("link", { name: "Activity" }));
      await page.screenshot({ path: `${shots}/activity-event-page-390.png`, fullPage: true });
    }
  });
});
