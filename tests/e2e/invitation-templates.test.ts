import path from "node:path";
import { describe, expect, test } from "vitest";
import {
  adminEmails,
  afterToasts,
  createAdmin,
  createUser,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  pickOption,
} from "./fixtures.ts";
import { hostPage, main, setupInvitationBrowser, suffix } from "./invitation-fixtures.ts";

// Invitation templates in the browser: the custom template form, and the admin panel's defaults.

setupInvitationBrowser();

describe("invitations", () => {
  test("templates: the form checks name and image, then the new template is offered", async () => {
    const host = await createUser();
    const { page } = await hostPage(host);

    await page.goto("/dashboard/invitations?tab=templates");
    await expectVisible(page.getByRole("heading", { name: "Classic Birthday" }));
    await expectVisible(page.getByRole("heading", { name: "Elegant Wedding" }));
    await expectNoA11yViolations(page);
    await main(page).getByRole("link", { name: "Create Template" }).click();
    await expectPath(page, "/dashboard/invitations/templates/create");
    await page.getByRole("button", { name: "Create Template" }).click();
    await expectVisible(page.getByText("Template name is required"));
    await expectVisible(page.getByText("Template image is required"));
    await expectNoA11yViolations(page);

    const name = `Diwali Lights ${suffix()}`;
    await page.getByLabel("Template name").fill(name);
    await pickOption(page, /Category/, "Holiday");
    await page.getByLabel("Description").fill("Diyas and rangoli for the festival of lights.");
    await page
      .locator('input[type="file"]')
      .setInputFiles(path.resolve("assets/templates/classic-birthday.jpg"));
    await expectVisible(page.getByRole("img", { name: "Template image preview" }));
    await page.getByRole("button", { name: "Create Template" }).click();
    await expectVisible(page.getByText("Template created successfully"));
    await expectPath(page, "/dashboard/invitations", "?tab=templates");
    await expectVisible(page.getByRole("heading", { name }));
    await page.getByRole("link", { name: `Use template ${name}` }).click();
    await expectPath(page, "/dashboard/invitations/create", /templateId=/);
    await expectVisible(main(page).getByText("No events yet"));
  });

  test("admin panel: defaults already installed; others are sent to the dashboard", async () => {
    const admin = await createAdmin(adminEmails.templates);
    const { page } = await hostPage(admin);
    await page.goto("/dashboard/admin");
    await expectVisible(page.getByRole("heading", { level: 1, name: "Admin Panel" }));
    await expectVisible(page.getByRole("tab", { name: "Dashboard", selected: true }));
    await expectNoA11yViolations(page);
    await page.getByRole("tab", { name: "Templates" }).click();
    await expectVisible(page.getByRole("list", { name: "Templates" }).getByText("Classic Birthday"));
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Add default templates" }).click();
    await expectVisible(page.getByText("The default templates are already installed"));
    await page.getByRole("tab", { name: "System" }).click();
    await expectVisible(page.getByText(/All \d+ applied/));
    expect(await page.getByRole("link", { name: /API documentation/ }).getAttribute("href")).toBe(
      "/api/docs",
    );
    await afterToasts(page);
    await expectNoA11yViolations(page);

    const host = await createUser();
    const other = await hostPage(host);
    await other.page.goto("/dashboard/admin");
    await expectPath(other.page, "/dashboard");
  });
});
