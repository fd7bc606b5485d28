import { describe, expect, test } from "vitest";
import {
  afterToasts,
  apiAs,
  apiRaw,
  createUser,
  expectHidden,
  expectNoA11yViolations,
  expectPath,
  expectVisible,
  readOutbox,
} from "./fixtures.ts";
import {
  addGuest,
  browser,
  classicBirthdayId,
  createEvent,
  type Detail,
  detailId,
  hostPage,
  main,
  next,
  nextStep,
  row,
  setupInvitationBrowser,
  stepHeading,
  suffix,
} from "./invitation-fixtures.ts";

// Invitations by e-mail in the browser: the wizard sends and schedules, and the host deletes one.

setupInvitationBrowser();

describe("invitations", () => {
  test("e-mail: the wizard sends to two guests, the mails carry personal links, the reply shows", {
    timeout: 120_000,
  }, async () => {
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
});
