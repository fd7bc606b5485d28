import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { readManifest } from "../../src/server/backup/restore.ts";
import {
  adminEmail,
  apiRaw,
  baseUrl,
  createAdmin,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  setupBrowser,
  shoot,
  signInContext,
  type TestUser,
  uniqueEmail,
  type viewports,
} from "./fixtures.ts";

const browser = setupBrowser();

const admin = createAdmin;

async function adminPage(
  user: TestUser,
  tab = "",
  viewport: keyof typeof viewports = "desktop",
): Promise<Page> {
  const context = await browser.newContext({ viewport });
  await signInContext(context, user);
  const page = await context.newPage();
  await page.goto(`/dashboard/admin${tab ? `?tab=${tab}` : ""}`);
  await expectVisible(page.getByRole("heading", { name: "Admin Panel", level: 1 }));
  return page;
}

describe("admin panel", () => {
  test("dashboard: the platform's figures, with the chart's numbers as a table", async () => {
    const page = await adminPage(await admin());
    await expectVisible(page.getByRole("term").filter({ hasText: /^Users$/ }));
    await expectVisible(page.getByRole("term").filter({ hasText: "Invitations sent" }));
    await page.getByText("Show as a table").click();
    await expectVisible(page.getByRole("table", { name: "Sign-ups and events per month" }));
    await expectNoA11yViolations(page);
    await shoot(page, "admin-dashboard-1280");
  });

  test("users: disable an account (it cannot sign in), enable it again, and see both in the audit log", async () => {
    const boss = await admin();
    const email = uniqueEmail("admin-target");
    const target = await createUser({ email, name: "Target Person" });
    const page = await adminPage(boss, "users");
    await page.getByRole("searchbox", { name: "Search users by e-mail or name" }).fill(email);
    const row = page.getByRole("list", { name: "Users" }).getByRole("listitem").filter({ hasText: email });
    await expectVisible(row);
    await row.getByRole("button", { name: `Disable ${email}` }).click();
    await expectVisible(row.getByText("Disabled"));
    expect((await (await apiRaw(target, "GET", "/api/me")).json()).user).toBeNull();
    const refused = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: "POST",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ email, password: target.password }),
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe("This account has been disabled. Please contact support.");

    await row.getByRole("button", { name: `Enable ${email}` }).click();
    await expectVisible(row.getByRole("button", { name: `Disable ${email}` }));
    const log = page.getByRole("table", { name: "Audit log" });
    await expectVisible(
      log.getByRole("row").filter({ hasText: email }).filter({ hasText: "Disabled account" }),
    );
    await expectVisible(
      log.getByRole("row").filter({ hasText: email }).filter({ hasText: "Enabled account" }),
    );
    await expectNoA11yViolations(page);
    await shoot(page, "admin-users-1280");
  });

  test("templates: the default designs are installed and listed with their edit and remove buttons", async () => {
    const page = await adminPage(await admin(), "templates", "phone");
    await page.getByRole("button", { name: "Add default templates" }).click();
    const list = page.getByRole("list", { name: "Templates" });
    await expectVisible(list.getByText("Classic Birthday"));
    await expectVisible(list.getByText("Elegant Wedding"));
    await expectVisible(list.getByRole("button", { name: "Edit Classic Birthday" }));
    await expectVisible(list.getByRole("button", { name: "Remove Classic Birthday" }));
    await expectNoA11yViolations(page);
    await shoot(page, "admin-templates-390");
  });

  test("news: product news goes to the users who chose marketing emails, and the audit log shows it", async () => {
    const boss = await admin();
    expect((await apiRaw(boss, "PATCH", "/api/profile/preferences", { marketingEmails: true })).status).toBe(
      200,
    );
    const page = await adminPage(boss, "news", "phone");
    await expectVisible(page.getByText(/Goes to the \d+ users? with a confirmed address/));
    await page.getByRole("button", { name: "Send news" }).click();
    await expectVisible(page.getByText("Subject is required"));
    await page.getByLabel("Subject").fill("Door mode is here");
    await page.getByLabel("Message").fill("Check guests in at the door with a phone.");
    await page.getByRole("button", { name: "Send news" }).click();
    await expectVisible(
      page.getByText(/Product news is on its way to \d+ users? who chose marketing emails\./),
    );
    await expectNoA11yViolations(page);
    await shoot(page, "admin-news-390");
    await page.goto("/dashboard/admin?tab=users");
    await expectVisible(
      page
        .getByRole("table", { name: "Audit log" })
        .getByText("Sent product news: Door mode is here")
        .first(),
    );
  });

  test("system: database, storage and mail, with a test mail that lands in the outbox", async () => {
    const page = await adminPage(await admin(), "system");
    await expectVisible(page.getByText(/All \d+ applied/));
    await page.getByRole("button", { name: "Send test mail" }).click();
    await expectVisible(page.getByText(`Test mail sent to ${adminEmail}`));
    await expectVisible(
      page.getByRole("table", { name: "Outbox" }).getByText("EventHub test message").first(),
    );
    await expectNoA11yViolations(page);
    await shoot(page, "admin-system-1280");
  });

  test("system: Download backup saves one archive with the database, files and a manifest", async () => {
    const page = await adminPage(await admin(), "system", "phone");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Download backup" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^eventhub-backup-\d{4}-\d{2}-\d{2}T[\d-]+Z\.zip$/);
    const file = path.join(os.tmpdir(), `${randomUUID()}.zip`);
    await download.saveAs(file);
    try {
      const manifest = await readManifest(file);
      expect(manifest.app).toBe("eventhub");
      expect(manifest.database.counts["public.user"]).toBeGreaterThan(0);
    } finally {
      await fs.rm(file, { force: true });
    }
    await shoot(page, "admin-system-390");
  });
});
