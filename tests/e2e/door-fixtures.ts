import type { Page } from "playwright-core";
import { expect } from "vitest";
import type { PackageId } from "../../src/contract/payments.ts";
import { apiAs, createEventAs, type TestUser } from "./fixtures.ts";

// What the door mode tests share (check-in, offline-check-in, door-links and door-staff tests).

/** An event of `host` with Premium bought in payment test mode, as the payments page buys it. */
export async function premiumEvent(host: TestUser, title: string) {
  const event = await createEventAs(host, title, false);
  await buyPackage(host, event.id, "premium");
  return event;
}

/** The host buys a package for the event in test mode: order, the test checkout, its verification. */
export async function buyPackage(host: TestUser, eventId: string, packageId: PackageId) {
  const { paymentId } = await apiAs<{ paymentId: string }>(host, "POST", "/api/payments/orders", {
    packageId,
    eventId,
  });
  const signed = await apiAs(host, "POST", `/api/payments/${paymentId}/test-checkout`);
  await apiAs(host, "POST", `/api/payments/${paymentId}/verify`, signed);
}

const counter = (page: Page) => page.getByTestId("door-counter");
export async function expectCounter(page: Page, text: string) {
  await page.waitForFunction(
    ([want]) => document.querySelector('[data-testid="door-counter"]')?.textContent === want,
    [text],
  );
  expect(await counter(page).textContent()).toBe(text);
}

/** Adds a walk-in of `people` through the door's dialog, as the host at the door does. */
export async function addWalkIn(page: Page, name: string, people: number) {
  await page.getByRole("button", { name: "Add a walk-in" }).click();
  const dialog = page.getByRole("dialog", { name: "Add a walk-in" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("People").fill(String(people));
  await dialog.getByRole("button", { name: "Add and check in" }).click();
}

export type Answer = { path: string; status: number; text: string };

/** Every answer of our API the page receives (streams aside), to read for what it must not carry. */
export function recordAnswers(page: Page): Answer[] {
  const answers: Answer[] = [];
  page.on("response", async (res) => {
    const url = new URL(res.url());
    if (!url.pathname.startsWith("/api/") || url.pathname.endsWith("/stream")) return;
    answers.push({ path: url.pathname, status: res.status(), text: await res.text().catch(() => "") });
  });
  return answers;
}
