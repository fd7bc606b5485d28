import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import {
  adminEmails,
  baseUrl,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  firstLink,
  readOutbox,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
  verificationLink,
} from "./fixtures.ts";

// The server refuses a 4th failed sign-in from one address for 15 minutes, and every browser here is
// 127.0.0.1: the whole e2e suite may fail a sign-in only twice, both in the one test that means to.

const browser = setupBrowser();

async function expectRule(page: Page, rule: string, met: boolean) {
  const item = page
    .getByRole("list", { name: "Password requirements" })
    .getByRole("listitem")
    .filter({ hasText: rule });
  await expectVisible(item.getByRole("img", { name: met ? "Met:" : "Not met:", exact: true }));
}

async function signInThroughForm(page: Page, email: string, password: string) {
  await page.getByLabel("Email Address").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** The dashboard of someone who signed in again; a new account is greeted without the "back". */
async function expectDashboardFor(page: Page, name: string, greeting = "Welcome back") {
  await expectPath(page, "/dashboard");
  await expectVisible(page.getByRole("heading", { level: 1, name: `${greeting}, ${name}`, exact: true }));
}

describe("accounts through the UI", () => {
  test("registers in two steps, logs out through the profile menu and logs back in", async () => {
    const { page } = await browser.newPage();
    const email = uniqueEmail("register");
    const password = "Secret#2024x";
    const name = "Asha Rao";

    await page.goto("/register");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Create an Account" }));
    await expectRule(page, "At least 8 characters", false);
    await expectNoA11yViolations(page);

    await page.getByLabel("Email Address").fill(email);
    await page.getByLabel("Password", { exact: true }).fill("secret");
    // The checklist follows every keystroke.
    await expectRule(page, "At least 8 characters", false);
    await expectRule(page, "Contains a number", false);
    await page.getByLabel("Password", { exact: true }).fill(password);
    for (const rule of [
      "At least 8 characters",
      "Contains a number",
      "special character",
      "uppercase letter",
    ]) {
      await expectRule(page, rule, true);
    }

    await page.getByLabel("Confirm Password").fill(`${password}!`);
    await page.getByRole("button", { name: "Next" }).click();
    await expectVisible(page.getByText("Passwords do not match"));
    await expectNoA11yViolations(page);
    await page.getByLabel("Confirm Password").fill(password);
    await page.getByRole("button", { name: "Next" }).click();

    const nameField = page.getByLabel("Full Name");
    await expectVisible(nameField);
    await expectVisible(page.getByText("Personal Details"));
    await expectNoA11yViolations(page);
    await nameField.fill(name);
    await page.getByRole("button", { name: "Create Account" }).click();

    await expectDashboardFor(page, name, "Welcome");
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Account menu" }).click();
    await page.getByRole("menuitem", { name: "Logout" }).click();
    await expectPath(page, "/");
    // The home page comes from the server: wait for it, not for the app's frame that loads it
    // (going on at once raced that load, once in CI).
    await expectVisible(page.getByRole("heading", { name: "Upcoming Events", exact: true }).first());
    await expectVisible(page.getByRole("banner").getByRole("link", { name: "Login", exact: true }));

    await page.goto("/login");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Sign In" }));
    // Empty fields are caught in the browser: no request, so no failed sign-in is counted.
    await page.getByRole("button", { name: "Sign In", exact: true }).click();
    await expectVisible(page.getByText("Please enter both email and password"));
    await expectNoA11yViolations(page);

    await signInThroughForm(page, email, password);
    await expectDashboardFor(page, name);
  });

  test("a wrong password and an unknown e-mail get their own messages", async () => {
    const user = await createUser();
    const { page } = await browser.newPage();
    await page.goto("/login");

    await signInThroughForm(page, user.email, "Wrong#Password1");
    await expectVisible(page.getByText("Incorrect password. Please try again."));
    await expectPath(page, "/login");

    await signInThroughForm(page, uniqueEmail("nobody"), user.password);
    await expectVisible(page.getByText("No account found with this email. Please register first."));
    await expectPath(page, "/login");
  });

  test("a signed-out visit to the dashboard goes to /login and back after signing in", async () => {
    const user = await createUser();
    const { page } = await browser.newPage();
    // A page below /dashboard, so landing there proves the way back rather than the default destination.
    await page.goto("/dashboard/guests");
    await expectPath(page, "/login");
    await signInThroughForm(page, user.email, user.password);
    await expectPath(page, "/dashboard/guests");

    await page.goto("/dashboard");
    await expectDashboardFor(page, user.name);
  });

  test("forgot password: the e-mailed link resets the password", async () => {
    const user = await createUser();
    const newPassword = "Fresh#Pass2025";
    const { page } = await browser.newPage();

    await page.goto("/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expectPath(page, "/forgot-password");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Forgot Password" }));
    await expectNoA11yViolations(page);
    await page.getByLabel("Email Address").fill(user.email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expectVisible(page.getByText(`If an account exists for ${user.email}`));

    const mail = await readOutbox(user.email);
    const link = firstLink(mail.text);
    expect(link.startsWith(new URL(page.url()).origin)).toBe(true);

    // The link goes through the server, which checks the token and redirects to the SPA with it.
    await page.goto(link);
    await expectPath(page, "/reset-password", /[?&]token=/);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Reset Password" }));
    await expectNoA11yViolations(page);
    await page.getByLabel("New Password").fill(newPassword);
    await page.getByLabel("Confirm Password").fill(newPassword);
    await page.getByRole("button", { name: "Reset Password" }).click();
    await expectVisible(page.getByText("Your password has been reset. You can now sign in."));

    await page.getByRole("link", { name: "Sign In" }).click();
    await expectPath(page, "/login");
    await signInThroughForm(page, user.email, newPassword);
    await expectDashboardFor(page, user.name);
  });
});

async function isVerified(user: TestUser): Promise<boolean> {
  const me = await fetch(`${baseUrl}/api/me`, {
    headers: { cookie: `${user.cookie.name}=${user.cookie.value}` },
  });
  return ((await me.json()) as { user: { emailVerified: boolean } }).user.emailVerified;
}

describe("dashboard navigation by role", () => {
  test("an ADMIN_EMAILS address sees Admin Panel once verified; a normal user never does", async () => {
    const admin = await createUser({ email: adminEmails.auth, name: "Admin Person" });
    const normal = await createUser();

    const adminSide = await browser.newPage();
    await signInContext(adminSide.context, admin);
    const adminNav = adminSide.page.getByRole("navigation", { name: "Dashboard navigation" });
    // Registering the address proves nothing: a plain account until its owner opens the mail's link.
    if (!(await isVerified(admin))) {
      await adminSide.page.goto("/dashboard");
      await expectVisible(adminNav.getByRole("link", { name: "Payments" }));
      expect(await adminNav.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
      await adminSide.page.goto(await verificationLink(adminEmails.auth));
    }
    await adminSide.page.goto("/dashboard");
    await expectVisible(adminNav.getByRole("link", { name: "Admin Panel" }));

    const normalSide = await browser.newPage();
    await signInContext(normalSide.context, normal);
    await normalSide.page.goto("/dashboard");
    const normalNav = normalSide.page.getByRole("navigation", { name: "Dashboard navigation" });
    // Wait for the nav itself first, so "no Admin Panel" is not just "not rendered yet".
    await expectVisible(normalNav.getByRole("link", { name: "Payments" }));
    await expectHidden(normalNav.getByRole("link", { name: "Admin Panel" }));
    expect(await normalNav.getByRole("link", { name: "Admin Panel" }).count()).toBe(0);
  });
});
