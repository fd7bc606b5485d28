import fs from "node:fs/promises";
import path from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { events, guests, payments, signInFailures, user } from "../db/schema.ts";
import { buyPackage } from "../test/buy-package.ts";
import {
  addGuest,
  makeSessionsOld,
  newEvent,
  startProfileApp,
  t,
  uploadPhoto,
} from "../test/profile-setup.ts";
import { fileForm, pngImage } from "../test/sample-images.ts";
import { signUp } from "../test/test-app.ts";
import { userPreferences } from "./tables.ts";

// Account deletion: what it removes, and that the sign-in counters forget the address.

startProfileApp();

describe("account deletion", () => {
  it("needs the account's e-mail typed, then removes the account, its events, guests and files", async () => {
    const me = await signUp(t, "leaving@example.com", "Leaving");
    const photo = await uploadPhoto(me.cookie);
    const event = await newEvent(me.cookie, "Last party");
    await addGuest(me.cookie, event.id, "Some Guest", "some-guest@example.com");
    const banner = await t.app.request(`/api/events/${event.id}/banner`, {
      method: "PUT",
      body: fileForm(await pngImage(), "b.png", "image/png"),
      headers: { cookie: me.cookie, origin: t.config.publicUrl },
    });
    const bannerUrl = ((await banner.json()) as Event).bannerUrl!;
    const paid = await buyPackage(t, me.cookie, event.id);

    const typo = await t.request("/api/profile/delete", {
      cookie: me.cookie,
      json: { email: "leavin@example.com", password: me.password },
    });
    expect(typo.status).toBe(400);
    expect((await typo.json()).error.message).toBe("Type your account's e-mail address exactly to confirm");

    // A session left open for an hour is not enough: the password (or a fresh sign-in) is.
    await makeSessionsOld(me.id);
    const stale = await t.request("/api/profile/delete", {
      cookie: me.cookie,
      json: { email: "leaving@example.com" },
    });
    expect(stale.status).toBe(403);
    expect((await stale.json()).error.message).toBe("Please sign in again before updating your email");
    const wrong = await t.request("/api/profile/delete", {
      cookie: me.cookie,
      json: { email: "leaving@example.com", password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.fields).toEqual({ password: "Current password is incorrect" });
    expect(await t.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(1);

    const done = await t.request("/api/profile/delete", {
      cookie: me.cookie,
      json: { email: "Leaving@example.com ", password: me.password },
    });
    expect(done.status).toBe(204);

    expect(await t.db.select().from(user).where(eq(user.id, me.id))).toHaveLength(0);
    expect(await t.db.select().from(userPreferences).where(eq(userPreferences.userId, me.id))).toHaveLength(
      0,
    );
    expect(await t.db.select().from(events).where(eq(events.id, event.id))).toHaveLength(0);
    expect(await t.db.select().from(guests).where(eq(guests.eventId, event.id))).toHaveLength(0);
    // The payment is kept for the books, without the person.
    expect(await t.db.select().from(payments).where(eq(payments.id, paid))).toMatchObject([
      { userId: null, eventId: null, signature: null, status: "completed", amount: 49_900 },
    ]);
    expect((await t.request(`${photo.image}?w=96`)).status).toBe(404);
    expect((await t.request(`${bannerUrl}?w=96`)).status).toBe(404);
    const files = await fs.readdir(path.join(t.dataDir, "files", "profile_images")).catch(() => []);
    expect(files).not.toContain(me.id);
    expect((await (await t.request("/api/me", { cookie: me.cookie })).json()).user).toBeNull();
    const again = await t.request("/api/auth/sign-in/email", {
      json: { email: me.email, password: me.password },
    });
    expect(again.status).toBe(401);
  });
});

describe("account deletion forgets the sign-in counters", () => {
  it("leaves no row naming the deleted address in the sign-in failure table", async () => {
    const me = await signUp(t, "counted-then-gone@example.com", "Counted");
    const failed = await t.request("/api/auth/sign-in/email", {
      json: { email: me.email, password: "not-the-password" },
    });
    expect(failed.status).toBe(401);
    const naming = async () =>
      (await t.db.select().from(signInFailures)).filter((r) => r.key.includes(me.email));
    expect((await naming()).length).toBeGreaterThan(0);
    const gone = await t.request("/api/profile/delete", {
      cookie: me.cookie,
      json: { email: me.email, password: me.password },
    });
    expect(gone.status).toBe(204);
    expect(await naming()).toEqual([]);
  });
});
