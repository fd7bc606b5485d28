import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { redactPath, redactText } from "./log-redaction.ts";
import { customTemplate, draft, eventWithGuests, waitFor } from "./test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "./test/test-app.ts";

// Everything the server logs at the chattiest level, while it handles the requests that carry
// secrets: a sign-up (verification link), a reset request, an invitation send, a failed statement.
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  for (const stream of [process.stdout, process.stderr]) {
    const write = stream.write.bind(stream);
    vi.spyOn(stream, "write").mockImplementation(((chunk: string | Uint8Array, ...rest: never[]) => {
      const text = typeof chunk === "string" ? chunk : Buffer.from(chunk).toString();
      if (text.startsWith('{"t":')) {
        lines.push(text);
        return true;
      }
      return write(chunk, ...rest);
    }) as typeof stream.write);
  }
  t = await createTestApp({ LOG_LEVEL: "debug" }, { workers: true });
});
afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe("the log", () => {
  it("holds no token, personal link or statement parameter", async () => {
    const host = await signUp(t, "host@example.com", "Host");
    await t.request("/api/auth/request-password-reset", {
      json: { email: host.email, redirectTo: "/reset-password" },
    });
    const templateId = await customTemplate(t, host);
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Zephyrine Quill", "zephyrine@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, d.id, (x) => x.recipients[0].state === "sent");
    // A statement that fails inside a request: the database refuses every new guest.
    await t.db.execute(sql`create function refuse_guest() returns trigger language plpgsql as $$
      begin raise exception 'guests are closed'; end $$`);
    await t.db.execute(
      sql`create trigger refuse_guest before insert on guests for each row execute function refuse_guest()`,
    );
    const failed = await t.request(`/api/events/${eventId}/guests`, {
      cookie: host.cookie,
      json: { name: "Obadiah Secretname", email: "obadiah@example.com", status: "invited" },
    });
    expect(failed.status).toBe(500);
    // The guest's reply page, under its token, fails too: the path must not carry the token.
    await t.db.execute(sql`alter table guests rename column token to token_moved`);
    const broken = await t.request(`/api/${guests[0].rsvpPath}`.replace("//", "/"));
    expect(broken.status).toBe(500);
    await t.db.execute(sql`alter table guests rename column token_moved to token`);

    const log = lines.join("");
    const mails = await t.outbox();
    expect(mails.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        "Confirm your EventHub e-mail address",
        "Reset your EventHub password",
        "Invitation to Mehendi Night",
      ]),
    );
    // The log did record these events: the test would see secrets if they were written.
    expect(log).toContain("mail written to outbox");
    const links = mails.flatMap((m) => m.text.match(/https?:\/\/\S+/g) ?? []);
    expect(links.length).toBeGreaterThanOrEqual(3);
    for (const link of links) expect(log).not.toContain(link);
    const secrets = [
      ...links.map((l) => l.match(/[A-Za-z0-9_-]{24,}/)?.[0]).filter(Boolean),
      guests[0].rsvpPath.split("/").pop()!,
      d.uniqueCode,
      "Obadiah Secretname",
      "obadiah@example.com",
    ] as string[];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    expect(log).toContain("database query failed");
  });
});

describe("request paths in the log", () => {
  it("lose their tokens and invitation codes, and keep record ids", () => {
    const token = "a".repeat(64);
    expect(redactPath(`/api/rsvp/${token}/event.ics`)).toBe("/api/rsvp/:token/event.ics");
    expect(redactPath("/api/invite/AB12cd34/rsvp")).toBe("/api/invite/:code/rsvp");
    expect(redactPath("/api/auth/reset-password/Zx9Qw8Er7Ty6Ui5Op4As3Df2")).toBe(
      "/api/auth/reset-password/:token",
    );
    const id = "0f8e5c7a-1b2c-4d3e-8f90-123456789abc";
    expect(redactPath(`/api/events/${id}/guests`)).toBe(`/api/events/${id}/guests`);
    // A door link's secret is base64url: its hyphens cut it into runs shorter than a token's.
    const secret = "aB3-dE6_gH9-jK2-mN5-pQ8-sT1-vW4-yZ7-bC0-eF3";
    expect(redactPath(`/api/door/${secret}/arrivals`)).toBe("/api/door/:secret/arrivals");
    expect(redactPath(`/door/${secret}`)).toBe("/door/:secret");
  });
});

describe("a library's own words in the log", () => {
  it("lose e-mail addresses and a failed statement's values, and keep the statement", () => {
    const drizzle =
      'Failed query: update "user" set "email" = $1 where "user"."id" = $2\nparams: new.home@example.com,0f8e5c7a-1b2c-4d3e-8f90-123456789abc\n    at update (adapter.js:1:1)';
    expect(redactText(drizzle)).toBe(
      'Failed query: update "user" set "email" = $1 where "user"."id" = $2\nparams: :redacted\n    at update (adapter.js:1:1)',
    );
    expect(redactText("Sign-up attempt for existing email: Asha.Rao+events@mail.example.co.in")).toBe(
      "Sign-up attempt for existing email: :email",
    );
  });
});
