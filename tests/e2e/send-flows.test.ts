import fs from "node:fs/promises";
import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, test } from "vitest";
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
  readOutbox,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// Issue 20, items 5 and 8, on a 390 px phone: WhatsApp and link invitations say what happened,
// and a deleted event is no dead end for its guests.

const browser = setupBrowser();
const shots = process.env.SEND_FLOWS_SHOTS; // a folder: the screenshots a person looks at

type Recipient = { guestId: string; name: string; state: string };
type Detail = { id: string; status: string; uniqueCode: string; recipients: Recipient[] };
type Guest = { id: string; rsvpPath: string };

const suffix = () => Date.now().toString(36);
const main = (page: Page) => page.getByRole("main");

async function addGuest(host: TestUser, eventId: string, name: string, phone: string | null = null) {
  const email = uniqueEmail("guest");
  const guest = await apiAs<Guest>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email,
    phone,
    status: "invited",
  });
  return { ...guest, email, token: guest.rsvpPath.split("/").pop() ?? "" };
}

async function invitation(host: TestUser, eventId: string, type: "whatsapp" | "link", guestIds: string[]) {
  const { items } = await apiAs<{ items: { id: string; name: string }[] }>(host, "GET", "/api/templates");
  const templateId = items.find((t) => t.name === "Classic Birthday")?.id;
  return apiAs<Detail>(host, "POST", "/api/invitations", {
    eventId,
    templateId,
    title: "Come celebrate",
    message: "We would love to see you there.",
    type,
    guestIds,
  });
}

async function phonePage(host: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await browser.newPage({ viewport: "phone" });
  await signInContext(context, host);
  return { context, page };
}

async function shot(page: Page, name: string) {
  if (!shots) return;
  await fs.mkdir(shots, { recursive: true });
  // After the dialog's fade and the progress bar's slide, so the picture shows the settled screen.
  await page.evaluate(() => Promise.allSettled(document.getAnimations().map((a) => a.finished)));
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${shots}/${name}.png` });
}

const detailOf = (host: TestUser, id: string) => apiAs<Detail>(host, "GET", `/api/invitations/${id}`);
const stateOf = (d: Detail, name: string) => d.recipients.find((r) => r.name === name)?.state;

describe("WhatsApp and link invitations say what happened", () => {
  test("Send Now walks through the guests: opening WhatsApp marks each sent, with Undo; then it is sent", async () => {
    const host = await createUser();
    const { id: eventId } = await createEventAs(host, `Sangeet ${suffix()}`);
    const anil = await addGuest(host, eventId, "Anil Friend", "+91 98450 11111");
    const bina = await addGuest(host, eventId, "Bina Family", "9845022222");
    const inv = await invitation(host, eventId, "whatsapp", [anil.id, bina.id]);
    const { context, page } = await phonePage(host);
    // WhatsApp itself is not part of the test: its page answers with a stand-in.
    await context.route("https://wa.me/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<title>WhatsApp</title>" }),
    );

    await page.goto(`/dashboard/invitations/${inv.id}`);
    await main(page).getByRole("button", { name: "Send Now" }).click();
    const walk = page.getByRole("dialog", { name: "Send on WhatsApp" });
    await expectVisible(walk.getByText("Guest 1 of 2"));
    await expectVisible(walk.getByRole("heading", { name: "Anil Friend" }));
    await expectVisible(walk.getByText("0 of 2 guests sent"));
    await shot(page, "whatsapp-guest-1");
    await expectNoA11yViolations(page);

    const open = walk.getByRole("link", { name: "Open WhatsApp for Anil Friend" });
    expect(await open.getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919845011111\?text=/);
    const [popup] = await Promise.all([context.waitForEvent("page"), open.click()]);
    await popup.close();
    await expectVisible(walk.getByText("Marked as sent to Anil Friend"));
    await expectVisible(walk.getByText("1 of 2 guests sent"));
    expect(stateOf(await detailOf(host, inv.id), "Anil Friend")).toBe("sent");
    await shot(page, "whatsapp-marked");

    await walk.getByRole("button", { name: "Undo" }).click();
    await expectVisible(walk.getByText("0 of 2 guests sent"));
    await expectHidden(walk.getByText("Marked as sent to Anil Friend"));
    expect(stateOf(await detailOf(host, inv.id), "Anil Friend")).toBe("pending");

    const [again] = await Promise.all([context.waitForEvent("page"), open.click()]);
    await again.close();
    await expectVisible(walk.getByText("Marked as sent to Anil Friend"));
    await walk.getByRole("button", { name: "Next guest" }).click();
    await expectVisible(walk.getByText("Guest 2 of 2"));
    await expectVisible(walk.getByRole("heading", { name: "Bina Family" }));
    expect((await detailOf(host, inv.id)).status).toBe("draft");

    const [last] = await Promise.all([
      context.waitForEvent("page"),
      walk.getByRole("link", { name: "Open WhatsApp for Bina Family" }).click(),
    ]);
    await last.close();
    await expectVisible(walk.getByText("2 of 2 guests sent"));
    await walk.getByRole("button", { name: "Finish" }).click();
    await expectVisible(
      walk.getByText("Every guest has been sent the invitation. It is now marked as sent."),
    );
    expect((await detailOf(host, inv.id)).status).toBe("sent");
    await shot(page, "whatsapp-done");
    await walk.getByRole("button", { name: "Done" }).click();
    await expectHidden(walk);
    // The page shows it too: no Send Now left, and the status chip says Sent.
    await expectHidden(main(page).getByRole("button", { name: "Send Now" }));
    await expectVisible(main(page).getByText("Sent", { exact: true }).first());
  });

  test("the wizard's landing address opens the walk-through on the first guest not yet sent", async () => {
    const host = await createUser();
    const { id: eventId } = await createEventAs(host, `Haldi ${suffix()}`);
    const a = await addGuest(host, eventId, "Asha First", "9845033333");
    const b = await addGuest(host, eventId, "Bala Second", "9845044444");
    const inv = await invitation(host, eventId, "whatsapp", [a.id, b.id]);
    await apiAs(host, "POST", `/api/invitations/${inv.id}/recipients/${a.id}/sent`);
    const { page } = await phonePage(host);
    await page.goto(`/dashboard/invitations/${inv.id}?send=whatsapp`);
    const walk = page.getByRole("dialog", { name: "Send on WhatsApp" });
    await expectVisible(walk.getByText("Guest 2 of 2"));
    await expectVisible(walk.getByRole("heading", { name: "Bala Second" }));
    await walk.getByRole("button", { name: "Close" }).click();
    await expectPath(page, `/dashboard/invitations/${inv.id}`, "");
  });

  test("a link invitation becomes sent once its link is copied", async () => {
    const host = await createUser();
    const { id: eventId } = await createEventAs(host, `Open House ${suffix()}`);
    const guest = await addGuest(host, eventId, "Dev Guest");
    const inv = await invitation(host, eventId, "link", [guest.id]);
    const { context, page } = await phonePage(host);
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseUrl });

    await page.goto(`/dashboard/invitations/${inv.id}`);
    await expectVisible(main(page).getByText("Draft", { exact: true }).first());
    await main(page).getByRole("button", { name: "Copy link" }).click();
    await expectVisible(page.getByText("Link copied to clipboard!"));
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
      `${baseUrl}/invite/${inv.uniqueCode}`,
    );
    await expectVisible(main(page).getByText("Sent", { exact: true }).first());
    expect((await detailOf(host, inv.id)).status).toBe("sent");
    await shot(page, "link-sent");
  });

  test("opening a link invitation's shared link from its page shares it too", async () => {
    const host = await createUser();
    const { id: eventId } = await createEventAs(host, `Garden Lunch ${suffix()}`);
    const guest = await addGuest(host, eventId, "Esha Guest");
    const inv = await invitation(host, eventId, "link", [guest.id]);
    expect((await fetch(`${baseUrl}/api/invite/${inv.uniqueCode}`)).status).toBe(404);
    const { context, page } = await phonePage(host);

    await page.goto(`/dashboard/invitations/${inv.id}`);
    const [tab] = await Promise.all([
      context.waitForEvent("page"),
      main(page)
        .getByRole("link", { name: `${baseUrl}/invite/${inv.uniqueCode}` })
        .click(),
    ]);
    await tab.waitForURL(`${baseUrl}/invite/${inv.uniqueCode}`);
    expect((await detailOf(host, inv.id)).status).toBe("sent");
    expect((await fetch(`${baseUrl}/api/invite/${inv.uniqueCode}`)).status).toBe(200);
  });
});

describe("no dead ends when an event is deleted", () => {
  test("deleting an event offers to e-mail the guests who replied, and does", async () => {
    const host = await createUser();
    const title = `Diwali Night ${suffix()}`;
    const { id: eventId } = await createEventAs(host, title);
    const coming = await addGuest(host, eventId, "Kiran Coming");
    const maybe = await addGuest(host, eventId, "Lata Maybe");
    await addGuest(host, eventId, "Mohan Silent");
    for (const [g, response] of [
      [coming, "attending"],
      [maybe, "maybe"],
    ] as const) {
      const res = await fetch(`${baseUrl}/api/rsvp/${g.token}`, {
        method: "PUT",
        headers: { "content-type": "application/json", origin: baseUrl },
        body: JSON.stringify({ response }),
      });
      expect(res.status).toBe(200);
    }
    const { page } = await phonePage(host);

    await page.goto(`/dashboard/events/${eventId}`);
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    const panel = page.getByRole("region", { name: "Delete this event?" });
    const notify = panel.getByRole("checkbox", {
      name: "E-mail the 2 guests who replied that the event is cancelled",
    });
    await expectVisible(notify);
    expect(await notify.isChecked()).toBe(true);
    await shot(page, "delete-panel");
    await expectNoA11yViolations(page);
    await panel.getByRole("button", { name: "Delete Event" }).click();
    await expectPath(page, "/dashboard/events");

    // By subject: their reply's own confirmation goes a moment after the reply and, on a busy
    // machine, can land after the cancellation.
    const mail = await readOutbox(coming.email, 15_000, `Cancelled: ${title}`);
    expect(mail.text).toContain(`has cancelled “${title}”`);
    expect((await readOutbox(maybe.email, 15_000, `Cancelled: ${title}`)).subject).toBe(
      `Cancelled: ${title}`,
    );

    // A guest's personal link now says the event was cancelled (the page shows this message).
    const res = await fetch(`${baseUrl}/api/rsvp/${coming.token}`);
    expect(res.status).toBe(410);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      rsvpMessages.cancelled(title),
    );
  });

  test("a deleted event's personal and invitation links answer that the host cancelled it", async () => {
    const host = await createUser();
    const title = `Holi Brunch ${suffix()}`;
    const { id: eventId } = await createEventAs(host, title);
    const guest = await addGuest(host, eventId, "Nina Guest", "9845055555");
    const inv = await invitation(host, eventId, "link", [guest.id]);
    await apiAs(host, "POST", `/api/invitations/${inv.id}/share`);
    const { page } = await phonePage(host);

    // Nobody replied, so there is no one to e-mail: the panel deletes straight away.
    await page.goto(`/dashboard/events/${eventId}`);
    await main(page).getByRole("button", { name: "Delete", exact: true }).click();
    await main(page).getByRole("button", { name: "Delete Event" }).click();
    await expectPath(page, "/dashboard/events");

    const message = `“${title}” has been cancelled by its host.`;
    for (const path of [
      `/api/rsvp/${guest.token}`,
      `/api/invite/${inv.uniqueCode}`,
      `/api/invite/${inv.uniqueCode}/${guest.token}`,
    ]) {
      const res = await fetch(`${baseUrl}${path}`);
      expect(res.status, path).toBe(410);
      expect(((await res.json()) as { error: { message: string } }).error.message, path).toBe(message);
    }
  });
});
