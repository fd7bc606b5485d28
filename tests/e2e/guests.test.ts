import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import {
  apiAs,
  baseUrl,
  createEventAs,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  firstLink,
  pickOption,
  readOutbox,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

const openReplyText = rsvpMessages.openReplyReceived;

const browser = setupBrowser();

let tempDir = "";

beforeAll(async () => {
  tempDir = await fs.mkdtemp(path.join(os.tmpdir(), "guests-e2e-"));
});

afterAll(async () => {
  if (tempDir) await fs.rm(tempDir, { recursive: true, force: true });
});

async function createEvent(host: TestUser, title: string, isPublic = true): Promise<string> {
  return (await createEventAs(host, title, isPublic)).id;
}

type GuestBody = { id: string; rsvpPath: string };

async function addGuest(host: TestUser, eventId: string, name: string, plusOnesAllowed = 0) {
  return apiAs<GuestBody>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email: uniqueEmail("guest"),
    status: "invited",
    plusOnesAllowed,
  });
}

async function hostPage(host: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInContext(context, host);
  return { context, page: await context.newPage() };
}

const main = (page: Page) => page.getByRole("main");
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });

describe("the host's guest list", () => {
  test("adds a guest through the form, then imports a CSV and deletes what it brought", async () => {
    const host = await createUser({ name: "Asha Host" });
    const eventId = await createEvent(host, `Garden Party ${Date.now().toString(36)}`);
    const { page } = await hostPage(host);

    await page.goto(`/dashboard/guests?eventId=${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Guests" }));
    await expectVisible(main(page).getByText("No guests yet"));

    // The form: the spec's texts under the fields, checked before anything is sent.
    await main(page).getByRole("link", { name: "Add Guest" }).first().click();
    await expectPath(page, `/dashboard/guests/add/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Add Guest" }));
    const submit = main(page).getByRole("button", { name: "Add Guest" });
    await submit.click();
    await expectVisible(page.getByText("Name is required"));
    await expectVisible(page.getByText("Email is required"));
    await page.getByLabel("Email").fill("not-an-address");
    await page.getByLabel("Phone").fill("call me");
    await submit.click();
    await expectVisible(page.getByText("Please enter a valid email address"));
    await expectVisible(page.getByText("Please enter a valid phone number"));
    await expectNoA11yViolations(page);

    const email = uniqueEmail("asha-guest");
    await page.getByLabel("Name").fill("Meera Nair");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Phone").fill("+91 98450 12345");
    await pickOption(page, "Category", "VIP");
    await pickOption(page, /^Status/, "Confirmed");
    await submit.click();
    await expectVisible(page.getByText("Guest added successfully"));
    await expectPath(page, "/dashboard/guests", `?eventId=${eventId}`);
    await expectVisible(row(page, "Meera Nair").getByText("Confirmed"));
    await expectVisible(row(page, "Meera Nair").getByText("VIP"));
    await expectVisible(page.getByRole("tab", { name: "Confirmed 1" }));
    await expectNoA11yViolations(page);

    // The same e-mail twice is refused under the field.
    await page.goto(`/dashboard/guests/add/${eventId}`);
    await page.getByLabel("Name").fill("Meera Again");
    await page.getByLabel("Email").fill(email.toUpperCase());
    await main(page).getByRole("button", { name: "Add Guest" }).click();
    await expectVisible(page.getByText("A guest with this email is already on the list"));

    // Import: a quoted comma, and one row without an e-mail (row 3, the header being row 1).
    const csv = path.join(tempDir, "guests.csv");
    await fs.writeFile(
      csv,
      [
        "name,email,phone,category,status",
        `"Rao, Kiran",${uniqueEmail("kiran")},+91 99000 11111,friend,maybe`,
        "No Email Person,,,,",
        `Lata Iyer,${uniqueEmail("lata")},,family,`,
      ].join("\n"),
    );
    await page.goto(`/dashboard/guests?eventId=${eventId}`);
    await main(page).getByRole("button", { name: "Import CSV" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import Guests from CSV" });
    await expectVisible(dialog.getByRole("link", { name: "Download the CSV template" }));
    expect(await dialog.getByRole("link", { name: "Download the CSV template" }).getAttribute("href")).toBe(
      "/templates/guest_import_template.csv",
    );
    await expectNoA11yViolations(page);
    await dialog.locator('input[type="file"]').setInputFiles(csv);
    // The preview comes first: nothing is saved until Import.
    const skipped = dialog.getByRole("region", { name: "Skipped rows (1)" });
    await expectVisible(skipped.getByText("Row 3"));
    await expectVisible(skipped.getByText("Email is required"));
    await expectVisible(dialog.getByRole("region", { name: "New guests (2)" }).getByText("Rao, Kiran"));
    await dialog.getByRole("button", { name: "Import", exact: true }).click();
    await expectVisible(dialog.getByText("Successfully imported 2 guests"));
    await expectVisible(dialog.getByText("Some rows (3) were skipped due to invalid data"));
    await dialog.getByRole("button", { name: "Done" }).click();
    await expectHidden(dialog);
    await expectVisible(row(page, "Rao, Kiran").getByText("Maybe"));
    await expectVisible(row(page, "Lata Iyer").getByText("Invited"));
    await expectVisible(page.getByRole("tab", { name: "All 3" }));

    // Server-side search, kept in the URL.
    await page.getByRole("searchbox", { name: "Search guests by name, email or phone" }).fill("kiran");
    await expectPath(page, "/dashboard/guests", /search=kiran/);
    await expectHidden(row(page, "Lata Iyer"));
    await expectVisible(row(page, "Rao, Kiran"));
    await page.getByRole("button", { name: "Clear search" }).first().click();
    await expectVisible(row(page, "Lata Iyer"));

    // Edit a guest without a phone; the page also offers their personal link.
    await page.getByRole("link", { name: "Edit Lata Iyer" }).click();
    await expectVisible(page.getByRole("heading", { level: 1, name: "Edit Guest" }));
    await expectVisible(page.getByRole("textbox", { name: "Personal RSVP link" }));
    await expectVisible(page.getByText("No reply yet."));
    await pickOption(page, /^Status/, "Declined");
    await main(page).getByRole("button", { name: "Update Guest" }).click();
    await expectVisible(page.getByText("Guest updated successfully"));
    await expectPath(page, "/dashboard/guests", `?eventId=${eventId}`);
    await expectVisible(row(page, "Lata Iyer").getByText("Declined"));

    // Delete selected, after a confirmation.
    await page.getByRole("checkbox", { name: "Select Rao, Kiran" }).check();
    await page.getByRole("checkbox", { name: "Select Lata Iyer" }).check();
    await page.getByRole("button", { name: "Delete selected" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete 2 guests?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expectHidden(row(page, "Lata Iyer"));
    await expectHidden(row(page, "Rao, Kiran"));
    await expectVisible(page.getByRole("tab", { name: "All 1" }));
  });

  test("a guest replies on a phone through their link; the host's open list follows live", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Sangeet Night ${Date.now().toString(36)}`;
    const eventId = await createEvent(host, title);
    const guest = await addGuest(host, eventId, "Ravi Guest", 1);

    // The host keeps the list open on a laptop.
    const hostSide = await hostPage(host);
    await hostSide.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });
    const list = hostSide.page;
    await list.goto(`/dashboard/guests?eventId=${eventId}`);
    await expectVisible(row(list, "Ravi Guest").getByText("Invited"));
    await expectVisible(list.getByRole("tab", { name: "Confirmed 0" }));
    await list.getByRole("button", { name: "More actions for Ravi Guest" }).click();
    await list.getByRole("menuitem", { name: "Copy RSVP link" }).click();
    await expectVisible(list.getByText("Link copied to clipboard!"));
    expect(await list.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${guest.rsvpPath}`);

    // The guest, signed out, on a phone.
    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto(guest.rsvpPath);
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));
    await expectVisible(page.getByText("Sunday, June 15, 2031 at 18:30"));
    await expectVisible(page.getByText("Hosted by Asha Host"));
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(page.getByText("Please choose whether you will attend"));
    await page.getByRole("radio", { name: "Attending", exact: true }).check();
    await page.getByLabel("Guest 1 name").fill("Sita Plus");
    // One +1 allowed: no second field is offered.
    expect(await page.getByLabel("Guest 2 name").count()).toBe(0);
    await page.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(page.getByText("Thank you! Your reply has been saved."));
    await expectVisible(page.getByText("You are attending"));
    await expectVisible(page.getByText("Sita Plus"));
    await expectVisible(page.getByRole("link", { name: "Change reply" }));
    expect(await page.getByRole("link", { name: "Download .ics" }).getAttribute("href")).toBe(
      `/api/rsvp/${guest.rsvpPath.split("/").pop()}/event.ics`,
    );
    await expectNoA11yViolations(page);

    // No reload on the host's side: the stream brings the change.
    await expectVisible(list.getByRole("tab", { name: "Confirmed 1" }));
    await expectVisible(row(list, "Ravi Guest").getByText("Confirmed"));
    await expectVisible(row(list, "Ravi Guest").getByText("1 of 1"));
  });

  test("the event page's Guests tab follows a guest's reply live", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Mehndi Evening ${Date.now().toString(36)}`;
    const eventId = await createEvent(host, title);
    const guest = await addGuest(host, eventId, "Kavya Guest");
    const { page } = await hostPage(host);

    await page.goto(`/dashboard/events/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));
    const streamOpen = page.waitForResponse((r) => r.url().endsWith(`/api/events/${eventId}/guests/stream`));
    await page.getByRole("tab", { name: "Guests" }).click();
    const newest = page.getByRole("list", { name: "Newest guests" });
    await expectVisible(newest.getByText("Kavya Guest"));
    await expectVisible(newest.getByText(/Invited/));
    await expectVisible(main(page).getByText("Confirmed 0"));
    expect((await streamOpen).status()).toBe(200);

    // The guest answers through their link somewhere else; this page is not reloaded.
    const token = guest.rsvpPath.split("/").pop();
    const reply = await fetch(`${baseUrl}/api/rsvp/${token}`, {
      method: "PUT",
      headers: { origin: baseUrl, "content-type": "application/json" },
      body: JSON.stringify({ response: "attending" }),
    });
    expect(reply.status).toBe(200);
    await expectVisible(main(page).getByText("Confirmed 1"));
    await expectVisible(newest.getByText(/Confirmed/));
    await expectVisible(main(page).getByText("Invited 0"));
  });

  test("Export downloads the current filter as CSV", async () => {
    const host = await createUser();
    const eventId = await createEvent(host, `Book Club ${Date.now().toString(36)}`);
    await addGuest(host, eventId, "Anita Reader");
    await addGuest(host, eventId, "Bhavesh Other");
    const { page } = await hostPage(host);

    await page.goto(`/dashboard/guests?eventId=${eventId}&search=anita`);
    await expectVisible(row(page, "Anita Reader"));
    await expectHidden(row(page, "Bhavesh Other"));
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      main(page).getByRole("link", { name: "Export", exact: true }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("guests.csv");
    const lines = (await fs.readFile(await download.path(), "utf8"))
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe(
      "name,email,phone,category,status,plus_ones,meal_choice,dietary_notes,plus_one_meals,plus_one_dietary_notes,note_to_host,responded_at",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^Anita Reader,/);
  });

  test("a host without events is told to create one first", async () => {
    const host = await createUser();
    const { page } = await hostPage(host);
    await page.goto("/dashboard/guests");
    await expectVisible(main(page).getByText("No events yet"));
    await expectVisible(main(page).getByRole("link", { name: "Create Event" }));
  });
});

describe("open RSVP", () => {
  test("a visitor registers from the public event page and can open their reply", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Open Mic ${Date.now().toString(36)}`;
    const eventId = await createEvent(host, title);
    const email = uniqueEmail("visitor");

    const { page } = await browser.newPage({ viewport: "phone" });
    await page.goto(`/events/${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: title }));
    await expectVisible(page.getByText("Registration is free."));
    await page.getByRole("link", { name: "Register for Event" }).click();
    await page.waitForURL((url) => url.hash === "#reply");
    const register = page.getByRole("region", { name: "Register for Event" });
    await register.getByRole("button", { name: "Register", exact: true }).click();
    await expectVisible(register.getByText("Name is required"));
    await expectNoA11yViolations(page);
    await register.getByLabel("Your name").fill("Nisha Visitor");
    await register.getByLabel("Email").fill(email);
    await register.getByRole("button", { name: "Register", exact: true }).click();
    // The same answer whoever registers; the personal link and calendar file come by e-mail.
    await expectVisible(register.getByText(openReplyText));
    const mail = await readOutbox(email);
    expect(mail.text).toContain("You are attending. See you there!");
    await page.goto(firstLink(mail.text));
    await page.waitForURL(/\/rsvp\/[0-9a-f]{64}$/);
    await expectVisible(page.getByText("You are attending"));

    const list = await apiAs<{ items: { name: string; status: string }[] }>(
      host,
      "GET",
      `/api/events/${eventId}/guests?search=${encodeURIComponent(email)}`,
    );
    expect(list.items).toEqual([expect.objectContaining({ name: "Nisha Visitor", status: "confirmed" })]);
  });
});
