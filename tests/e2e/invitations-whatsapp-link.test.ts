import { describe, expect, test } from "vitest";
import {
  afterToasts,
  apiAs,
  baseUrl,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectVisible,
  firstLink,
  readOutbox,
  uniqueEmail,
} from "./fixtures.ts";
import {
  addGuest,
  browser,
  classicBirthdayId,
  createEvent,
  type Detail,
  detailId,
  hostPage,
  nextStep,
  openReplyText,
  row,
  setupInvitationBrowser,
  suffix,
} from "./invitation-fixtures.ts";

// WhatsApp and link invitations in the browser: click-to-send links, marking sent, the shared link's open form.

setupInvitationBrowser();

describe("invitations", () => {
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
});
