import { describe, expect, test } from "vitest";
import {
  adminEmails,
  apiRaw,
  createAdmin,
  expectNoA11yViolations,
  expectVisible,
  readOutbox,
  setupBrowser,
  shoot,
} from "./fixtures.ts";

const browser = setupBrowser();

describe("product news unsubscribe", () => {
  test("the e-mail's link opens a page whose button unsubscribes, signed out and without script", async () => {
    const reader = await createAdmin(adminEmails.news);
    expect(
      (await apiRaw(reader, "PATCH", "/api/profile/preferences", { marketingEmails: true })).status,
    ).toBe(200);
    const subject = `Faster guest pages ${Date.now()}`;
    const sent = await apiRaw(reader, "POST", "/api/admin/news", {
      subject,
      message: "They open in a blink.",
    });
    expect(sent.status).toBe(202);
    // By subject: the admin panel's test may send news to this reader too, at the same time.
    const mail = await readOutbox(reader.email, 15_000, subject);
    const link = /href="([^"]*\/news\/unsubscribe\/[^"]+)">Unsubscribe</.exec(mail.html ?? "")?.[1];
    expect(link).toBeTruthy();
    const path = new URL(link ?? "").pathname;

    // A browser with no session and no script, as a mail app's viewer opens it.
    const { page } = await browser.newPage({ viewport: "phone", javaScript: false });
    await page.goto(path);
    await expectVisible(page.getByRole("heading", { name: "Stop product news from EventHub", level: 1 }));
    await shoot(page, "news-unsubscribe-390");
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expectVisible(page.getByText("Done: you will get no more product news from EventHub."));
    await shoot(page, "news-unsubscribed-390");

    // axe needs script: the same page in a browser that runs it.
    const checker = (await browser.newPage({ viewport: "phone" })).page;
    await checker.goto(path);
    await expectVisible(checker.getByRole("button", { name: "Unsubscribe" }));
    await expectNoA11yViolations(checker);
  });
});
