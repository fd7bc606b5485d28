import type { BrowserContext, Page } from "playwright-core";
import { rsvpMessages } from "../../src/contract/rsvp-messages.ts";
import {
  apiAs,
  createEventAs,
  expectVisible,
  setupBrowser,
  signInContext,
  type TestUser,
  uniqueEmail,
} from "./fixtures.ts";

// Shared by the invitation browser tests: seeding events, guests and templates through the API, a
// signed-in host's page, and the wizard's steps.

export const openReplyText = rsvpMessages.openReplyReceived;

/** The test file's browser, set by setupInvitationBrowser. */
export let browser: ReturnType<typeof setupBrowser>;

/** One browser for the calling test file (setupBrowser's hooks belong to the file that calls it). */
export function setupInvitationBrowser() {
  browser = setupBrowser();
}

export const suffix = () => Date.now().toString(36);

export async function createEvent(host: TestUser, title: string): Promise<string> {
  return (await createEventAs(host, title)).id;
}

export type GuestSpec = { name: string; phone?: string; category?: string };

export async function addGuest(host: TestUser, eventId: string, spec: GuestSpec) {
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

export async function classicBirthdayId(host: TestUser): Promise<string> {
  const { items } = await apiAs<{ items: { id: string; name: string }[] }>(host, "GET", "/api/templates");
  const template = items.find((t) => t.name === "Classic Birthday");
  if (!template) throw new Error("the default templates are not installed");
  return template.id;
}

export type Detail = { id: string; status: string; uniqueCode: string; replyToHost: boolean };

export async function hostPage(host: TestUser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  await signInContext(context, host);
  return { context, page: await context.newPage() };
}

export const main = (page: Page) => page.getByRole("main");
export const row = (page: Page, name: string) => page.getByRole("row").filter({ hasText: name });
export const next = (page: Page) => page.getByRole("button", { name: "Next", exact: true });
export const stepHeading = (page: Page, name: string) => page.getByRole("heading", { level: 2, name });
export const steps = ["Select Template", "Customize Invitation", "Choose Recipients", "Review & Send"];

/** Clicks Next and waits for the following step: a click while a step is still changing is lost. */
export async function nextStep(page: Page): Promise<void> {
  const from = Number(new URL(page.url()).searchParams.get("step") ?? "1");
  await next(page).click();
  await expectVisible(stepHeading(page, steps[from] ?? ""));
}

/** The id of the invitation whose detail page is open. */
export async function detailId(page: Page): Promise<string> {
  await page.waitForURL(/\/dashboard\/invitations\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}
