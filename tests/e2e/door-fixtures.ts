import fs from "node:fs/promises";
import { type Browser, chromium, type Page } from "playwright-core";
import sharp, { type Sharp } from "sharp";
import { expect } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium-args.ts";
import type { PackageId } from "../../src/contract/payments.ts";
import {
  apiAs,
  baseUrl,
  createEventAs,
  rawMailsTo,
  readOutbox,
  type TestUser,
  viewports,
} from "./fixtures.ts";

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

/** The pass.png attached to the newest mail to `email` (the confirmation with the pass), as bytes. */
export async function passFromMail(email: string): Promise<Buffer> {
  expect((await readOutbox(email)).subject).toMatch(/^Your pass for /);
  for (const raw of await rawMailsTo(email)) {
    const part = raw.split(/\r?\n--/).find((p) => /filename=(")?pass\.png/.test(p));
    const base64 = part?.split(/\r?\n\r?\n/)[1]?.replace(/\s/g, "");
    if (base64) return Buffer.from(base64, "base64");
  }
  throw new Error(`no pass.png in the mail to ${email}`);
}

/**
 * A Y4M video for Chromium's fake camera: the pass in view for two seconds, then a blank page for
 * two (the video loops), as a guest holds out their phone, takes it away and shows it again.
 */
export async function passVideo(png: Buffer, file: string): Promise<string> {
  const [width, height, fps] = [640, 480, 5];
  const luma = async (image: Sharp) =>
    (await image.greyscale().raw().toBuffer({ resolveWithObject: true })).data;
  const withPass = await luma(
    sharp(png)
      .resize(400, 400)
      .flatten({ background: "#ffffff" })
      .extend({ top: 40, bottom: 40, left: 120, right: 120, background: "#ffffff" }),
  );
  const blank = Buffer.alloc(width * height, 235);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frames = [...Array(2 * fps).fill(withPass), ...Array(2 * fps).fill(blank)].flatMap((y: Buffer) => [
    Buffer.from("FRAME\n"),
    y,
    chroma,
  ]);
  await fs.writeFile(
    file,
    Buffer.concat([Buffer.from(`YUV4MPEG2 W${width} H${height} F${fps}:1 Ip A1:1 C420jpeg\n`), ...frames]),
  );
  return file;
}

/** A guest on the list who then replies attending with `plusOnes` through their personal link. */
export async function attendingGuest(
  host: TestUser,
  eventId: string,
  name: string,
  plusOnes: string[],
  category?: string,
) {
  const email = `${name.toLowerCase().replace(/\W+/g, ".")}-${eventId.slice(0, 8)}@example.com`;
  const guest = await apiAs<{ id: string; rsvpPath: string }>(host, "POST", `/api/events/${eventId}/guests`, {
    name,
    email,
    status: "invited",
    category: category ?? null,
    plusOnesAllowed: plusOnes.length,
  });
  const res = await fetch(`${baseUrl}/api${guest.rsvpPath}`, {
    method: "PUT",
    headers: { origin: baseUrl, "content-type": "application/json" },
    body: JSON.stringify({ response: "attending", plusOnes }),
  });
  expect(res.status).toBe(200);
  return { ...guest, email };
}

/** A browser whose fake camera plays `video` (passVideo); its fake prompt allows the camera. */
export const cameraPlaying = (video: string) =>
  chromium.launch({
    executablePath: chromiumPath,
    args: [
      ...chromiumArgs,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });

/** A phone-sized context of `browser` on India's clock, as the door's helpers hold it. */
export async function phoneContext(browser: Browser) {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: viewports.phone,
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    reducedMotion: "reduce",
  });
  context.setDefaultTimeout(15_000);
  return context;
}
