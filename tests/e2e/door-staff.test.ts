import { describe, expect, test } from "vitest";
import { checkInMessages, type DoorSummary } from "../../src/contract/check-in.ts";
import { peopleMessages } from "../../src/contract/people.ts";
import { expectCounter, premiumEvent, recordAnswers } from "./door-fixtures.ts";
import {
  afterToasts,
  apiAs,
  baseUrl,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  firstLink,
  readOutbox,
  setupBrowser,
  shoot,
  signInContext,
  viewports,
} from "./fixtures.ts";
import { controlledByWorker, savedForOffline, savedOnDevice } from "./offline-fixtures.ts";

const browser = setupBrowser();

describe("door staff", () => {
  test("at 390 px: the host invites a door-staff account, who accepts, opens the door from My Events, checks a guest in by name (live on the host's door), sees no e-mail or phone, works offline, and is refused once removed", {
    timeout: 180_000,
  }, async () => {
    const host = await createUser({ name: "Anita Sharma" });
    const staff = await createUser({ name: "Kabir Singh" });
    const event = await premiumEvent(host, "Sharma Reception");
    const guests: { email: string; phone: string }[] = [];
    const attending = async (name: string, n: number) => {
      const email = `guest${n}.${event.id.slice(0, 8)}@example.com`;
      const phone = `+91 98200 1234${n}`;
      guests.push({ email, phone });
      const g = await apiAs<{ id: string; rsvpPath: string }>(
        host,
        "POST",
        `/api/events/${event.id}/guests`,
        {
          ...{ name, email, phone, status: "invited", category: "vip", plusOnesAllowed: 1 },
        },
      );
      const replied = await fetch(`${baseUrl}/api${g.rsvpPath}`, {
        method: "PUT",
        headers: { origin: baseUrl, "content-type": "application/json" },
        body: JSON.stringify({ response: "attending", plusOnes: ["Anil"] }),
      });
      expect(replied.status).toBe(200);
    };
    await attending("Priya Mehta", 1);
    await attending("Rohan Das", 2);
    const summary = () => apiAs<DoorSummary>(host, "GET", `/api/events/${event.id}/check-in`);

    // The host, on a phone, invites Kabir as door staff from the People page.
    const hostContext = await browser.newContext({ viewport: "phone" });
    await signInContext(hostContext, host);
    const hostPage = await hostContext.newPage();
    await hostPage.goto(`/dashboard/events/${event.id}/people`);
    await hostPage.getByLabel("Email").fill(staff.email);
    await hostPage.getByRole("radio", { name: /^Door staff/ }).check();
    await hostPage.getByRole("button", { name: "Send invitation" }).click();
    await expectVisible(hostPage.getByText(peopleMessages.invited(staff.email)));

    // Kabir opens the mail's link signed in, accepts, and finds the event in My Events.
    const link = firstLink((await readOutbox(staff.email)).text);
    const staffContext = await browser.newContext({ viewport: "phone" });
    await signInContext(staffContext, staff);
    const page = await staffContext.newPage();
    const answers = recordAnswers(page);
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expectVisible(page.getByText("Door staff check guests in at the door."));
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expectPath(page, "/dashboard/events");
    await expectVisible(page.getByText("Shared by Anita Sharma · you are door staff"));
    await afterToasts(page);
    await page.getByRole("link", { name: "Door of Sharma Reception" }).click();
    await expectPath(page, `/dashboard/events/${event.id}/check-in`);
    await expectVisible(page.getByText(/^Sharma Reception · /));
    await expectCounter(page, "0 / 4");
    // The door alone: no door links, and the way back leads to My Events.
    await expectHidden(page.getByRole("heading", { name: "Door links" }));
    await expectHidden(page.getByLabel("Label"));
    await expectVisible(page.getByRole("link", { name: "Back to My Events" }));

    // The host's own door, to see the arrival live.
    await hostPage.goto(`/dashboard/events/${event.id}/check-in`);
    await expectCounter(hostPage, "0 / 4");

    await page.getByLabel("Find a guest by name").fill("priya");
    await page.getByRole("list", { name: "Guests found" }).getByText("Priya Mehta").click();
    const sheet = page.getByRole("group", { name: "Guest Priya Mehta" });
    await expectVisible(sheet.getByText("VIP"));
    await sheet.getByRole("button", { name: "Check in 2" }).click();
    await expectVisible(page.getByText(checkInMessages.checkedIn("Priya Mehta", 2, 2)));
    await expectCounter(page, "2 / 4");
    await expectCounter(hostPage, "2 / 4");
    await expectVisible(hostPage.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Mehta"));
    // A name search never matches an e-mail for door staff.
    await page.getByLabel("Find a guest by name").fill(guests[1].email);
    await expectVisible(page.getByText("No guest found. Not on the list? Add them as a walk-in."));
    await page.getByLabel("Find a guest by name").fill("");

    // The page and every answer it got: no guest's e-mail or phone, no contact field in the door's
    // answers, and nothing of the host's routes asked and refused.
    const html = await page.content();
    for (const { email, phone } of guests) {
      expect(html).not.toContain(email);
      expect(html).not.toContain(phone.slice(4, 9));
    }
    expect(answers.filter((a) => a.path.includes("/check-in")).length).toBeGreaterThan(3);
    for (const answer of answers) {
      for (const { email, phone } of guests) {
        expect(answer.text, answer.path).not.toContain(email);
        expect(answer.text, answer.path).not.toContain(phone.slice(4, 9));
      }
      if (answer.path.includes("/check-in")) expect(answer.text).not.toMatch(/"(email|phone)\w*"/i);
      expect([answer.path, answer.status]).not.toEqual([answer.path, 403]);
    }
    await afterToasts(page);
    await expectNoA11yViolations(page);
    await shoot(page, "door-staff-390");
    await page.setViewportSize(viewports.desktop);
    await shoot(page, "door-staff-1280");
    await page.setViewportSize(viewports.phone);

    // Offline, as the host's door: found on the device, kept over a reload, sent once back online.
    await controlledByWorker(page);
    await savedForOffline(page, ["check-in", event.id, "guest-list"]);
    await savedForOffline(page, ["check-in", event.id, "summary"]);
    await staffContext.setOffline(true);
    await page.getByLabel("Find a guest by name").fill("rohan");
    await page.getByRole("list", { name: "Guests found" }).getByText("Rohan Das").click();
    await page
      .getByRole("group", { name: "Guest Rohan Das" })
      .getByRole("button", { name: "Check in 2" })
      .click();
    await expectVisible(page.getByText(`${checkInMessages.checkedIn("Rohan Das", 2, 2)}. ${savedOnDevice}`));
    await page.reload();
    await expectCounter(page, "4 / 4");
    await expectVisible(page.getByRole("button", { name: "1 change waiting" }));
    expect((await summary()).arrivedGuests).toBe(1);
    await staffContext.setOffline(false);
    await expectHidden(page.getByRole("button", { name: /changes? waiting/ }));
    await expect.poll(async () => (await summary()).arrivedGuests, { timeout: 15_000 }).toBe(2);
    await expectCounter(hostPage, "4 / 4");

    // The activity list names Kabir.
    const activity = await apiAs<{ items: { text?: string }[] }>(
      host,
      "GET",
      `/api/events/${event.id}/activity`,
    );
    expect(JSON.stringify(activity)).toContain("Kabir Singh");

    // The host removes Kabir: his next action at the door is refused, and nothing changes.
    await hostPage.goto(`/dashboard/events/${event.id}/people`);
    await hostPage.getByRole("button", { name: "Remove Kabir Singh" }).click();
    await hostPage.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expectVisible(hostPage.getByText(peopleMessages.removed));
    await afterToasts(page);
    await page.getByRole("list", { name: "Latest arrivals" }).getByText("Priya Mehta").click();
    await page
      .getByRole("group", { name: "Guest Priya Mehta" })
      .getByRole("button", { name: "Undo check-in" })
      .click();
    await expectVisible(page.getByText("You do not have permission to check guests in at this event"));
    expect((await summary()).arrivedGuests).toBe(2);
  });
});
