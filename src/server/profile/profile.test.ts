import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { type Profile, profileMessages } from "../../contract/profile.ts";
import { account, events, guests, payments, rateLimit, session, signInFailures, user } from "../db/schema.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { fileForm, pngImage } from "../test/sample-images.ts";
import { createTestApp, sessionCookie, signUp, type TestApp } from "../test/test-app.ts";
import { userPreferences } from "./tables.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
// Better Auth allows three e-mail changes per address in ten seconds, and the e-mail change tests
// make several each: every test starts with a fresh count, whatever ran before it.
beforeEach(() => t.db.delete(rateLimit).where(like(rateLimit.key, "%/change-email%")));

async function newEvent(cookie: string, title: string): Promise<Event> {
  return createEvent(t, cookie, {
    title,
    description: "A party with enough words.",
    date: "2035-06-01",
    time: "18:00",
    location: "Pune",
    isPublic: false,
  });
}

async function addGuest(cookie: string, eventId: string, name: string, email: string) {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie,
    json: { name, email, phone: "", category: "friend", status: "invited" },
  });
  expect(res.status).toBe(201);
}

async function signIn(email: string, password: string) {
  const res = await t.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** Ages the user's sessions past the fresh-sign-in window, as an hour-old browser tab would be. */
async function makeSessionsOld(userId: string) {
  await t.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(session.userId, userId));
  t.sessions.forgetUser(userId);
}

async function uploadPhoto(cookie: string): Promise<Profile> {
  const res = await t.app.request("/api/profile/photo", {
    method: "POST",
    body: fileForm(await pngImage(), "me.png", "image/png"),
    headers: { cookie, origin: t.config.publicUrl },
  });
  expect(res.status).toBe(200);
  return res.json();
}

async function unzip(zip: Buffer): Promise<{ names: string[]; read: (name: string) => string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-zip-"));
  const file = path.join(dir, "data.zip");
  await fs.writeFile(file, zip);
  execFileSync("unzip", ["-tq", file]);
  const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).trim().split("\n");
  return { names, read: (name) => execFileSync("unzip", ["-p", file, name], { encoding: "utf8" }) };
}

describe("profile", () => {
  it("saves name, phone and notification switches, and refuses a bad phone number", async () => {
    const me = await signUp(t);
    const saved = await t.request("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: "Asha Rao", phoneNumber: "+91 98765-43210" },
    });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({ name: "Asha Rao", phoneNumber: "+91 98765-43210" });
    const bad = await t.request("/api/profile", {
      method: "PATCH",
      cookie: me.cookie,
      json: { name: "Asha Rao", phoneNumber: "call me" },
    });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields.phoneNumber).toBe("Please enter a valid phone number");

    const prefs = await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: me.cookie,
      json: { rsvpUpdates: false, theme: "dark" },
    });
    expect(await prefs.json()).toMatchObject({ rsvpUpdates: false, theme: "dark", eventReminders: true });
    const profile = (await (await t.request("/api/profile", { cookie: me.cookie })).json()) as Profile;
    expect(profile.preferences).toMatchObject({ rsvpUpdates: false, theme: "dark" });
    expect(await t.services.profile.mailRecipient(me.id, "rsvpUpdates")).toBeNull();
    expect(await t.services.profile.mailRecipient(me.id, "eventReminders")).not.toBeNull();
  });

  it("stores a profile photo as our own image, replaces it and removes it", async () => {
    const me = await signUp(t);
    const first = await uploadPhoto(me.cookie);
    expect(first.image).toMatch(/^\/api\/media\/profile_images\//);
    expect((await t.request(`${first.image}?w=96`)).status).toBe(200);
    const second = await uploadPhoto(me.cookie);
    expect(second.image).not.toBe(first.image);
    expect((await t.request(`${first.image}?w=96`)).status).toBe(404);
    const me2 = await (await t.request("/api/me", { cookie: me.cookie })).json();
    expect(me2.user.image).toBe(second.image);
    const removed = await t.request("/api/profile/photo", { method: "DELETE", cookie: me.cookie });
    expect((await removed.json()).image).toBeNull();
  });
});

describe("e-mail change", () => {
  it("needs the current password (or a fresh sign-in) and changes only when the new address confirms", async () => {
    const me = await signUp(t);
    const wrong = await t.request("/api/auth/change-email", {
      cookie: me.cookie,
      json: { newEmail: "new-home@example.com", password: "not-my-password" },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).message).toBe("Current password is incorrect");

    // An old session (older than the fresh-sign-in window) without a password is refused.
    await makeSessionsOld(me.id);
    const stale = await t.request("/api/auth/change-email", {
      cookie: me.cookie,
      json: { newEmail: "new-home@example.com", password: "" },
    });
    expect(stale.status).toBe(403);
    expect((await stale.json()).message).toBe("Please sign in again before updating your email");

    const asked = await t.request("/api/auth/change-email", {
      cookie: me.cookie,
      json: { newEmail: "new-home@example.com", password: me.password, callbackURL: "/dashboard/profile" },
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
    const fresh = await t.request("/api/auth/change-email", {
      cookie: me.cookie,
      json: {
        newEmail: "social-new@example.com",
        password: "anything-typed",
        callbackURL: "/dashboard/profile",
      },
    });
    expect(fresh.status).toBe(200);
    await makeSessionsOld(me.id);
    const stale = await t.request("/api/auth/change-email", {
      cookie: me.cookie,
      json: { newEmail: "social-newer@example.com", password: "anything-typed" },
    });
    expect(stale.status).toBe(403);
    expect((await stale.json()).message).toBe("Please sign in again before updating your email");
  });
});

describe("password change", () => {
  it("signs out every other session and refuses a wrong current password", async () => {
    const me = await signUp(t);
    const laptop = await signIn(me.email, me.password);
    expect((await (await t.request("/api/me", { cookie: laptop })).json()).user).not.toBeNull();
    const wrong = await t.request("/api/auth/change-password", {
      cookie: me.cookie,
      json: { currentPassword: "nope-nope-nope", newPassword: "N3w-Lantern!x" },
    });
    expect(wrong.status).toBe(400);
    const ok = await t.request("/api/auth/change-password", {
      cookie: me.cookie,
      json: { currentPassword: me.password, newPassword: "N3w-Lantern!x" },
    });
    expect(ok.status).toBe(200);
    const still = sessionCookie(ok) || me.cookie;
    expect((await (await t.request("/api/me", { cookie: laptop })).json()).user).toBeNull();
    expect((await (await t.request("/api/me", { cookie: still })).json()).user).not.toBeNull();
    const sessions = await (await t.request("/api/auth/list-sessions", { cookie: still })).json();
    expect(sessions).toHaveLength(1);
    expect(sessions[0].token).toBeUndefined();
  });
});

describe("download my data", () => {
  it("holds the user's profile, events, guests and files, and nobody else's", async () => {
    const me = await signUp(t, "exporter@example.com", "Exporter");
    const other = await signUp(t, "someone-else@example.com", "Someone Else");
    await uploadPhoto(me.cookie);
    const mine = await newEvent(me.cookie, "My export party");
    await addGuest(me.cookie, mine.id, "Guest Of Mine", "mine-guest@example.com");
    const theirs = await newEvent(other.cookie, "Their secret party");
    await addGuest(other.cookie, theirs.id, "Their Guest", "their-guest@example.com");
    // A post, a venue and a bought package of each, through their own routes.
    for (const [cookie, eventId, word] of [
      [me.cookie, mine.id, "Mine"],
      [other.cookie, theirs.id, "Theirs"],
    ]) {
      const post = new FormData();
      post.set("title", `${word} announcement`);
      post.set("content", "Parking at the gate.");
      await t.app.request(`/api/events/${eventId}/feed`, {
        method: "POST",
        body: post,
        headers: { cookie, origin: t.config.publicUrl },
      });
      await t.request(`/api/events/${eventId}/venue`, {
        method: "PUT",
        cookie,
        json: { name: `${word} Hall`, address: "1 Road" },
      });
      await buyPackage(t, cookie, eventId);
    }

    const res = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    const zip = Buffer.from(await res.arrayBuffer());
    const { names, read } = await unzip(zip);
    expect(names).toEqual(
      expect.arrayContaining([
        "README.txt",
        "profile.json",
        "profile.csv",
        "events.json",
        "events.csv",
        "guests.json",
        "guests.csv",
        "invitations.json",
        "gallery_items.json",
        "feed_posts.json",
        "venues.json",
        "payments.json",
        "files/profile-photo.webp",
      ]),
    );
    expect(JSON.parse(read("profile.json"))[0].email).toBe("exporter@example.com");
    expect(read("events.csv")).toContain("My export party");
    expect(read("guests.json")).toContain("mine-guest@example.com");
    expect(read("feed_posts.json")).toContain("Mine announcement");
    expect(read("venues.csv")).toContain("Mine Hall");
    expect(JSON.parse(read("payments.json"))).toMatchObject([{ packageId: "basic", status: "completed" }]);
    const everything =
      zip.toString("latin1") + names.map((n) => (n.endsWith("webp") ? "" : read(n))).join("");
    expect(everything).not.toContain("Their secret party");
    expect(everything).not.toContain("their-guest@example.com");
    expect(everything).not.toContain("someone-else@example.com");
    expect(everything).not.toContain("Theirs announcement");
    expect(everything).not.toContain("Theirs Hall");
  });
});

describe("download my data: safe CSV", () => {
  it("neutralises formulas that strangers typed, starts with a BOM and gives an empty table its header", async () => {
    const me = await signUp(t, "csv-exporter@example.com", '=HYPERLINK("http://evil.example")');
    const mine = await newEvent(me.cookie, "@SUM(1+1) party");
    await addGuest(me.cookie, mine.id, "Zoë Dutta", "zoe@example.com");
    await addGuest(me.cookie, mine.id, "+cmd|' /C calc'!A0", "cmd@example.com");

    const res = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(res.status).toBe(200);
    const { read } = await unzip(Buffer.from(await res.arrayBuffer()));
    for (const name of ["profile.csv", "events.csv", "guests.csv", "feed_posts.csv"]) {
      expect(read(name).startsWith("\uFEFF"), name).toBe(true);
    }
    expect(read("profile.csv")).toContain(`'=HYPERLINK(""http://evil.example"")`);
    expect(read("events.csv")).toContain("'@SUM(1+1) party");
    expect(read("guests.csv")).toContain("Zoë Dutta");
    expect(read("guests.csv")).toContain("'+cmd|");
    expect(read("guests.csv")).not.toMatch(/(^|,)[=+@-]/m);
    // No post yet: the table still says what it would hold.
    expect(read("feed_posts.csv").replace("\uFEFF", "").split("\n")[0]).toContain("title");
    expect(read("feed_comments.csv").replace("\uFEFF", "").trim()).toContain("authorName");
  });
});

describe("download my data: one at a time per account", () => {
  it("refuses a second export while the first is being downloaded, with a message, and allows the next after", async () => {
    const me = await signUp(t, "busy-exporter@example.com", "Busy Exporter");
    const other = await signUp(t, "calm-exporter@example.com", "Calm Exporter");
    await uploadPhoto(me.cookie);
    await newEvent(me.cookie, "A party to export");
    const first = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(first.status).toBe(200);
    const second = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(second.status).toBe(429);
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      profileMessages.exportBusy,
    );
    // Another account is not held up by this one.
    const theirs = await t.request("/api/profile/export", { cookie: other.cookie });
    expect(theirs.status).toBe(200);
    await theirs.arrayBuffer();
    // Once the first download has been taken, the account may export again.
    await first.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const again = await t.request("/api/profile/export", { cookie: me.cookie });
    expect(again.status).toBe(200);
    await again.arrayBuffer();
  });
});

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

describe("notification switches obeyed", () => {
  it("mails the host a guest's reply while RSVP updates are on, and not once they are off", async () => {
    const host = await signUp(t, "busy-host@example.com", "Busy Host");
    const event = await newEvent(host.cookie, "Housewarming");
    const invite = async (name: string) => {
      const res = await t.request(`/api/events/${event.id}/guests`, {
        cookie: host.cookie,
        json: { name, email: `${name.toLowerCase()}@example.com`, status: "invited" },
      });
      return ((await res.json()) as { rsvpPath: string }).rsvpPath.split("/").pop()!;
    };
    const notices = async () =>
      (await t.outbox()).filter(
        (m) => m.to === "busy-host@example.com" && m.subject.includes("Housewarming"),
      );

    const first = await invite("Kavya");
    expect(
      (
        await t.request(`/api/rsvp/${first}`, {
          method: "PUT",
          json: { response: "attending", plusOnes: [] },
        })
      ).status,
    ).toBe(200);
    const [notice] = await notices();
    expect(notice.subject).toBe("Kavya is coming to Housewarming");
    // The same reply sent again is no news.
    await t.request(`/api/rsvp/${first}`, { method: "PUT", json: { response: "attending", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);
    expect(notice.text).toContain(`/dashboard/guests?eventId=${event.id}`);

    await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: host.cookie,
      json: { rsvpUpdates: false },
    });
    const second = await invite("Rohan");
    await t.request(`/api/rsvp/${second}`, { method: "PUT", json: { response: "declined", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);

    // The master switch silences every kind.
    await t.request("/api/profile/preferences", {
      method: "PATCH",
      cookie: host.cookie,
      json: { rsvpUpdates: true, emailNotifications: false },
    });
    await t.request(`/api/rsvp/${second}`, { method: "PUT", json: { response: "attending", plusOnes: [] } });
    expect(await notices()).toHaveLength(1);
  });
});
