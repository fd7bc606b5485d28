import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, sessionCookie, signUp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const signUpWith = (email: string, password: string) =>
  t.request("/api/auth/sign-up/email", { json: { email, password, name: "Someone" } });

async function resetToken(email: string): Promise<string> {
  const before = (await t.outbox()).length;
  await t.request("/api/auth/request-password-reset", { json: { email, redirectTo: "/reset-password" } });
  const mail = (await t.outbox()).slice(before).find((m) => m.to === email);
  return mail!.text.match(/reset-password\/([A-Za-z0-9]+)/)![1];
}

const resetWith = (token: string, newPassword: string) =>
  t.request("/api/auth/reset-password", { json: { token, newPassword } });

const signedIn = async (cookie: string) =>
  (await (await t.request("/api/me", { cookie })).json()).user !== null;

describe("new passwords", () => {
  it.each([
    ["password", "Password must contain a number"],
    ["abcdefg1", 'Password must contain a special character (!@#$%^&*(),.?":{}|<>)'],
    ["abcdefg1!", "Password must contain an uppercase letter"],
    ["Ab1!", "Password should be at least 8 characters"],
    ["Password1!", "This password is too common. Please choose one that is harder to guess."],
    ["Passw0rd!", "This password is too common. Please choose one that is harder to guess."],
  ])("refuses %s at sign-up: %s", async (password, message) => {
    const res = await signUpWith(`weak-${Math.random().toString(36).slice(2)}@example.com`, password);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: "WEAK_PASSWORD", message });
  });

  it("applies the same rules to a reset and to a change", async () => {
    const u = await signUp(t);
    const reset = await resetWith(await resetToken(u.email), "password");
    expect(reset.status).toBe(400);
    const change = await t.request("/api/auth/change-password", {
      cookie: u.cookie,
      json: { currentPassword: u.password, newPassword: "Welcome1!" },
    });
    expect(change.status).toBe(400);
  });
});

describe("password resets and changes", () => {
  it("a successful reset voids every other reset link of the account", async () => {
    const u = await signUp(t);
    const older = await resetToken(u.email);
    const newer = await resetToken(u.email);
    expect((await resetWith(newer, "Fresh-Lantern-42!")).status).toBe(200);
    const stale = await resetWith(older, "Another-Lantern-43!");
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });

  it("a password change signs out the other sessions and voids reset links", async () => {
    const u = await signUp(t);
    const elsewhere = sessionCookie(
      await t.request("/api/auth/sign-in/email", { json: { email: u.email, password: u.password } }),
    );
    const pending = await resetToken(u.email);
    const change = await t.request("/api/auth/change-password", {
      cookie: u.cookie,
      json: { currentPassword: u.password, newPassword: "Changed-Lantern-7!" },
    });
    expect(change.status).toBe(200);
    expect(await signedIn(elsewhere)).toBe(false);
    // The session that changed it goes on (with the cookie it was just given).
    expect(await signedIn(sessionCookie(change))).toBe(true);
    const stale = await resetWith(pending, "Again-Lantern-8!");
    expect(((await stale.json()) as { code: string }).code).toBe("INVALID_TOKEN");
  });

  it("lists sessions without their tokens", async () => {
    const u = await signUp(t);
    const res = await t.request("/api/auth/list-sessions", { cookie: u.cookie });
    expect(res.status).toBe(200);
    const sessions = (await res.json()) as Record<string, unknown>[];
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions[0]).toHaveProperty("id");
    for (const s of sessions) expect(s).not.toHaveProperty("token");
    expect(JSON.stringify(sessions)).not.toContain(u.cookie.match(/session_token=([^.;]+)/)![1]);
  });
});

describe("display name", () => {
  it("must be a non-empty string of at most 200 characters", async () => {
    const u = await signUp(t);
    for (const name of [null, "", "   ", 42, "x".repeat(201)]) {
      const res = await t.request("/api/auth/update-user", { cookie: u.cookie, json: { name } });
      expect(res.status, String(name)).toBe(400);
    }
    expect(
      (await t.request("/api/auth/update-user", { cookie: u.cookie, json: { name: "Asha" } })).status,
    ).toBe(200);
    const noName = await t.request("/api/auth/sign-up/email", {
      json: { email: "noname@example.com", password: "Tr1cky-Lantern!", name: " " },
    });
    expect(noName.status).toBe(400);
  });
});

describe("profile picture", () => {
  it("accepts only our own stored images", async () => {
    const u = await signUp(t);
    for (const image of [
      "https://tracker.example/pixel.gif",
      "//tracker.example/p.gif",
      "javascript:alert(1)",
      "/api/media/../../etc/passwd",
      "/api/media/avatars/x?w=1",
    ]) {
      const res = await t.request("/api/auth/update-user", { cookie: u.cookie, json: { image } });
      expect(res.status, image).toBe(400);
    }
    const ok = await t.request("/api/auth/update-user", {
      cookie: u.cookie,
      json: { image: "/api/media/avatars/1767000000000-ab12cd34" },
    });
    expect(ok.status).toBe(200);
    const refused = await t.request("/api/auth/sign-up/email", {
      json: {
        email: "pic@example.com",
        password: "Tr1cky-Lantern!",
        name: "Pic",
        image: "https://x.example/a.png",
      },
    });
    expect(refused.status).toBe(400);
  });
});
