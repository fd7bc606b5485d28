import fs from "node:fs/promises";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { formatEventDateLong } from "../../src/contract/event-dates.ts";
import {
  apiAs,
  baseUrl,
  cookieHeader,
  createEventAs,
  createUser,
  expectNoA11yViolations,
  expectVisible,
  firstLink,
  readOutbox,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// Issue 20, item 1: "the invitation shows this event". The event's banner is the first, chosen
// design; every design's art is wording-free and the event's title, date and place are set over it.

const browser = setupBrowser();
const shots = "/tmp/shots-designs";
const phoneHeight = 844;
const when = formatEventDateLong("2031-06-15", "18:30"); // createEventAs's date and time
const place = "Skyline Terrace, Bengaluru";

/** A banner as a host would upload one: a wide picture (drawn here, no text in it). */
async function bannerPng(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffb347"/><stop offset="1" stop-color="#8e2de2"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#g)"/>
    ${Array.from({ length: 24 }, (_, i) => `<circle cx="${(i * 137) % 1600}" cy="${(i * 251) % 900}" r="${30 + ((i * 17) % 70)}" fill="#fff3c4" opacity="0.35"/>`).join("")}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function uploadBanner(host: TestUser, eventId: string): Promise<string> {
  const form = new FormData();
  form.append("file", new File([new Uint8Array(await bannerPng())], "banner.png", { type: "image/png" }));
  const res = await fetch(`${baseUrl}/api/events/${eventId}/banner`, {
    method: "PUT",
    body: form,
    headers: { cookie: cookieHeader(host), origin: baseUrl },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { bannerUrl: string }).bannerUrl;
}

async function addGuest(host: TestUser, eventId: string, name: string) {
  const email = uniqueEmail("designs");
  const guest = await apiAs<{ id: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email,
    status: "invited",
  });
  return { email, id: guest.id };
}

/** The guest's invitation page at 390x844: the facts over the art and the reply in the first screen. */
async function expectEventOverArt(guest: Page, title: string) {
  const art = guest.locator("img[data-invite-art]");
  const heading = guest.getByRole("heading", { level: 1, name: title });
  await expectVisible(heading);
  await expectVisible(guest.getByText(when).first());
  await expectVisible(guest.getByText(place, { exact: true }).first());
  const artBox = (await art.boundingBox())!;
  // The text lies on the art, not under it.
  for (const text of [
    heading,
    guest.getByText(when).first(),
    guest.getByText(place, { exact: true }).first(),
  ]) {
    const box = (await text.boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(artBox.y);
    expect(box.y + box.height).toBeLessThanOrEqual(artBox.y + artBox.height);
  }
  // The headline stays short, so the reply choice is in the first screen of a phone.
  expect(artBox.y + artBox.height).toBeLessThanOrEqual(400);
  const attending = guest.getByText("Attending", { exact: true });
  const choice = (await attending.boundingBox())!;
  expect(choice.y + choice.height).toBeLessThanOrEqual(phoneHeight);
  // The art has really loaded (the media route served it).
  expect(await art.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

describe("invitation designs", () => {
  test("an event's banner is the preselected design; the guest sees the event's facts over it at 390 px", async () => {
    await fs.mkdir(shots, { recursive: true });
    const host = await createUser({ name: "Deepa Host" });
    const title = `Diwali Party ${Date.now().toString(36)}`;
    const event = await createEventAs(host, title, false);
    const bannerUrl = await uploadBanner(host, event.id);
    const { email } = await addGuest(host, event.id, "Anjali Rao");

    const { context, page } = await browser.newPage({ viewport: "phone" });
    await signInContext(context, host);
    await page.goto(`/dashboard/invitations/create?eventId=${event.id}`);
    await expectVisible(page.getByRole("heading", { level: 2, name: "Select Template" }));
    const banner = page.getByRole("radio", { name: "Event banner" });
    await expectVisible(page.getByRole("img", { name: `Banner of ${title}` }));
    // First, and chosen: Next is open at once.
    expect(await banner.isChecked()).toBe(true);
    expect(await page.getByRole("radio").first().getAttribute("aria-label")).toBe("Event banner");
    const next = page.getByRole("button", { name: "Next", exact: true });
    expect(await next.isEnabled()).toBe(true);
    await page.screenshot({ path: `${shots}/wizard-template-step-390.png` });
    await expectNoA11yViolations(page);
    // Another design can still be chosen, and the banner again.
    await page.getByRole("radio", { name: "Diwali Lights" }).check();
    expect(await banner.isChecked()).toBe(false);
    await banner.check();
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Customize Invitation" }));
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Choose Recipients" }));
    await page.getByRole("checkbox", { name: "Select Anjali Rao" }).check();
    await next.click();
    await expectVisible(page.getByRole("heading", { level: 2, name: "Review & Send" }));
    await expectVisible(page.getByText("Event banner", { exact: true }));
    await page.getByRole("button", { name: "Send Now" }).click();
    await expectVisible(page.getByText("Invitation sent successfully"));

    // The e-mail: the banner as its art, the event's title, date and place as text.
    const mail = await readOutbox(email);
    expect(mail.html).toContain(`${bannerUrl}?w=640`);
    expect(mail.html).toContain(`>${title}</h1>`);
    expect(mail.html).toContain(`>${when}</p>`);
    expect(mail.html).toContain(`>${place}</p>`);

    const guest = (await browser.newPage({ viewport: "phone" })).page;
    await guest.goto(firstLink(mail.text));
    expect(await guest.locator("img[data-invite-art]").getAttribute("data-invite-art")).toBe("event-banner");
    expect(await guest.locator("img[data-invite-art]").getAttribute("src")).toContain(bannerUrl);
    await expectEventOverArt(guest, title);
    await guest.screenshot({ path: `${shots}/invite-event-banner-390.png` });
    await expectNoA11yViolations(guest);
  });

  test("an occasion design carries no wording: the shared link shows this event's facts over it", async () => {
    const host = await createUser();
    const title = `Eid Dinner ${Date.now().toString(36)}`;
    // Public: anyone with the shared link may reply.
    const event = await createEventAs(host, title);
    const farah = await addGuest(host, event.id, "Farah Khan");
    const { items } = await apiAs<{ items: { id: string; name: string }[] }>(host, "GET", "/api/templates");
    const eid = items.find((t) => t.name === "Eid Moon");
    expect(eid).toBeTruthy();
    const invitation = await apiAs<{ id: string; uniqueCode: string }>(host, "POST", "/api/invitations", {
      eventId: event.id,
      templateId: eid?.id,
      title: `Invitation to ${title}`,
      message: "Join us after sunset.",
      type: "link",
      guestIds: [farah.id],
    });
    await apiAs(host, "POST", `/api/invitations/${invitation.id}/share`);

    const guest = (await browser.newPage({ viewport: "phone" })).page;
    await guest.goto(`/invite/${invitation.uniqueCode}`);
    expect(await guest.locator("img[data-invite-art]").getAttribute("data-invite-art")).toBe("template");
    await expectEventOverArt(guest, title);
    await guest.screenshot({ path: `${shots}/invite-occasion-eid-390.png` });
    await expectNoA11yViolations(guest);
  });
});
