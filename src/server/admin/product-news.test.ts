import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditEntry, NewsAudience } from "../../contract/admin.ts";
import { mailHeader } from "../test/mail-header.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp, verifyEmail } from "../test/test-app.ts";
import { adminAuditLog } from "./tables.ts";

let t: TestApp;
let admin: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "newsdesk@example.com" }, { workers: true });
  admin = await signUpAdmin(t, "newsdesk@example.com", "News Desk");
});
afterAll(() => t.close());

/** A user with a confirmed address (or not) and these notification switches. */
async function person(email: string, switches: Record<string, boolean>, confirmed = true) {
  const user = await signUp(t, email, email.split("@")[0]);
  if (confirmed) await verifyEmail(t, email);
  const saved = await t.request("/api/profile/preferences", {
    method: "PATCH",
    cookie: user.cookie,
    json: switches,
  });
  expect(saved.status).toBe(200);
  return user;
}

const newsMails = async (subject: string) => (await t.outbox()).filter((m) => m.subject === subject);

async function waitForMails(subject: string, count: number) {
  for (let i = 0; i < 100 && (await newsMails(subject)).length < count; i++)
    await new Promise((r) => setTimeout(r, 100));
  return newsMails(subject);
}

const audience = async () =>
  ((await (await t.request("/api/admin/news/audience", { cookie: admin.cookie })).json()) as NewsAudience)
    .recipients;

describe("product news", () => {
  it("refuses to send with no one to send to", async () => {
    const res = await t.request("/api/admin/news", {
      cookie: admin.cookie,
      json: { subject: "Nobody", message: "No one chose marketing yet." },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.message).toBe(
      "No one has chosen marketing emails yet, so there is no one to send news to.",
    );
  });

  it("goes only to confirmed users who chose marketing, once each, and unsubscribes in one click", async () => {
    await person("keen@example.com", { marketingEmails: true });
    await person("default@example.com", {});
    await person("unconfirmed@example.com", { marketingEmails: true }, false);
    await person("all-off@example.com", { marketingEmails: true, emailNotifications: false });
    await person("keen-too@example.com", { marketingEmails: true });
    expect(await audience()).toBe(2);

    const empty = await t.request("/api/admin/news", {
      cookie: admin.cookie,
      json: { subject: " ", message: "" },
    });
    expect(empty.status).toBe(400);

    const sent = await t.request("/api/admin/news", {
      cookie: admin.cookie,
      json: { subject: "Door mode is here", message: "Scan passes at the door.\n\nTry it on your phone." },
    });
    expect(sent.status).toBe(202);
    expect((await sent.json()).message).toBe(
      "Product news is on its way to 2 users who chose marketing emails.",
    );
    const mails = await waitForMails("Door mode is here", 2);
    expect(mails.map((m) => m.to).sort()).toEqual(["keen-too@example.com", "keen@example.com"]);
    expect(mails[0].text).toContain("Scan passes at the door.");
    expect(mailHeader(mails[0].raw, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");

    // The job run again (a retry after a crash) mails no one a second time.
    const [entry] = await t.db.select().from(adminAuditLog).where(eq(adminAuditLog.action, "send_news"));
    await t.services.productNews.deliver({
      newsId: entry.id,
      subject: "Door mode is here",
      message: "Again",
    });
    expect(await newsMails("Door mode is here")).toHaveLength(2);

    const log = (await (await t.request("/api/admin/audit", { cookie: admin.cookie })).json()) as {
      entries: AuditEntry[];
    };
    expect(log.entries[0]).toMatchObject({
      action: "send_news",
      actorEmail: admin.email,
      detail: "Door mode is here",
    });

    // The one-click unsubscribe of keen@'s mail (a mail client's POST, no cookie, no origin).
    const keen = mails.find((m) => m.to === "keen@example.com")!;
    const url = mailHeader(keen.raw, "List-Unsubscribe")!.slice(1, -1);
    const off = await t.app.request(url.replace(t.config.publicUrl, ""), { method: "POST" });
    expect(off.status).toBe(204);
    expect(await audience()).toBe(1);
  });

  it("is for admins only", async () => {
    const user = await signUp(t);
    const res = await t.request("/api/admin/news", {
      cookie: user.cookie,
      json: { subject: "x", message: "y" },
    });
    expect(res.status).toBe(403);
  });
});
