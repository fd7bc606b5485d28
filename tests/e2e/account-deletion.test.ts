import { describe, expect, test } from "vitest";
import {
  apiAs,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  readOutbox,
  setupBrowser,
  shoot,
  signInContext,
  uniqueEmail,
} from "./fixtures.ts";

const browser = setupBrowser();

// Issue 33, item 5: deleting an account that has upcoming events does not cancel them silently.
describe("deleting an account with an upcoming event", () => {
  test("the dialog lists the event with its replied guests, offers the cancellation mail and sends it", async () => {
    const host = await createUser({ name: "Devika Host" });
    const event = await createEventAs(host, "Devika's Wedding", false);
    const ravi = uniqueEmail("ravi");
    const meena = uniqueEmail("meena");
    for (const [name, email, status] of [
      ["Ravi", ravi, "confirmed"],
      ["Meena", meena, "maybe"],
      ["Sunil", uniqueEmail("sunil"), "invited"],
    ]) {
      await apiAs(host, "POST", `/api/events/${event.id}/guests`, { name, email, status });
    }

    const context = await browser.newContext({ viewport: "phone" });
    await signInContext(context, host);
    const page = await context.newPage();
    await page.goto("/dashboard/profile?tab=data");
    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const list = dialog.getByRole("list", { name: "Your upcoming events are cancelled:" });
    await expectVisible(list.getByText("Devika's Wedding"));
    await expectVisible(list.getByText("Jun 15, 2031 at 18:30 · 2 guests replied"));
    const offer = dialog.getByLabel("E-mail the 2 guests who replied that the event is cancelled");
    expect(await offer.isChecked()).toBe(true);
    await dialog.getByLabel("Your e-mail address").fill(host.email);
    await dialog.getByLabel("Current password").fill(host.password);
    await expectNoA11yViolations(page);
    await shoot(page, "account-delete-upcoming-390");

    await dialog.getByRole("button", { name: "Delete my account" }).click();
    await expectPath(page, "/");
    for (const [email, name] of [
      [ravi, "Ravi"],
      [meena, "Meena"],
    ]) {
      const mail = await readOutbox(email);
      expect(mail.subject).toBe("Cancelled: Devika's Wedding");
      expect(mail.text).toContain(`Hi ${name},`);
      expect(mail.text).toContain(
        "Devika Host has cancelled “Devika's Wedding”, which was planned for Sunday, June 15, 2031 at 18:30.",
      );
    }
    await context.close();
  });
});
