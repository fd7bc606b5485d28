import { describe, expect, test } from "vitest";
import { buyPackage } from "./door-fixtures.ts";
import {
  apiAs,
  createEventAs,
  createUser,
  expectVisible,
  rawMailsTo,
  readOutbox,
  setupBrowser,
  shoot,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// A guest follows their e-mailed invitation on a phone, replies, and is mailed the confirmation:
// their answer, the link to change it and the event's calendar file (issue 33, item 1).

const browser = setupBrowser();

/** The newest mail to `email` whose subject is `subject`, polled (the server mails after a wait). */
async function mailWithSubject(email: string, subject: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = await readOutbox(email, timeoutMs);
    if (mail.subject === subject) return mail;
    if (Date.now() > deadline) throw new Error(`no mail "${subject}" to ${email}; newest: "${mail.subject}"`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A guest invited by e-mail to the host's event; the personal link their invitation carries. */
async function invitedGuest(host: TestUser, eventId: string, title: string) {
  const email = uniqueEmail("confirmed");
  const guest = await apiAs<{ id: string; rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name: "Nandu Guest",
    email,
    status: "invited",
    plusOnesAllowed: 1,
  });
  const { items } = await apiAs<{ items: { id: string; name: string }[] }>(host, "GET", "/api/templates");
  const invitation = await apiAs<{ id: string }>(host, "POST", "/api/invitations", {
    eventId,
    templateId: items.find((t) => t.name === "Classic Birthday")?.id,
    title: `Invitation to ${title}`,
    message: "Come early for the colours.",
    type: "email",
    guestIds: [guest.id],
  });
  await apiAs(host, "POST", `/api/invitations/${invitation.id}/send`, {});
  const invitationMail = await readOutbox(email);
  const link = invitationMail.text.match(/https?:\/\/\S+\/invite\/[A-Za-z0-9]+\/[A-Za-z0-9]+/)?.[0];
  expect(link).toBeTruthy();
  return { email, guest, link: link as string };
}

/** The guest opens their link on a phone and says they are coming with one +1. */
async function replyAttending(link: string, shot?: string) {
  const { page } = await browser.newPage({ viewport: "phone" });
  await page.goto(link);
  await page.getByRole("radio", { name: "Attending", exact: true }).check();
  await page.getByLabel("Guest 1 name").fill("Kiran Plus");
  await page.getByRole("button", { name: "Send reply" }).click();
  await expectVisible(page.getByText("Thank you! Your reply has been saved. See you there!"));
  if (shot) await shoot(page, shot);
}

describe("reply confirmation", () => {
  test("a guest replies from their e-mailed link at 390 px and is mailed the confirmation", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Haldi ${Date.now().toString(36)}`;
    const { id: eventId } = await createEventAs(host, title);
    const { email, guest, link } = await invitedGuest(host, eventId, title);
    await replyAttending(link, "reply-confirmation-saved");

    const mail = await mailWithSubject(email, `Your reply to ${title}`);
    expect(mail.text).toContain("You are attending.");
    expect(mail.text).toContain("Bringing: Kiran Plus");
    expect(mail.text).toContain(guest.rsvpPath);
    expect((await rawMailsTo(email))[0]).toMatch(/filename=(")?event\.ics/);
  });

  test("at an event with check-in the confirmation carries the pass, and a guest who said yes before the upgrade is mailed theirs", async () => {
    const host = await createUser({ name: "Asha Host" });
    const title = `Sangeet ${Date.now().toString(36)}`;
    const { id: eventId } = await createEventAs(host, title);
    const early = await invitedGuest(host, eventId, title);
    await replyAttending(early.link);
    await mailWithSubject(early.email, `Your reply to ${title}`);

    await buyPackage(host, eventId, "premium");
    await mailWithSubject(early.email, `Your pass for ${title}`);
    expect((await rawMailsTo(early.email))[0]).toMatch(/filename=(")?pass\.png/);

    const late = await invitedGuest(host, eventId, title);
    await replyAttending(late.link);
    const confirmation = await mailWithSubject(late.email, `Your pass for ${title}`);
    expect(confirmation.text).toContain("You are attending.");
    expect(confirmation.text).toContain(late.guest.rsvpPath);
    const raw = (await rawMailsTo(late.email))[0];
    expect(raw).toMatch(/filename=(")?event\.ics/);
    expect(raw).toMatch(/filename=(")?pass\.png/);
  });
});
