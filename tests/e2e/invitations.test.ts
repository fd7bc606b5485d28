import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import {
  afterToasts,
  apiAs,
  apiRaw,
  baseUrl,
  createAdmin,
  createEventAs,
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
} from "./fixtures.ts";

const openReplyText = rsvpMessages.openReplyReceived;

const browser = setupBrowser();

const suffix = () => Date.now().toString(36);

async function createEvent(host: TestUser, title: string): Promise<string> {
  return (await createEventAs(host, title)).id;
}

type GuestSpec = { name: string; phone?: string; category?: string };

async function addGuest(host: TestUser, eventId: string, spec: GuestSpec) {
  const email = uniqueEmail("invitee");
  const guest = await apiAs<{ id: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name: spec.name,
    email,
    phone: spec.phone ?? null,
    category: spec.category ?? null,
    status: "invited",
  });
  return { id: guest.id, email };
}

async function classicBirthdayId(host: TestUser): Promise<string> {
  const { items } = await apiAs<{ items: { id: string; name: string }[] }>(host, "GET", "/api/templates");
  const template = items.find((t) => t.name === "Classic Birthday");
  if (!template) throw new Error("the default templates are not installed");
  return template.id;
}

type Detail = { id: string; status: string; uniqueCode: string; replyToHost: boolean };

async function hostPage(host: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInContext(context, host);
  return { context, page: await context.newPage() };
}

const main = (page: Page) => page.getByRole("main");
const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });
const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
const steps = ["Select Template", "Customize Invitation", "Choose Recipients", "Review & Send"];

/** Clicks Next and waits for the following step: a click while a step is still changing is lost. */
async function nextStep(page: Page): Promise<void> {
  const from = Number(new URL(page.url()).searchParams.get("step") ?? "1");
  await next(page).click();
  await expectVisible(stepHeading(page, steps[from] ?? ""));
}

/** The id of the invitation whose detail page is open. */
async function detailId(page: Page): Promise<string> {
  await page.waitForURL(/\/dashboard\/invitations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

describe("invitations", () => {
  test("e-mail: the wizard sends to two guests, the mails carry personal links, the reply shows", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Garden Party ${suffix()}`;
    const eventId = await createEvent(host, title);
    const meera = await addGuest(host, eventId, { name: "Meera Nair" });
    const ravi = await addGuest(host, eventId, { name: "Ravi Kumar" });
    await addGuest(host, eventId, { name: "Zoya Left Out" });
    const { page } = await hostPage(host);

    await page.goto(`/dashboard/invitations?eventId=${eventId}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: "Invitations" }));
    await expectVisible(page.getByRole("tab", { name: "All Invitations", selected: true }));
    await expectVisible(main(page).getByText("No invitations for this event yet"));
    await expectNoA11yViolations(page);

    await main(page).getByRole("link", { name: "Create Invitation" }).first().click();
    await expectPath(page, "/dashboard/invitations/create", `?eventId=${eventId}`);

    // Step 1: the event comes from the link; Next waits for a template.
    await expectVisible(stepHeading(page, "Select Template"));
    expect(await page.getByRole("combobox", { name: /Event/ }).textContent()).toContain(title);
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByRole("radio", { name: "Classic Birthday" }).check();
    expect(await next(page).isEnabled()).toBe(true);
    await expectNoA11yViolations(page);
    await nextStep(page);

    // Step 2: the spec's default title; e-mail by default.
    await expectVisible(stepHeading(page, "Customize Invitation"));
    expect(await page.getByRole("textbox", { name: "Title" }).inputValue()).toBe(`Invitation to ${title}`);
    expect(await page.getByRole("radio", { name: "Email" }).isChecked()).toBe(true);
    // Replies reach the host unless the host keeps the address private (Reply-To).
    const replyToHost = page.getByRole("checkbox", { name: "Guests can reply to the e-mail" });
    expect(await replyToHost.isChecked()).toBe(true);
    await replyToHost.uncheck();
    await expectNoA11yViolations(page);
    await nextStep(page);

    // Step 3: at least one recipient before Next.
    await expectVisible(stepHeading(page, "Choose Recipients"));
    await expectVisible(page.getByText("0 of 3 guests selected"));
    expect(await next(page).isDisabled()).toBe(true);
    await page.getByRole("checkbox", { name: "Select Meera Nair" }).check();
    await page.getByRole("checkbox", { name: "Select Ravi Kumar" }).check();
    await expectVisible(page.getByText("2 of 3 guests selected"));
    await expectNoA11yViolations(page);
    await nextStep(page);

    // Step 4: review, then Send Now.
    await expectVisible(stepHeading(page, "Review & Send"));
    await expectVisible(main(page).getByText("2 guests"));
    await expectNoA11yViolations(page);
    await page.getByRole("button", { name: "Send Now" }).click();
    await expectVisible(page.getByText("Invitation sent successfully"));
    const id = await detailId(page);

    // The job delivers both; the page follows without a reload.
    await expectVisible(page.getByRole("heading", { level: 1, name: `Invitation to ${title}` }));
    await expectVisible(row(page, "Meera Nair").getByText("Sent", { exact: true }));
    await expectVisible(row(page, "Ravi Kumar").getByText("Sent", { exact: true }));
    await expectHidden(row(page, "Zoya Left Out"));
    await afterToasts(page);
    await expectNoA11yViolations(page);

    const { uniqueCode, replyToHost: repliesReachHost } = await apiAs<Detail>(
      host,
      "GET",
      `/api/invitations/${id}`,
    );
    expect(repliesReachHost).toBe(false);
    const personal = new RegExp(`https?://\\S+/invite/${uniqueCode}/[A-Za-z0-9]+`);
    const meeraMail = await readOutbox(meera.email);
    const raviMail = await readOutbox(ravi.email);
    expect(meeraMail.subject).toBe(`Invitation to ${title}`);
    expect(raviMail.text).toMatch(personal);
    const link = meeraMail.text.match(personal)?.[0] ?? "";
    expect(link).not.toBe(raviMail.text.match(personal)?.[0]);

    // Meera opens her link on a phone, signed out, and replies.
    const guest = (await browser.newPage({ viewport: "phone" })).page;
    await guest.goto(link);
    // The event's title over the art; the host's invitation title above the message.
    await expectVisible(guest.getByRole("heading", { level: 1, name: title }));
    await expectVisible(guest.getByRole("heading", { level: 2, name: `Invitation to ${title}` }));
    await expectVisible(guest.getByText("Hi Meera Nair, will you join?"));
    await expectNoA11yViolations(guest);
    await guest.getByRole("radio", { name: "Attending", exact: true }).check();
    await guest.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(guest.getByText("Thank you! Your reply has been saved. See you there!"));
    await expectVisible(guest.getByText("You are attending"));

    await page.reload();
    await expectVisible(row(page, "Meera Nair").getByText("Confirmed"));
    await expectVisible(row(page, "Ravi Kumar").getByText("Invited"));

    // The dashboard's Recent Invitations table lists it, linked to its page.
    await page.goto("/dashboard");
    const recent = page.getByRole("region", { name: "Recent Invitations" });
    await expectVisible(recent.getByRole("link", { name: `Invitation to ${title}` }));
    expect(await recent.getByRole("link", { name: `Invitation to ${title}` }).getAttribute("href")).toBe(
      `/dashboard/invitations/${id}`,
    );
  });

  test("WhatsApp: filtered, selected-all recipients get click-to-send links; all marked sent", async () => {
    const host = await createUser();
    const eventId = await createEvent(host, `Sangeet ${suffix()}`);
    const templateId = await classicBirthdayId(host);
    await addGuest(host, eventId, { name: "Anil Friend", phone: "+91 98450 11111", category: "friend" });
    await addGuest(host, eventId, { name: "Bina Family", phone: "9845022222", category: "family" });
    await addGuest(host, eventId, { name: "Chetan Nophone", category: "friend" });
    const { page } = await hostPage(host);

    // Both preselected by the link: Next is enabled at once.
    await page.goto(`/dashboard/invitations/create?eventId=${eventId}&templateId=${templateId}`);
    expect(await page.getByRole("radio", { name: "Classic Birthday" }).isChecked()).toBe(true);
    await nextStep(page);
    await page.getByRole("radio", { name: "WhatsApp" }).check();
    await nextStep(page);

    // Category filter, then select all that it shows; then one more by hand.
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "Friend" }).click();
    await expectHidden(page.getByRole("checkbox", { name: "Select Bina Family" }));
    await page.getByRole("button", { name: "Select all 2 shown" }).click();
    await expectVisible(page.getByText("2 of 3 guests selected"));
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Confirmed" }).click();
    await expectVisible(page.getByText("No guests match these filters."));
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "All statuses" }).click();
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: "All categories" }).click();
    await page.getByRole("checkbox", { name: "Select Bina Family" }).check();
    await expectVisible(page.getByText("3 of 3 guests selected"));
    await nextStep(page);
    await page.getByRole("button", { name: "Send Now" }).click();
    // Send Now opens the walk through the guests (tests/e2e/send-flows.test.ts); here the list is used.
    await page
      .getByRole("dialog", { name: "Send on WhatsApp" })
      .getByRole("button", { name: "Close" })
      .click();
    const id = await detailId(page);

    const send = page.getByRole("link", { name: /Send on WhatsApp/ });
    await expectVisible(send.first());
    expect(await send.count()).toBe(2);
    for (const href of await send.evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
      expect(href.startsWith("https://wa.me/")).toBe(true);
    }
    expect(await send.first().getAttribute("target")).toBe("_blank");
    const apart = page.getByRole("table", { name: "Recipients without a phone number" });
    await expectVisible(page.getByRole("heading", { name: "No phone number" }));
    await expectVisible(apart.getByText("Chetan Nophone"));
    await afterToasts(page);
    await expectNoA11yViolations(page);

    await page.getByRole("button", { name: "Mark Anil Friend as sent" }).click();
    await expectVisible(row(page, "Anil Friend").getByText("Sent", { exact: true }));
    expect((await apiAs<Detail>(host, "GET", `/api/invitations/${id}`)).status).toBe("draft");
    await page.getByRole("button", { name: "Mark all as sent" }).click();
    await expectHidden(page.getByRole("button", { name: "Mark all as sent" }));
    await expectVisible(row(page, "Chetan Nophone").getByText("Sent", { exact: true }));
    expect((await apiAs<Detail>(host, "GET", `/api/invitations/${id}`)).status).toBe("sent");
  });

  test("link: Copy link shares /invite/{code}; a visitor replies through the open form", async () => {
    const host = await createUser();
    const title = `Open House ${suffix()}`;
    const eventId = await createEvent(host, title);
    const templateId = await classicBirthdayId(host);
    await addGuest(host, eventId, { name: "Dev Guest" });
    const { context, page } = await hostPage(host);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });

    await page.goto(`/dashboard/invitations/create?eventId=${eventId}&templateId=${templateId}`);
    await nextStep(page);
    await page.getByRole("radio", { name: "Link" }).check();
    await nextStep(page);
    await page.getByRole("button", { name: "Select all 1" }).click();
    await nextStep(page);
    await page.getByRole("button", { name: "Send Now" }).click();
    const id = await detailId(page);
    const { uniqueCode, status } = await apiAs<Detail>(host, "GET", `/api/invitations/${id}`);
    expect(status).toBe("draft");

    // A draft's link opens for guests once the host shares it: copying it is sharing it.
    expect((await fetch(`${baseUrl}/api/invite/${uniqueCode}`)).status).toBe(404);
    const sharing = page.waitForResponse((r) => r.url().endsWith(`/api/invitations/${id}/share`));
    await page.getByRole("button", { name: "Copy link" }).click();
    await expectVisible(page.getByText("Link copied to clipboard!"));
    expect((await sharing).status()).toBe(200);
    const shared = await page.evaluate(() => navigator.clipboard.readText());
    expect(shared).toBe(`${baseUrl}/invite/${uniqueCode}`);

    const visitorEmail = uniqueEmail("visitor");
    const visitor = (await browser.newPage({ viewport: "phone" })).page;
    await visitor.goto(shared);
    await expectVisible(visitor.getByRole("heading", { level: 1, name: title }));
    await expectVisible(visitor.getByRole("heading", { name: "Will you join?" }));
    await expectNoA11yViolations(visitor);
    await visitor.getByRole("button", { name: "Send reply" }).click();
    await expectVisible(visitor.getByText("Name is required"));
    await visitor.getByLabel("Your name").fill("Nisha Visitor");
    await visitor.getByLabel("Email").fill(visitorEmail);
    await visitor.getByRole("radio", { name: "Attending", exact: true }).check();
    await visitor.getByRole("button", { name: "Send reply" }).click();
    // The page answers as it would for anyone; the personal link comes by e-mail.
    await expectVisible(visitor.getByText(openReplyText));
    await visitor.goto(firstLink((await readOutbox(visitorEmail)).text));
    await visitor.waitForURL(/\/rsvp\/[0-9a-f]{64}$/);
    await expectVisible(visitor.getByText("You are attending"));

    const list = await apiAs<{ items: { name: string; status: string }[] }>(
      host,
      "GET",
      `/api/events/${eventId}/guests?search=${encodeURIComponent(visitorEmail)}`,
    );
    expect(list.items).toEqual([expect.objectContaining({ name: "Nisha Visitor", status: "confirmed" })]);

    const bad = (await browser.newPage({ viewport: "phone" })).page;
    await bad.goto("/invite/NOPE1234");
    await expectVisible(bad.getByText("Invitation not found"));
  });

  test("schedule: the wizard schedules a future send; a near one goes out by itself", async () => {
    const host = await createUser();
    const title = `Reunion ${suffix()}`;
    const eventId = await createEvent(host, title);
    const templateId = await classicBirthdayId(host);
    const guest = await addGuest(host, eventId, { name: "Farah Early" });
    const { page } = await hostPage(host);

    await page.goto(`/dashboard/invitations/create?eventId=${eventId}&templateId=${templateId}`);
    await nextStep(page);
    await nextStep(page);
    await page.getByRole("checkbox", { name: "Select Farah Early" }).check();
    await nextStep(page);

    // Past moments are greyed out in the picker (min = now) and refused on submit.
    const sendAt = page.getByLabel("Send at");
    expect(await sendAt.getAttribute("min")).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    await sendAt.fill("2020-01-01T10:00");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expectVisible(page.getByText("Scheduled date must be in the future"));
    await sendAt.fill("2031-06-01T09:30");
    await page.getByRole("button", { name: "Schedule", exact: true }).click();
    await expectVisible(page.getByText("Invitation scheduled successfully"));
    const id = await detailId(page);
    await expectVisible(main(page).getByText("Scheduled", { exact: true }));

    // The server refuses a past date with the spec's text too.
    const past = await apiRaw(host, "POST", `/api/invitations/${id}/schedule`, {
      scheduledDate: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
    expect(((await past.json()) as { error: { message: string } }).error.message).toBe(
      "Scheduled date must be in the future",
    );

    await page.getByRole("button", { name: "Cancel schedule" }).click();
    await expectVisible(page.getByRole("button", { name: "Schedule", exact: true }));
    expect((await apiAs<Detail>(host, "GET", `/api/invitations/${id}`)).status).toBe("draft");

    // Five seconds ahead: the open page turns to sent on its own.
    await apiAs(host, "POST", `/api/invitations/${id}/schedule`, {
      scheduledDate: new Date(Date.now() + 5_000).toISOString(),
    });
    await page.reload();
    await expectVisible(page.getByRole("button", { name: "Cancel schedule" }));
    await row(page, "Farah Early")
      .getByText("Sent", { exact: true })
      .waitFor({ state: "visible", timeout: 30_000 });
    await expectHidden(page.getByRole("button", { name: "Cancel schedule" }));
    expect((await readOutbox(guest.email)).subject).toBe(`Invitation to ${title}`);
  });

  test("delete asks with the spec's text, and the list forgets the invitation", async () => {
    const host = await createUser();
    const eventId = await createEvent(host, `Farewell ${suffix()}`);
    const templateId = await classicBirthdayId(host);
    const guest = await addGuest(host, eventId, { name: "Gita Guest" });
    const title = `Goodbye drinks ${suffix()}`;
    await apiAs(host, "POST", "/api/invitations", {
      eventId,
      templateId,
      title,
      message: "One last round.",
      type: "email",
      guestIds: [guest.id],
    });
    const { page } = await hostPage(host);

    await page.goto("/dashboard/invitations");
    await expectVisible(row(page, title));
    await page.getByRole("button", { name: `Delete ${title}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete invitation?" });
    await expectVisible(
      dialog.getByText("Are you sure you want to delete this invitation? This action cannot be undone."),
    );
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectHidden(dialog);
    await expectHidden(row(page, title));
    await expectVisible(main(page).getByText("No invitations yet"));
  });

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
    await page.getByRole("combobox", { name: /Category/ }).click();
    await page.getByRole("option", { name: "Holiday" }).click();
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
    const admin = await createAdmin();
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
