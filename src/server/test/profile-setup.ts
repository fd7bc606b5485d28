import { execFileSync } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import type { Event } from "../../contract/events.ts";
import type { Profile } from "../../contract/profile.ts";
import { rateLimit, session } from "../db/schema.ts";
import { createEvent } from "./new-event.ts";
import { fileForm, pngImage } from "./sample-images.ts";
import { createTestApp, sessionCookie, type TestApp } from "./test-app.ts";

// Shared set-up of the profile and account tests: one app, and helpers that seed events and guests,
// sign in, age sessions, upload a photo and read a data export.

export let t: TestApp;
export async function newEvent(cookie: string, title: string): Promise<Event> {
  return createEvent(t, cookie, {
    title,
    description: "A party with enough words.",
    date: "2035-06-01",
    time: "18:00",
    location: "Pune",
    isPublic: false,
  });
}

export async function addGuest(cookie: string, eventId: string, name: string, email: string) {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie,
    json: { name, email, phone: "", category: "friend", status: "invited" },
  });
  expect(res.status).toBe(201);
}

export async function signIn(email: string, password: string) {
  const res = await t.request("/api/auth/sign-in/email", { json: { email, password } });
  expect(res.status).toBe(200);
  return sessionCookie(res);
}

/** Ages the user's sessions past the fresh-sign-in window, as an hour-old browser tab would be. */
export async function makeSessionsOld(userId: string) {
  await t.db
    .update(session)
    .set({ createdAt: new Date(Date.now() - 60 * 60 * 1000) })
    .where(eq(session.userId, userId));
  t.sessions.forgetUser(userId);
}

export async function uploadPhoto(cookie: string): Promise<Profile> {
  const res = await t.app.request("/api/profile/photo", {
    method: "POST",
    body: fileForm(await pngImage(), "me.png", "image/png"),
    headers: { cookie, origin: t.config.publicUrl },
  });
  expect(res.status).toBe(200);
  return res.json();
}

export async function unzip(zip: Buffer): Promise<{ names: string[]; read: (name: string) => string }> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "export-zip-"));
  const file = path.join(dir, "data.zip");
  await fs.writeFile(file, zip);
  execFileSync("unzip", ["-tq", file]);
  const names = execFileSync("unzip", ["-Z1", file], { encoding: "utf8" }).trim().split("\n");
  return { names, read: (name) => execFileSync("unzip", ["-p", file, name], { encoding: "utf8" }) };
}

/** Starts one app per test file and gives every test a fresh e-mail change count; closes the app after. */
export function startProfileApp() {
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // Better Auth allows three e-mail changes per address in ten seconds, and the e-mail change tests
  // make several each: every test starts with a fresh count, whatever ran before it.
  beforeEach(() => t.db.delete(rateLimit).where(like(rateLimit.key, "%/change-email%")));
}
