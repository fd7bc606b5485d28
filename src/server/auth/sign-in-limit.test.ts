import { sql } from "drizzle-orm";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { sweep } from "./sign-in-guard.ts";

let t: TestApp;
afterEach(() => t.close());

const tooMany = "Too many failed login attempts. Please try again later or reset your password.";

function signIn(email: string, password: string, headers: Record<string, string> = {}) {
  return t.request("/api/auth/sign-in/email", { json: { email, password }, headers });
}

async function failSignIn(email: string, headers: Record<string, string> = {}) {
  return (await signIn(email, "wrong-pass-1", headers)).status;
}

const from = (ip: string) => ({ "x-forwarded-for": ip });

/** Moves every counter back in time, as if `minutes` had passed without an attempt. */
async function passTime(minutes: number) {
  await t.db.execute(
    sql`update sign_in_failures set first_at = first_at - make_interval(mins => ${minutes}::int),
        updated_at = updated_at - make_interval(mins => ${minutes}::int)`,
  );
}

describe("failed sign-in limits", () => {
  describe("without TRUST_PROXY", () => {
    beforeEach(async () => {
      t = await createTestApp();
    });

    it("does not stop another account signing in from the same address", async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      for (let i = 0; i < 3; i++) {
        const res = await signIn(a.email, "wrong-pass-1");
        expect(res.status).toBe(401);
        expect(((await res.json()) as { code: string }).code).toBe("WRONG_PASSWORD");
      }
      expect((await signIn(b.email, b.password)).status).toBe(200);
    });

    it("refuses the account from that address on the 4th attempt, right password included", async () => {
      const a = await signUp(t);
      for (let i = 0; i < 3; i++) expect(await failSignIn(a.email)).toBe(401);
      const res = await signIn(a.email, a.password);
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ code: "TOO_MANY_ATTEMPTS", message: tooMany });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    });

    it("lets the account in again once the window has passed", async () => {
      const a = await signUp(t);
      for (let i = 0; i < 3; i++) await failSignIn(a.email);
      expect((await signIn(a.email, a.password)).status).toBe(429);
      await passTime(16);
      expect((await signIn(a.email, a.password)).status).toBe(200);
    });

    it("is not reset by a success", async () => {
      const a = await signUp(t);
      expect([await failSignIn(a.email), await failSignIn(a.email)]).toEqual([401, 401]);
      expect((await signIn(a.email, a.password)).status).toBe(200);
      expect(await failSignIn(a.email)).toBe(401);
      expect((await signIn(a.email, a.password)).status).toBe(429);
    });

    it("counts unknown e-mails per e-mail and still says they have no account", async () => {
      const unknown = "nobody-here@example.com";
      for (let i = 0; i < 3; i++) {
        const res = await signIn(unknown, "wrong-pass-1");
        expect(res.status).toBe(401);
        expect(((await res.json()) as { code: string }).code).toBe("USER_NOT_FOUND");
      }
      expect(await failSignIn(unknown)).toBe(429);
      expect(await failSignIn("Nobody-Here@example.com")).toBe(429);
      expect(await failSignIn("somebody-else@example.com")).toBe(401);
    });

    it("forgets counters left alone for a day", async () => {
      await failSignIn("old@example.com");
      await passTime(25 * 60);
      await failSignIn("new@example.com");
      await sweep(t.db);
      const rows = (await t.db.execute(sql`select key from sign_in_failures`)) as unknown as {
        rows: { key: string }[];
      };
      // The address's own counter was touched again by the second failure, so it stays.
      expect(rows.rows.map((r) => r.key).sort()).toEqual([
        "acct-ip:127.0.0.1|new@example.com",
        "acct:new@example.com",
        "ip:127.0.0.1",
      ]);
    });

    it("is not changed by a forged X-Forwarded-For", async () => {
      const a = await signUp(t);
      for (let i = 0; i < 3; i++) expect(await failSignIn(a.email, from(`10.0.0.${i}`))).toBe(401);
      expect(await failSignIn(a.email, from("10.9.9.9"))).toBe(429);
      expect((await signIn(a.email, a.password, from("10.9.9.10"))).status).toBe(429);
    });
  });

  describe("with TRUST_PROXY", () => {
    beforeEach(async () => {
      t = await createTestApp({ TRUST_PROXY: "true" });
    });

    it("counts an account per forwarded client address", async () => {
      const a = await signUp(t);
      for (let i = 0; i < 3; i++) await failSignIn(a.email, from("203.0.113.5"));
      expect(await failSignIn(a.email, from("203.0.113.5"))).toBe(429);
      expect(await failSignIn(a.email, from("203.0.113.6"))).toBe(401);
    });

    it("believes only the address the proxy appended, not what the client put before it", async () => {
      const a = await signUp(t);
      // An appending proxy forwards the client's own header with the address it saw added last.
      for (let i = 0; i < 3; i++) {
        await failSignIn(a.email, from(`10.1.1.${i}, 203.0.113.77`));
      }
      expect(await failSignIn(a.email, from("10.9.9.9, 203.0.113.77"))).toBe(429);
      // …and the address a victim really has is not locked by someone writing it in the header.
      expect(await failSignIn(a.email, from("203.0.113.77, 203.0.113.78"))).toBe(401);
    });

    it("slows down one account guessed from many addresses", async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) statuses.push(await failSignIn(a.email, from(`198.51.100.${i}`)));
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses).toContain(429);
      expect(statuses.filter((s) => s === 401).length).toBeLessThan(15);

      const res = await signIn(a.email, a.password, from("198.51.100.200"));
      expect(res.status).toBe(429);
      expect(await res.json()).toEqual({ code: "TOO_MANY_ATTEMPTS", message: tooMany });
      expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      // Only that account: another one signs in from the same addresses.
      expect((await signIn(b.email, b.password, from("198.51.100.0"))).status).toBe(200);

      // The wait never exceeds 15 minutes since the last attempt…
      await passTime(15);
      expect((await signIn(a.email, a.password, from("198.51.100.201"))).status).toBe(200);
      // …but the count stays until the account has been left alone for hours.
      expect(await failSignIn(a.email, from("198.51.100.202"))).toBe(401);
      expect(await failSignIn(a.email, from("198.51.100.203"))).toBe(429);
      await passTime(6 * 60 + 1);
      for (let i = 0; i < 10; i++) expect(await failSignIn(a.email, from(`192.0.2.${i}`))).toBe(401);
    });

    it("does not let a burst of parallel guesses past the count before the first failures land", async () => {
      const a = await signUp(t);
      expect(await failSignIn(a.email, from("192.0.2.200"))).toBe(401);
      const burst = await Promise.all(
        Array.from({ length: 30 }, (_, i) => failSignIn(a.email, from(`198.18.0.${i}`))),
      );
      // Nine more reach the password check (ten in all); the rest are refused up front.
      expect(burst.filter((s) => s === 401).length).toBeLessThanOrEqual(10);
      expect(burst.filter((s) => s === 429).length).toBeGreaterThanOrEqual(20);
    });

    it("refuses an address after 100 failures within 15 minutes, whatever the accounts", async () => {
      const b = await signUp(t);
      const flood = from("203.0.113.9");
      for (let batch = 0; batch < 10; batch++) {
        const statuses = await Promise.all(
          Array.from({ length: 10 }, (_, i) => failSignIn(`probe-${batch}-${i}@example.com`, flood)),
        );
        expect(statuses).toEqual(Array(10).fill(401));
      }
      expect((await signIn(b.email, b.password, flood)).status).toBe(429);
      expect((await signIn(b.email, b.password, from("203.0.113.10"))).status).toBe(200);
      await passTime(16);
      expect((await signIn(b.email, b.password, flood)).status).toBe(200);
      // A hundred failed sign-ins each run the password hash for real: slow on a busy machine.
    }, 120_000);
  });
});

describe("sign-up flood guard", () => {
  beforeEach(async () => {
    t = await createTestApp({ AUTH_FLOOD_LIMIT: "2" });
  });

  it("refuses a third sign-up within a minute from one address", async () => {
    await signUp(t);
    await signUp(t);
    await expect(signUp(t)).rejects.toThrow(/429/);
  });
});
