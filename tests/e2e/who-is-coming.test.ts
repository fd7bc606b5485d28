import { describe, expect, test } from "vitest";
import {
  apiAs,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  shoot,
  signInContext,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();

// Issue 33, item 6: the host lets guests see who is coming; a guest reads it on their reply page.
describe("who is coming", () => {
  test("the host shows first names in the RSVP settings at 390 px; a guest without script reads them", async () => {
    const host = await createUser({ name: "Farah Host" });
    const event = await createEventAs(host, `Farah's Engagement ${Date.now().toString(36)}`, false);
    const people: [string, string][] = [
      ["Ravi Kumar", "confirmed"],
      ["Meena Iyer", "confirmed"],
      ["Kavya Nair", "declined"],
      ["Sunil Rao", "invited"],
    ];
    const paths: Record<string, string> = {};
    for (const [name, status] of people) {
      const guest = await apiAs<{ rsvpPath: string }>(host, "POST", `/api/events/${event.id}/guests`, {
        name,
        email: uniqueEmail(name.split(" ")[0].toLowerCase()),
        status,
      });
      paths[name] = guest.rsvpPath;
    }

    const hostContext = await browser.newContext({ viewport: "phone" });
    await signInContext(hostContext, host);
    const list = await hostContext.newPage();
    await list.goto(`/dashboard/guests?eventId=${event.id}`);
    await list.getByRole("button", { name: "RSVP settings" }).click();
    const settings = list.getByRole("dialog", { name: /RSVP settings/ });
    const choice = settings.getByRole("combobox", { name: "Show guests who is coming" });
    // A private event shows nothing until its host chooses.
    await expectVisible(choice.getByText("Nothing"));
    await choice.click();
    await list.getByRole("option", { name: "Number going and first names" }).click();
    await shoot(list, "rsvp-settings-who-is-coming-390");
    await settings.getByRole("button", { name: "Save settings" }).click();
    await expectVisible(list.getByText("RSVP settings saved"));

    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(paths["Sunil Rao"]);
    const card = page.getByRole("region", { name: "Who is coming" });
    await expectVisible(card.getByText("2 going"));
    await expectVisible(card.getByText("Ravi and Meena"));
    const text = await card.innerText();
    for (const hidden of ["Kumar", "Iyer", "Kavya", "@"]) expect(text).not.toContain(hidden);
    // The accessibility check runs scripts in the page, so it reads the same page with script on.
    const scripted = (await browser.newPage({ viewport: "phone" })).page;
    await scripted.goto(paths["Sunil Rao"]);
    await expectVisible(scripted.getByRole("region", { name: "Who is coming" }).getByText("2 going"));
    await expectNoA11yViolations(scripted);
    await shoot(scripted, "rsvp-who-is-coming-390");
  });
});
