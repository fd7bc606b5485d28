import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewsAudience } from "../../contract/admin.ts";
import {
  createTestApp,
  signUp,
  signUpAdmin,
  type TestApp,
  testOrigin,
  verifyEmail,
} from "../test/test-app.ts";

// Product news's unsubscribe link, as a browser without script (or a mail scanner) uses it.

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
let pagePath: string;

const audience = async () =>
  ((await (await t.request("/api/admin/news/audience", { cookie: admin.cookie })).json()) as NewsAudience)
    .recipients;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "desk@example.com" }, { workers: true, web: true });
  admin = await signUpAdmin(t, "desk@example.com", "News Desk");
  const reader = await signUp(t, "reader@example.com", "Reader");
  await verifyEmail(t, "reader@example.com");
  const on = await t.request("/api/profile/preferences", {
    method: "PATCH",
    cookie: reader.cookie,
    json: { marketingEmails: true },
  });
  expect(on.status).toBe(200);
  const sent = await t.request("/api/admin/news", {
    cookie: admin.cookie,
    json: { subject: "Guest pages got faster", message: "They open in a blink now." },
  });
  expect(sent.status).toBe(202);
  let mail: { html: string; text: string } | undefined;
  for (let i = 0; i < 100 && !mail; i++) {
    mail = (await t.outbox()).find((m) => m.subject === "Guest pages got faster");
    if (!mail) await new Promise((r) => setTimeout(r, 100));
  }
  // The body's link (HTML and plain text alike) opens the page, not the one-click API.
  const link = /href="([^"]*\/news\/unsubscribe\/[^"]+)">Unsubscribe</.exec(mail?.html ?? "")?.[1] ?? "";
  expect(link).toMatch(/^https?:\/\/[^/]+\/news\/unsubscribe\/[\w-]+$/);
  expect(mail?.text).toContain(link);
  pagePath = link.replace(t.config.publicUrl, "");
});
afterAll(() => t.close());

/** The page's button, as a browser without script posts it (no sign-in). */
const press = (path: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });

describe("product news unsubscribe page", () => {
  it("shows what the button does on GET and changes nothing", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await t.app.request(pagePath);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toBe("no-store");
      const html = await res.text();
      expect(html).toContain("Stop product news from EventHub");
      // Its button posts back to the page; no link or form of it unsubscribes on a GET.
      const form = /<form\b[^>]*>/.exec(html)?.[0] ?? "";
      expect(form).toContain('method="post"');
      expect(form).toContain(`action="${pagePath}"`);
    }
    expect(await audience()).toBe(1);
  });

  it("says a made-up or broken link is not valid, never 500, and changes nothing", async () => {
    for (const path of [
      "/news/unsubscribe/not-a-real-token",
      "/news/unsubscribe/a%00b",
      `/news/unsubscribe/${"x".repeat(5000)}`,
    ]) {
      const read = await t.app.request(path);
      expect(read.status, path).toBe(404);
      expect(await read.text()).toContain("This unsubscribe link is not valid");
      const posted = await press(path);
      expect(posted.status, path).toBeLessThan(500);
      expect(posted.status, path).not.toBe(200);
    }
    expect(await audience()).toBe(1);
  });

  it("refuses a post from another site, then unsubscribes from the page's button and says so", async () => {
    const foreign = await t.app.request(pagePath, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(foreign.status).toBe(403);
    expect(await audience()).toBe(1);

    const res = await press(pagePath);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("Done: you will get no more product news from EventHub.");
    expect(await audience()).toBe(0);
  });
});
