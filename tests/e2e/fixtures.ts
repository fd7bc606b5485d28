import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect, inject } from "vitest";
import { chromiumArgs, chromiumPath } from "../../scripts/chromium-args.ts";

import { adminEmail } from "./global-setup.ts";

export { adminEmail };

export const baseUrl = inject("e2eBaseUrl");
export const dataDir = inject("e2eDataDir");

export const viewports = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

export type ContextOptions = {
  viewport?: keyof typeof viewports;
  /** false: a browser with JavaScript turned off (the guest pages must work in it). */
  javaScript?: boolean;
};

/**
 * One browser per test file (launching costs about a second) and a fresh context per test, so cookies
 * never leak between tests. Call once at the top of a test file.
 */
export function setupBrowser() {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  // The browser's own errors, printed only when a test fails: they often say why an element never came.
  let browserErrors: string[] = [];

  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
  });

  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") {
      if (browserErrors.length > 0)
        process.stderr.write(`browser errors:\n  ${browserErrors.join("\n  ")}\n`);
      await screenshotAll(contexts, task.name);
    }
    await Promise.all(contexts.map((c) => c.close()));
    contexts = [];
    browserErrors = [];
  });

  afterAll(async () => {
    await browser?.close();
  });

  async function newContext({
    viewport = "desktop",
    javaScript = true,
  }: ContextOptions = {}): Promise<BrowserContext> {
    if (!browser) throw new Error("setupBrowser(): the browser is not running (called outside a test?)");
    const context = await browser.newContext({
      baseURL: baseUrl,
      viewport: viewports[viewport],
      locale: "en-IN",
      timezoneId: "Asia/Kolkata",
      // Honour the theme's reduced-motion rules, so transitions do not stretch the run or confuse axe.
      reducedMotion: "reduce",
      javaScriptEnabled: javaScript,
    });
    // Well under the test timeout, so a missing element fails with Playwright's message, not a bare timeout.
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(20_000);
    context.on("weberror", (e) => browserErrors.push(`uncaught: ${e.error().message}`));
    context.on("console", (m) => {
      if (m.type() === "error") browserErrors.push(`console: ${m.text()} (${m.location().url})`);
    });
    contexts.push(context);
    return context;
  }

  async function newPage(options: ContextOptions = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await newContext(options);
    return { context, page: await context.newPage() };
  }

  return { newContext, newPage };
}

/** A temporary folder for a test file's own files: made before its tests, removed after them. */
export function setupTempDir(prefix: string): () => string {
  let dir = "";
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  });
  afterAll(async () => {
    if (dir) await fs.rm(dir, { recursive: true, force: true });
  });
  return () => dir;
}

async function screenshotAll(contexts: BrowserContext[], testName: string): Promise<void> {
  const dir = path.resolve("test-results", "e2e");
  await fs.mkdir(dir, { recursive: true });
  const slug = testName.replace(/[^a-z0-9]+/gi, "-").toLowerCase();
  let n = 0;
  for (const context of contexts) {
    for (const page of context.pages()) {
      const file = path.join(dir, `${slug}-${++n}.png`);
      // A crashed page cannot be captured; the test's own error matters more than this one.
      await page
        .screenshot({ path: file, fullPage: true })
        .then(() => process.stderr.write(`screenshot of ${page.url()} saved to ${file}\n`))
        .catch(() => {});
    }
  }
}

// ---- Waiting assertions ----
// Playwright's web-first `expect` lives in @playwright/test, which we do not install (it wants its own
// browsers). These wait the same way, through the locator's auto-waiting, and fail with its message.

export async function expectVisible(locator: Locator): Promise<void> {
  await locator.waitFor({ state: "visible" });
}

export async function expectHidden(locator: Locator): Promise<void> {
  await locator.waitFor({ state: "hidden" });
}

/**
 * notistack's stock colours fail axe's contrast rule (an app-wide matter, reported): let a toast
 * hide before a page is checked.
 */
export async function afterToasts(page: Page): Promise<void> {
  await expectHidden(page.locator("#notistack-snackbar"));
}

export async function expectHref(locator: Locator, href: string): Promise<void> {
  await locator.waitFor({ state: "visible" });
  expect(await locator.getAttribute("href")).toBe(href);
}

/** Waits until the page is at this path (client-side navigations included); `search` checks the query too. */
export async function expectPath(page: Page, pathname: string, search?: string | RegExp): Promise<void> {
  await page
    .waitForURL(
      (url) =>
        url.pathname === pathname &&
        (search === undefined ||
          (typeof search === "string" ? url.search === search : search.test(url.search))),
      { waitUntil: "commit" },
    )
    .catch((err: Error) => {
      throw new Error(`expected to be at ${pathname}${search ?? ""} but at ${page.url()}: ${err.message}`);
    });
}

// ---- Users ----

export type TestUser = {
  email: string;
  password: string;
  name: string;
  /** The session cookie from sign-up, ready for BrowserContext.addCookies. */
  cookie: { name: string; value: string };
};

let userCount = 0;

/** A unique address per call, so tests never share accounts and can run in any order. */
export function uniqueEmail(prefix = "e2e"): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${++userCount}-${random}@example.com`;
}

/** POSTs JSON to the server the way the SPA does; Better Auth refuses requests without a trusted origin. */
export async function api(pathname: string, body: unknown, cookie?: string): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: baseUrl,
      ...(cookie ? { cookie } : {}),
    },
    body: JSON.stringify(body),
  });
}

function sessionCookie(response: Response): TestUser["cookie"] | undefined {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1) }))
    .find((c) => c.name.endsWith("session_token"));
}

/**
 * Registers an account through the API: faster than the UI for tests that are not about registering.
 * A fixed address that already exists (a reused E2E_DATABASE_URL) is signed in instead, with the same
 * password, so that path never counts as a failed sign-in.
 */
export async function createUser(
  overrides: Partial<Pick<TestUser, "email" | "password" | "name">> = {},
): Promise<TestUser> {
  const email = overrides.email ?? uniqueEmail();
  const password = overrides.password ?? "Secret#2024x";
  const name = overrides.name ?? `Test User ${userCount}`;
  let response = await api("/api/auth/sign-up/email", { email, password, name });
  if (response.status === 422 && overrides.email) {
    response = await api("/api/auth/sign-in/email", { email, password, rememberMe: true });
  }
  if (!response.ok) {
    throw new Error(`sign-up of ${email} failed: ${response.status} ${await response.text()}`);
  }
  const cookie = sessionCookie(response);
  if (!cookie) throw new Error(`sign-up of ${email} set no session cookie`);
  return { email, password, name, cookie };
}

/** The link in the newest "confirm your address" mail to `email`. */
export async function verificationLink(email: string): Promise<string> {
  const mail = await readOutbox(email);
  if (mail.subject !== "Confirm your EventHub e-mail address") {
    throw new Error(`the newest mail to ${email} is "${mail.subject}", not the verification mail`);
  }
  return firstLink(mail.text);
}

/** The ADMIN_EMAILS account, verified as its owner would (admin rights need a proven address). */
export async function createAdmin(): Promise<TestUser> {
  const admin = await createUser({ email: adminEmail, name: "Admin Person" });
  // Another test file made and verified it already (and may have mailed it since, e.g. a test mail).
  const me = await fetch(`${baseUrl}/api/me`, { headers: { cookie: cookieHeader(admin) } });
  if (((await me.json()) as { user: { isAdmin: boolean } | null }).user?.isAdmin) return admin;
  const res = await fetch(await verificationLink(adminEmail), { redirect: "manual" });
  if (res.status !== 302) throw new Error(`verifying ${adminEmail} failed: ${res.status}`);
  return admin;
}

/** The Cookie header that acts as `user`. */
export const cookieHeader = (user: TestUser) => `${user.cookie.name}=${user.cookie.value}`;

/** A request to the API as `user`, as the browser on our origin would send it. */
export function apiRaw(user: TestUser, method: string, pathname: string, body?: unknown): Promise<Response> {
  return fetch(`${baseUrl}${pathname}`, {
    method,
    headers: { origin: baseUrl, cookie: cookieHeader(user), "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The API as `user`, for the setup steps that are not what a test is about; fails on an error status. */
export async function apiAs<T = Record<string, unknown>>(
  user: TestUser,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<T> {
  const response = await apiRaw(user, method, pathname, body);
  if (!response.ok) throw new Error(`${method} ${pathname}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<T>;
}

/** A public event of `host`, made through the API (the fields a test does not care about are fixed). */
export async function createEventAs(
  host: TestUser,
  title: string,
  isPublic = true,
): Promise<{ id: string; title: string }> {
  return apiAs<{ id: string; title: string }>(host, "POST", "/api/events", {
    title,
    description: "An evening with friends, music and dinner.",
    date: "2031-06-15",
    time: "18:30",
    location: "Skyline Terrace, Bengaluru",
    timeZone: "Asia/Kolkata",
    isPublic,
  });
}

/** The RSVP settings an event's reply form asks by; what a test leaves out is the spec's default. */
export type ReplySettings = {
  askMeal?: boolean;
  mealOptions?: string[];
  askDietary?: boolean;
  hostMessage?: string;
  openPlusOnes?: number;
};

/** Sets the reply form's questions of `host`'s event through the API. */
export async function setReplySettingsAs(
  host: TestUser,
  eventId: string,
  settings: ReplySettings,
): Promise<void> {
  await apiAs(host, "PUT", `/api/events/${eventId}/rsvp-settings`, {
    rsvpDeadline: null,
    capacity: null,
    askMeal: false,
    mealOptions: [],
    askDietary: false,
    hostMessage: "",
    ...settings,
  });
}

/** A guest as the host's list gives it, with the fields the reply tests read. */
export type ListedGuest = {
  id: string;
  name: string;
  status: string;
  plusOnes: string[];
  mealChoice: string | null;
  noteToHost: string;
};

/** The first page of `host`'s guest list of an event, through the API. */
export async function guestsOfEventAs(host: TestUser, eventId: string): Promise<ListedGuest[]> {
  return (await apiAs<{ items: ListedGuest[] }>(host, "GET", `/api/events/${eventId}/guests`)).items;
}

/** Puts the user's session cookie into the context, so a test can start signed in without the login UI. */
export async function signInContext(context: BrowserContext, user: TestUser): Promise<void> {
  await context.addCookies([
    { name: user.cookie.name, value: user.cookie.value, url: baseUrl, httpOnly: true, sameSite: "Lax" },
  ]);
}

// ---- Mail ----

export type OutboxMail = { to: string | string[]; subject: string; text: string; html?: string };

function addressedTo(mail: OutboxMail, email: string): boolean {
  const recipients = Array.isArray(mail.to) ? mail.to : [mail.to];
  return recipients.some((r) => r.toLowerCase().includes(email.toLowerCase()));
}

/**
 * The newest mail to an address in the server's outbox folder, polled because the server writes it
 * after answering the request. File names start with an ISO timestamp, so name order is time order.
 */
export async function readOutbox(email: string, timeoutMs = 15_000): Promise<OutboxMail> {
  const dir = path.join(dataDir, "outbox");
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const names = await fs.readdir(dir).catch(() => [] as string[]);
    for (const name of names
      .filter((n) => n.endsWith(".json"))
      .sort()
      .reverse()) {
      const mail = JSON.parse(await fs.readFile(path.join(dir, name), "utf8")) as OutboxMail;
      if (addressedTo(mail, email)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in ${dir} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The raw .eml files (the bytes SMTP would send, attachments included) to an address, newest first. */
export async function rawMailsTo(email: string): Promise<string[]> {
  const outbox = path.join(dataDir, "outbox");
  const names = (await fs.readdir(outbox))
    .filter((n) => n.endsWith(".eml"))
    .sort()
    .reverse();
  const raws = await Promise.all(names.map((name) => fs.readFile(path.join(outbox, name), "utf8")));
  return raws.filter((raw) => raw.includes(email));
}

/** The first http(s) link in a mail's text part. */
export function firstLink(text: string): string {
  const match = text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in mail text:\n${text}`);
  return match[0].replace(/[).,>]+$/, "");
}

// ---- Accessibility ----

/**
 * Runs axe on the page as it is now and fails on any serious or critical violation, naming the rule,
 * the elements and the fix. Waits for running CSS transitions first: a half-faded element has a
 * contrast it never has at rest.
 */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  // Only animations that end: a spinner or a skeleton's pulse repeats forever, and waiting for it
  // cost the full 2 s at every check where one was on screen.
  await page.evaluate(() =>
    Promise.race([
      Promise.allSettled(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished),
      ),
      new Promise((r) => setTimeout(r, 2_000)),
    ]),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const blocking = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  if (blocking.length === 0) return;
  const report = blocking
    .map((v) => {
      const targets = v.nodes.map(
        (n) =>
          `    ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${(n.failureSummary ?? "").replaceAll("\n", "\n      ")}`,
      );
      return `- ${v.id} (${v.impact}): ${v.help}\n  ${v.helpUrl}\n${targets.join("\n")}`;
    })
    .join("\n");
  throw new Error(`axe found ${blocking.length} serious/critical violation(s) on ${page.url()}:\n${report}`);
}

// ---- Guest pages (rendered on the server) ----

/**
 * The next form post to a guest page (its forms post to the page's own address, e.g. /rsvp/{token}),
 * as the fields the server receives. Start waiting before the click that sends it.
 */
export async function nextFormPost(page: Page, pathname: string): Promise<URLSearchParams> {
  const request = await page.waitForRequest(
    (r) => r.method() === "POST" && new URL(r.url()).pathname === pathname,
  );
  return new URLSearchParams(request.postData() ?? "");
}

/** Saves a full-page screenshot for the docs when SAVE_SCREENSHOTS is set (the final ones are committed). */
export async function shoot(page: Page, name: string) {
  if (!process.env.SAVE_SCREENSHOTS) return;
  // A full-page capture keeps the scroll position: fixed bars would be drawn where the viewport
  // stood after the test's last click, not at the top where a person sees them.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `docs/screenshots/${name}.png`, fullPage: true });
}
