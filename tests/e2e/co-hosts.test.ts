import { describe, expect, test } from "vitest";
import { guestMessages } from "../../src/contract/guests.ts";
import { peopleMessages } from "../../src/contract/people.ts";
import {
  addGuestAs,
  afterToasts,
  apiAs,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  firstLink,
  pickOption,
  readOutbox,
  setupBrowser,
  signInContext,
} from "./fixtures.ts";

const browser = setupBrowser();
const shots = process.env.SCREENSHOTS_DIR;

describe("co-hosts", () => {
  test("a host invites a co-host by e-mail; the co-host opens the link, signs in, accepts, sees the event as Shared and edits a guest", {
    timeout: 120_000,
  }, async () => {
    const host = await createUser({ name: "Anita Sharma" });
    const cohost = await createUser({ name: "Meera Joshi" });
    const event = await createEventAs(host, "Anita weds Rohan", false);
    const guest = await addGuestAs(host, event.id, "Kiran Rao");

    // The host, on a phone, invites Meera from the event's People page.
    const hostContext = await browser.newContext({ viewport: "phone" });
    await signInContext(hostContext, host);
    const hostPage = await hostContext.newPage();
    await hostPage.goto(`/dashboard/events/${event.id}`);
    await hostPage.getByRole("link", { name: "People" }).click();
    await expectPath(hostPage, `/dashboard/events/${event.id}/people`);
    await hostPage.getByLabel("Email").fill(cohost.email);
    await hostPage.getByRole("radio", { name: /^Co-host/ }).check();
    await hostPage.getByRole("button", { name: "Send invitation" }).click();
    await expectVisible(hostPage.getByText(peopleMessages.invited(cohost.email)));
    const people = hostPage.getByRole("region", { name: "Co-hosts and door staff" });
    await expectVisible(people.getByText(cohost.email));
    await expectVisible(people.getByText("Pending"));
    await afterToasts(hostPage);
    await expectNoA11yViolations(hostPage);
    if (shots) await hostPage.screenshot({ path: `${shots}/people-390.png`, fullPage: true });

    // Meera opens the mail's link on her phone, signed out: she signs in and comes back to it.
    const mail = await readOutbox(cohost.email);
    expect(mail.subject).toBe("Anita Sharma invited you to help run Anita weds Rohan");
    const link = firstLink(mail.text);
    expect(link).toMatch(/\/dashboard\/join\/[\w-]+$/);
    const cohostContext = await browser.newContext({ viewport: "phone" });
    const page = await cohostContext.newPage();
    await page.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expectPath(page, "/login");
    await page.getByLabel("Email Address").fill(cohost.email);
    await page.getByLabel("Password", { exact: true }).fill(cohost.password);
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectVisible(page.getByRole("heading", { name: "Anita weds Rohan" }));
    await expectVisible(page.getByText(/invited .* to help run this event as co-host/));
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/join-390.png`, fullPage: true });
    await page.getByRole("button", { name: "Accept invitation" }).click();
    await expectPath(page, `/dashboard/events/${event.id}`);
    await expectVisible(page.getByText(peopleMessages.accepted("Anita weds Rohan")));

    // My Events: the event is there, marked Shared, with the host's name.
    await page.goto("/dashboard/events");
    await expectVisible(page.getByText("Shared", { exact: true }));
    await expectVisible(page.getByText("Shared by Anita Sharma · you are a co-host"));
    if (shots) await page.screenshot({ path: `${shots}/my-events-shared-390.png`, fullPage: true });

    // Her own place: the profile's switches, for this event only.
    await page.goto(`/dashboard/events/${event.id}/people`);
    await expectVisible(page.getByText("Your place"));
    const replies = page
      .getByRole("switch", { name: /RSVP updates/ })
      .or(page.getByRole("checkbox", { name: /RSVP updates/ }));
    await expect.poll(() => replies.isChecked()).toBe(true);
    await replies.click();
    await expectVisible(page.getByText(peopleMessages.settingsSaved));
    expect(
      (await apiAs<{ notifyReplies: boolean }>(cohost, "GET", `/api/events/${event.id}/my-place`))
        .notifyReplies,
    ).toBe(false);
    await afterToasts(page);
    await expectNoA11yViolations(page);
    if (shots) await page.screenshot({ path: `${shots}/my-place-390.png`, fullPage: true });

    // She edits a guest, as the host would.
    await page.goto(`/dashboard/guests/edit/${guest.id}`);
    await pickOption(page, /^Status/, "Confirmed");
    await page.getByRole("main").getByRole("button", { name: "Update Guest" }).click();
    await expectVisible(page.getByText(guestMessages.updated));
    const saved = await apiAs<{ status: string }>(host, "GET", `/api/guests/${guest.id}`);
    expect(saved.status).toBe("confirmed");

    // The event's activity list, read by the host, names her as the one who edited the guest.
    await hostPage.goto(`/dashboard/events/${event.id}/activity`);
    const edited = hostPage.getByRole("listitem").filter({ hasText: "edited guest Kiran Rao" });
    await expectVisible(edited.first());
    expect(await edited.first().textContent()).toContain("Meera Joshi");
    await hostPage.goto(`/dashboard/events/${event.id}/people`);

    // The host's list shows her as accepted; removing her closes the event to her at once.
    await hostPage.reload();
    await expectVisible(people.getByText("Meera Joshi"));
    await expectVisible(people.getByText("Accepted"));
    const desktop = await (await browser.newContext({ viewport: "desktop" })).newPage();
    await signInContext(desktop.context(), host);
    await desktop.goto(`/dashboard/events/${event.id}/people`);
    await expectVisible(desktop.getByText("Meera Joshi"));
    await expectNoA11yViolations(desktop);
    if (shots) await desktop.screenshot({ path: `${shots}/people-1280.png`, fullPage: true });
    const joinDesktop = await (await browser.newContext({ viewport: "desktop" })).newPage();
    await signInContext(joinDesktop.context(), cohost);
    await joinDesktop.goto(link.replace(/^https?:\/\/[^/]+/, ""));
    await expectVisible(joinDesktop.getByText("You already help run this event."));
    if (shots) await joinDesktop.screenshot({ path: `${shots}/join-1280.png`, fullPage: true });

    await hostPage.getByRole("button", { name: "Remove Meera Joshi" }).click();
    await hostPage.getByRole("dialog").getByRole("button", { name: "Remove" }).click();
    await expectVisible(hostPage.getByText(peopleMessages.removed));
    await page.goto(`/dashboard/guests/edit/${guest.id}`);
    await expectVisible(page.getByText(guestMessages.noPermissionEdit).first());
  });
});
