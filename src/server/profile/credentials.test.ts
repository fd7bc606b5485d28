import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { account, user } from "../db/schema.ts";
import { makeSessionsOld, signIn, startProfileApp, t } from "../test/profile-setup.ts";
import { sessionCookie, signUp } from "../test/test-app.ts";

// Changing the e-mail address (with or without a password) and the password.

startProfileApp();

type Me = Awaited<ReturnType<typeof signUp>>;
const newPassword = "N3w-Lantern!x";
const changeEmail = (me: Me, json: { newEmail: string; password: string; callbackURL?: string }) =>
  t.request("/api/auth/change-email", { cookie: me.cookie, json });
const changePassword = (me: Me, currentPassword: string) =>
  t.request("/api/auth/change-password", { cookie: me.cookie, json: { currentPassword, newPassword } });

/** A session older than the fresh-sign-in window, without the password, is sent to sign in again. */
async function expectSignInAgain(res: Response) {
  expect(res.status).toBe(403);
  expect((await res.json()).message).toBe("Please sign in again before updating your email");
}

describe("e-mail change", () => {
  it("needs the current password (or a fresh sign-in) and changes only when the new address confirms", async () => {
    const me = await signUp(t);
    const wrong = await changeEmail(me, { newEmail: "new-home@example.com", password: "not-my-password" });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Current password is incorrect");

    await makeSessionsOld(me.id);
    await expectSignInAgain(await changeEmail(me, { newEmail: "new-home@example.com", password: "" }));

    const asked = await changeEmail(me, {
      newEmail: "new-home@example.com",
      password: me.password,
      callbackURL: "/dashboard/profile",
    });
    expect(asked.status).toBe(200);
    const [row] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, me.id));
    expect(row.email).toBe(me.email);

    const mail = (await t.outbox()).find((m) => m.to === "new-home@example.com");
    expect(mail?.subject).toBe("Confirm your new EventHub e-mail address");
    const link = mail!.text.match(/https?:\/\/\S+/)![0];
    const opened = await t.app.request(link.replace(t.config.publicUrl, ""), { redirect: "manual" });
    expect(opened.status).toBe(302);
    const [after] = await t.db.select({ email: user.email }).from(user).where(eq(user.id, me.id));
    expect(after.email).toBe("new-home@example.com");
    await signIn("new-home@example.com", me.password);
  });
});

describe("an account without a password (signed up with Google)", () => {
  it("changes its e-mail after a fresh sign-in even when a password is typed; an old session is asked to sign in again", async () => {
    const me = await signUp(t);
    await t.db.delete(account).where(eq(account.userId, me.id));
    const fresh = await changeEmail(me, {
      newEmail: "social-new@example.com",
      password: "anything-typed",
      callbackURL: "/dashboard/profile",
    });
    expect(fresh.status).toBe(200);
    await makeSessionsOld(me.id);
    await expectSignInAgain(
      await changeEmail(me, { newEmail: "social-newer@example.com", password: "anything-typed" }),
    );
  });
});

describe("password change", () => {
  it("signs out every other session and refuses a wrong current password", async () => {
    const me = await signUp(t);
    const laptop = await signIn(me.email, me.password);
    expect((await (await t.request("/api/me", { cookie: laptop })).json()).user).not.toBeNull();
    expect((await changePassword(me, "nope-nope-nope")).status).toBe(400);
    const ok = await changePassword(me, me.password);
    expect(ok.status).toBe(200);
    const still = sessionCookie(ok) || me.cookie;
    expect((await (await t.request("/api/me", { cookie: laptop })).json()).user).toBeNull();
    expect((await (await t.request("/api/me", { cookie: still })).json()).user).not.toBeNull();
    const sessions = await (await t.request("/api/auth/list-sessions", { cookie: still })).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].token).toBeUndefined();
  });
});
