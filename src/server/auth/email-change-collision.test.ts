import { eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { profileMessages } from "../../contract/profile.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { isEmailInUse } from "./email-in-use.ts";
import { rateLimit, user } from "./tables.ts";

// Two accounts ask to move to the same new address; both confirmation links go to that mailbox.
// Whichever is opened second must say why it cannot work, never answer 500, and nothing the auth
// library logs on the way may carry the address or the accounts' ids.
let t: TestApp;
/** Everything written to stdout, stderr or the console while the server runs at its chattiest. */
let output = "";
beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    vi.spyOn(stream, "write").mockImplementation(((chunk: string | Uint8Array) => {
      output += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
      return true;
    }) as typeof stream.write);
  }
  for (const method of ["log", "info", "warn", "error", "debug"] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      output += `${args.map((a) => (a instanceof Error ? `${a.stack} ${JSON.stringify(a)}` : String(a))).join(" ")}\n`;
    });
  }
  t = await createTestApp({ LOG_LEVEL: "debug" });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});
beforeEach(async () => {
  await t.db.delete(rateLimit).where(like(rateLimit.key, "%/change-email%"));
  output = "";
});

const callback = "/dashboard/profile?email=changed";

/** Asks for `newEmail` on the account and returns the confirmation link mailed to that address. */
async function askFor(account: { cookie: string; password: string; id: string }, newEmail: string) {
  const before = (await t.outbox()).length;
  const asked = await t.request("/api/auth/change-email", {
    cookie: account.cookie,
    json: { newEmail, password: account.password, callbackURL: callback },
  });
  expect(asked.status).toBe(200);
  const mail = (await t.outbox()).slice(before).find((m) => m.to === newEmail);
  expect(mail?.subject).toBe("Confirm your new EventHub e-mail address");
  return mail!.text.match(/https?:\/\/\S+/)![0].replace(t.config.publicUrl, "");
}

/** Two new accounts that each ask for the same new address, with their confirmation links. */
async function twoAskingFor(shared: string) {
  const a = await signUp(t, `first.${shared}`);
  const b = await signUp(t, `second.${shared}`);
  return { a, b, linkA: await askFor(a, shared), linkB: await askFor(b, shared) };
}

const open = (link: string) => t.app.request(link, { redirect: "manual" });
const withoutCallback = (link: string) => link.replace(/&callbackURL=[^&]*/, "");
const emailOf = async (id: string) =>
  (await t.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0].email;

describe("two accounts confirming the same new address", () => {
  it("the first to open its link gets the address; the second is told it is in use", async () => {
    const shared = "shared.inbox@example.com";
    const { a, b, linkA, linkB } = await twoAskingFor(shared);

    const first = await open(linkA);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(callback);
    expect(await emailOf(a.id)).toBe(shared);

    // The mailer names its recipients (by design); from here on nothing may.
    output = "";
    // From the mail: back to the profile page, which shows the reason.
    const second = await open(linkB);
    expect(second.status).toBe(302);
    const location = new URL(second.headers.get("location")!, t.config.publicUrl);
    expect(location.pathname).toBe("/dashboard/profile");
    expect(location.searchParams.get("error")).toBe("EMAIL_IN_USE");
    // Called without a page to return to: the reason in the answer itself.
    const direct = await open(withoutCallback(linkB));
    expect(direct.status).toBe(409);
    expect(await direct.json()).toMatchObject({
      code: "EMAIL_IN_USE",
      message: profileMessages.emailInUse,
    });
    expect(await emailOf(b.id)).toBe(b.email);

    for (const secret of [shared, a.email, b.email, a.id, b.id]) expect(output, secret).not.toContain(secret);
  });

  it("when the second account opens its link first, the first account's link is the one refused", async () => {
    const shared = "family.inbox@example.com";
    const { a, b, linkA, linkB } = await twoAskingFor(shared);

    expect((await open(linkB)).status).toBe(302);
    expect(await emailOf(b.id)).toBe(shared);
    const refused = await open(withoutCallback(linkA));
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(profileMessages.emailInUse);
    expect(await emailOf(a.id)).toBe(a.email);
  });

  it("the same account opening its link twice is not told its own address is in use", async () => {
    const a = await signUp(t, "esha.twice@example.com");
    const link = await askFor(a, "esha.new@example.com");
    expect((await open(link)).status).toBe(302);
    // The link names the old address, which the account no longer has: Better Auth's own refusal.
    const again = await open(link);
    expect(again.headers.get("location")).toContain("error=INVALID_TOKEN");
    expect(await emailOf(a.id)).toBe("esha.new@example.com");
  });
});

describe("two links opened at the same moment", () => {
  it("both pass the check; the database's unique address is what refuses the second, with the same answer", async () => {
    const a = await signUp(t, "hema.first@example.com");
    const b = await signUp(t, "ira.second@example.com");
    const shared = "same.moment@example.com";
    const [linkA, linkB] = [await askFor(a, shared), await askFor(b, shared)];
    const answers = await Promise.all([open(withoutCallback(linkA)), open(withoutCallback(linkB))]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    // What the second write meets when it passed the check: the index's refusal, recognised.
    const raced = await t.db
      .insert(user)
      .values({ name: "Raced", email: shared, emailVerified: false })
      .catch((e: unknown) => e);
    expect(isEmailInUse(raced)).toBe(true);
  });
});

describe("what the auth library logs", () => {
  it("is one of our JSON lines, without the addresses its messages quote", async () => {
    await signUp(t, "gita.twice@example.com");
    output = ""; // the sign-up's mail names its recipient (by design)
    // Better Auth notes "Sign-up attempt for existing email: …" at its info level.
    const again = await t.request("/api/auth/sign-up/email", {
      json: { email: "gita.twice@example.com", password: "Tr1cky-Lantern!", name: "Gita" },
    });
    expect(again.status).toBeLessThan(500);
    const lines = output.split("\n").filter((l) => l.includes('"msg":"auth library"'));
    expect(lines.join("\n")).toContain("Sign-up attempt for existing email: :email");
    expect(output).not.toContain("gita.twice@example.com");
  });

  it("a statement that fails inside it is logged with its SQL, not the address or the user id", async () => {
    const a = await signUp(t, "farah.logged@example.com");
    const link = await askFor(a, "farah.moved@example.com");
    // The database refuses the change itself (as it would a duplicate that raced past our check).
    await t.db.execute(sql`create function refuse_email_change() returns trigger language plpgsql as $$
      begin raise exception 'addresses are frozen'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_email_change before update of email on "user" for each row execute function refuse_email_change()`,
    );
    output = "";
    try {
      const failed = await open(withoutCallback(link));
      expect(failed.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_email_change on "user"`);
      await t.db.execute(sql`drop function refuse_email_change`);
    }
    expect(output).toContain("database query failed");
    expect(output).toContain('update \\"user\\" set \\"email\\" = $1');
    for (const secret of ["farah.moved@example.com", a.email, a.id])
      expect(output, secret).not.toContain(secret);
  });
});
