import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import type { Profile } from "../../src/contract/profile.ts";
import {
  apiAs,
  apiRaw,
  baseUrl,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  setupBrowser,
  setupTempDir,
  shoot,
  signInContext,
  type TestUser,
  viewports,
} from "./fixtures.ts";

const browser = setupBrowser();
const tempDirOf = setupTempDir("profile-e2e-");

async function profilePage(
  user: TestUser,
  tab = "",
  viewport: keyof typeof viewports = "desktop",
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, user);
  const page = await context.newPage();
  await page.goto(`/dashboard/profile${tab ? `?tab=${tab}` : ""}`);
  await expectVisible(page.getByRole("heading", { name: "Profile", level: 1 }));
  return page;
}

describe("profile", () => {
  test("personal info: name, phone and photo are saved; the avatar shows the photo", async () => {
    const user = await createUser();
    const page = await profilePage(user);
    await page.getByLabel("Display name").fill("Meera Iyer");
    await page.getByLabel("Phone").fill("+91 98450 12345");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expectVisible(page.getByText("Profile updated successfully"));

    const photo = path.join(tempDirOf(), "me.png");
    await sharp({ create: { width: 400, height: 400, channels: 3, background: "#3a7" } })
      .png()
      .toFile(photo);
    await page.getByLabel("Choose a profile photo").setInputFiles(photo);
    await expectVisible(page.getByRole("button", { name: "Change photo" }));
    const profile = await apiAs<Profile>(user, "GET", "/api/profile");
    expect(profile).toMatchObject({ name: "Meera Iyer", phoneNumber: "+91 98450 12345" });
    expect(profile.image).toMatch(/^\/api\/media\/profile_images\//);
    // The top bar's avatar is the photo now, not the initial.
    await expectVisible(page.locator(`header img[src^="${profile.image}"]`));
    await expectNoA11yViolations(page);
    await shoot(page, "profile-personal-1280");
  });

  test("dark mode is applied at once, saved, and comes back on another device", async () => {
    const user = await createUser();
    const page = await profilePage(user);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await background()).toBe("rgb(247, 248, 252)");
    await page.getByRole("button", { name: "Dark" }).click();
    await expect.poll(background).toBe("rgb(15, 19, 32)");
    await expect
      .poll(async () => (await apiAs<Profile>(user, "GET", "/api/profile")).preferences.theme)
      .toBe("dark");
    await expectNoA11yViolations(page);
    await shoot(page, "profile-dark-1280");

    // A fresh browser (no local copy of the choice): the saved theme comes from the server.
    const other = await profilePage(user, "", "phone");
    await expect
      .poll(() => other.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe("rgb(15, 19, 32)");
    await other.goto("/dashboard");
    await expect
      .poll(() => other.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .toBe("rgb(15, 19, 32)");
  });

  test("notifications: a switch is saved as soon as it is flipped", async () => {
    const user = await createUser();
    const page = await profilePage(user, "notifications");
    const rsvp = page
      .getByRole("switch", { name: /RSVP updates/ })
      .or(page.getByRole("checkbox", { name: /RSVP updates/ }));
    await expect.poll(() => rsvp.isChecked()).toBe(true);
    await rsvp.click();
    await expectVisible(page.getByText("Notification settings saved"));
    expect((await apiAs<Profile>(user, "GET", "/api/profile")).preferences.rsvpUpdates).toBe(false);
    await expectNoA11yViolations(page);
  });

  test("security: the spec's password messages, then a new password that signs out other devices", async () => {
    const user = await createUser();
    const laptop = await createUser({ email: user.email, password: user.password });
    const page = await profilePage(user, "security");
    await expectVisible(page.getByText("This device"));
    const update = page.getByRole("button", { name: "Update Password" });
    expect(await update.isDisabled()).toBe(true);

    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("New password", { exact: true }).fill("Fresh#Lantern42");
    await page.getByLabel("Confirm new password").fill("Fresh#Lantern43");
    await update.click();
    await expectVisible(page.getByText("Passwords don't match"));

    await page.getByLabel("Current password").fill("Wrong#Password1");
    await page.getByLabel("Confirm new password").fill("Fresh#Lantern42");
    await update.click();
    await expectVisible(page.getByText("Current password is incorrect"));

    await page.getByLabel("Current password").fill(user.password);
    await update.click();
    await expectVisible(page.getByText("Password updated successfully"));
    // The other device's session has ended; this one goes on.
    expect((await (await apiRaw(laptop, "GET", "/api/me")).json()).user).toBeNull();
    await page.reload();
    await expectVisible(page.getByText("This device"));
    await expectNoA11yViolations(page);
    await shoot(page, "profile-security-1280");
  });

  test("your data: the ZIP downloads, and the account is deleted after typing its e-mail and password", async () => {
    const user = await createUser();
    const event = await createEventAs(user, "Farewell dinner", false);
    const page = await profilePage(user, "data", "phone");
    await shoot(page, "profile-data-390");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download my data" }).click(),
    ]);
    const file = path.join(tempDirOf(), "data.zip");
    await download.saveAs(file);
    expect((await fs.readFile(file)).subarray(0, 2).toString()).toBe("PK");
    expect(execFileSync("unzip", ["-p", file, "events.csv"], { encoding: "utf8" })).toContain(
      "Farewell dinner",
    );

    await page.getByRole("button", { name: "Delete my account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete your account?" });
    const confirm = dialog.getByRole("button", { name: "Delete my account" });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel("Your e-mail address").fill(user.email);
    await dialog.getByLabel("Current password").fill("not-the-password");
    await confirm.click();
    await expectVisible(dialog.getByText("Current password is incorrect"));
    await dialog.getByLabel("Current password").fill(user.password);
    await confirm.click();
    await expectPath(page, "/");
    expect([404, 410]).toContain((await fetch(`${baseUrl}/api/events/${event.id}`)).status);
    const signIn = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ email: user.email, password: user.password }),
    });
    expect(signIn.status).toBe(401);
  });

  test("a user who is not an admin is sent from the admin panel to the dashboard", async () => {
    const user = await createUser();
    const page = await profilePage(user);
    await page.goto("/dashboard/admin");
    await expectPath(page, "/dashboard");
    expect((await apiRaw(user, "GET", "/api/admin/stats")).status).toBe(403);
  });

  test("the dashboard home greets the host with live figures and the next event's replies", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Anniversary dinner", false);
    for (const [name, status] of [
      ["Asha", "confirmed"],
      ["Bala", "confirmed"],
      ["Chitra", "maybe"],
      ["Dev", "declined"],
      ["Esha", "invited"],
    ]) {
      await apiAs(host, "POST", `/api/events/${event.id}/guests`, {
        name,
        email: `${name.toLowerCase()}@example.com`,
        status,
      });
    }
    for (const viewport of ["desktop", "phone"] as const) {
      const context = await browser.newContext({ viewport });
      await signInContext(context, host);
      const page = await context.newPage();
      await page.goto("/dashboard");
      const next = page.getByRole("region", { name: "Anniversary dinner" });
      await expectVisible(next.getByText("4 of 5 guests have replied"));
      await expectVisible(page.getByText("2 of 5 confirmed"));
      await expectVisible(page.getByText("1 upcoming"));
      await expectNoA11yViolations(page);
      await shoot(page, `dashboard-home-${viewport === "phone" ? 390 : 1280}`);
      // Nothing is wider than the screen (the reply counts once overflowed 390 px).
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewports[viewport].width,
      );
      if (viewport === "phone") {
        await next.getByRole("link", { name: "Open the guest list" }).click();
        await expectPath(page, "/dashboard/guests", `?eventId=${event.id}`);
      }
    }
  });

  test("a guest removes their details from the host's list without JavaScript", async () => {
    const host = await createUser();
    const event = await createEventAs(host, "Book club", false);
    const guest = await apiAs<{ id: string; rsvpPath: string }>(
      host,
      "POST",
      `/api/events/${event.id}/guests`,
      {
        name: "Quiet Reader",
        email: "quiet.reader@example.com",
        status: "invited",
      },
    );
    const context = await browser.newContext({ viewport: "phone", javaScript: false });
    const page = await context.newPage();
    await page.goto(guest.rsvpPath);
    await page.getByText("Remove my details from this guest list").click();
    await page.getByLabel("I understand: remove my details").check();
    await shoot(page, "guest-forget-me-390-nojs");
    await page.getByRole("button", { name: "Remove my details" }).click();
    await expectVisible(page.getByText("Your contact details have been removed from the host's guest list."));
    expect((await apiRaw(host, "GET", `/api/guests/${guest.id}`)).status).toBe(404);
  });
});
