import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
afterEach(() => t.close());

async function failSignIn(email: string, headers: Record<string, string> = {}) {
  return (await t.request("/api/auth/sign-in/email", { json: { email, password: "wrong-pass-1" }, headers }))
    .status;
}

describe("failed sign-in limit", () => {
  describe("without TRUST_PROXY", () => {
    beforeEach(async () => {
      t = await createTestApp();
    });

    it("refuses the 4th rapid failure from one address with the spec's text", async () => {
      const u = await signUp(t);
      expect([await failSignIn(u.email), await failSignIn(u.email), await failSignIn(u.email)]).toEqual([
        401, 401, 401,
      ]);
      const res = await t.request("/api/auth/sign-in/email", {
        json: { email: u.email, password: u.password },
      });
      expect(res.status).toBe(429);
      expect(((await res.json()) as { message: string }).message).toBe(
        "Too many failed login attempts. Please try again later or reset your password.",
      );
    });

    it("is not reset by a forged X-Forwarded-For", async () => {
      const u = await signUp(t);
      for (let i = 0; i < 3; i++) await failSignIn(u.email, { "x-forwarded-for": `10.0.0.${i}` });
      expect(await failSignIn(u.email, { "x-forwarded-for": "10.9.9.9" })).toBe(429);
    });
  });

  describe("with TRUST_PROXY", () => {
    beforeEach(async () => {
      t = await createTestApp({ TRUST_PROXY: "true" });
    });

    it("counts per forwarded client address", async () => {
      const u = await signUp(t);
      for (let i = 0; i < 3; i++) await failSignIn(u.email, { "x-forwarded-for": "203.0.113.5" });
      expect(await failSignIn(u.email, { "x-forwarded-for": "203.0.113.5" })).toBe(429);
      expect(await failSignIn(u.email, { "x-forwarded-for": "203.0.113.6" })).toBe(401);
    });

    it("believes only the address the proxy appended, not what the client put before it", async () => {
      const u = await signUp(t);
      // An appending proxy forwards the client's own header with the address it saw added last.
      for (let i = 0; i < 3; i++) {
        await failSignIn(u.email, { "x-forwarded-for": `10.1.1.${i}, 203.0.113.77` });
      }
      expect(await failSignIn(u.email, { "x-forwarded-for": "10.9.9.9, 203.0.113.77" })).toBe(429);
      // …and the address a victim really has is not locked by someone writing it in the header.
      expect(await failSignIn(u.email, { "x-forwarded-for": "203.0.113.77, 203.0.113.78" })).toBe(401);
    });
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
