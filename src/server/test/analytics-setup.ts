import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect } from "vitest";
import type { PackageId } from "../../contract/payments.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { buyPackage } from "./buy-package.ts";
import { customTemplate } from "./invitation-fixtures.ts";
import { settings } from "./rsvp-setup.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// Shared set-up of the analytics tests: one app, its users, and helpers that seed an event, its
// guests and their replies, and open a personal link as a browser or a crawler would.

export const browser =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
export const crawlers = [
  "WhatsApp/2.23.20.0 A",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "TelegramBot (like TwitterBot)",
];

export let t: TestApp;
export let webDir: string;
export let host: Awaited<ReturnType<typeof signUp>>;
export let other: Awaited<ReturnType<typeof signUp>>;
export let templateId: string;

export type Seeded = { id: string; token: string; name: string };

export async function newEvent(packageId: PackageId | null, title = "Sangeet Night") {
  const event = (await (
    await t.request("/api/events", {
      cookie: host.cookie,
      json: {
        title,
        description: "Music and food.",
        date: "2035-02-10",
        time: "19:00",
        location: "Jaipur",
        isPublic: false,
        timeZone: "Asia/Kolkata",
      },
    })
  ).json()) as { id: string };
  if (packageId) await buyPackage(t, host.cookie, event.id, packageId);
  return event.id;
}

/** A new event whose reply form asks each person's meal (Veg or Non-veg) and dietary notes. */
export async function mealEvent(packageId: PackageId | null, title?: string) {
  const eventId = await newEvent(packageId, title);
  const saved = await t.request(`/api/events/${eventId}/rsvp-settings`, {
    cookie: host.cookie,
    method: "PUT",
    json: settings({ askMeal: true, mealOptions: ["Veg", "Non-veg"], askDietary: true }),
  });
  expect(saved.status).toBe(200);
  return eventId;
}

export async function addGuest(eventId: string, name: string, category: string | null): Promise<Seeded> {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      category,
      status: "invited",
      plusOnesAllowed: 2,
    },
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { id: string; rsvpPath: string };
  return { id: g.id, name, token: g.rsvpPath.split("/").pop()! };
}

/** Adds each guest by name and category, in order; the seeded guests by their names. */
export async function addGuests(eventId: string, list: readonly (readonly [string, string | null])[]) {
  const seeded: Record<string, Seeded> = {};
  for (const [name, category] of list) seeded[name] = await addGuest(eventId, name, category);
  return seeded;
}

/** Opens a personal link as a browser (or whatever `headers` say) would. */
export const open = (
  pathname: string,
  headers: Record<string, string> = { "user-agent": browser },
  method = "GET",
) => t.app.request(pathname, { method, headers });

export const firstOpenedAt = async (guestId: string) =>
  (
    await t.db.select({ at: guestsTable.firstOpenedAt }).from(guestsTable).where(eq(guestsTable.id, guestId))
  )[0].at;

export async function reply(token: string, body: Record<string, unknown>) {
  const res = await t.request(`/api/rsvp/${token}`, {
    method: "PUT",
    json: { plusOnes: [], mealChoice: null, dietaryNotes: "", noteToHost: "", ...body },
  });
  expect(res.status).toBe(200);
}

/** Starts one app per test file with a host, another user and the host's custom template; closes it after. */
export function startAnalyticsApp() {
  beforeAll(async () => {
    webDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
    await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>EventHub</title>");
    t = await createTestApp({}, { webDir });
    host = await signUp(t);
    other = await signUp(t);
    templateId = await customTemplate(t, host);
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(webDir, { recursive: true, force: true });
  });
}
