import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect } from "vitest";
import type { DoorOutcome, DoorSummary } from "../../contract/check-in.ts";
import type { PackageId } from "../../contract/payments.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { actorOf } from "./actor.ts";
import { buyPackage } from "./buy-package.ts";
import { createEvent } from "./new-event.ts";
import { readQr } from "./read-qr.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// Shared set-up of the door mode tests: one app with a host, and helpers that seed an event and its
// guests, read a guest's pass from the reply page or the confirmation mail, and work the door.

export let t: TestApp;
export let host: Awaited<ReturnType<typeof signUp>>;

/** The host as a service takes its acting user, for tests that call a service directly. */
export const hostActor = (): CurrentUser => actorOf(host, "Door Host");

export async function newEvent(packageId: PackageId | null = "premium"): Promise<string> {
  const { id } = await createEvent(t, host.cookie, {
    title: "Wedding Reception",
    description: "Dinner and dancing after the ceremony.",
    date: "2034-02-14",
    time: "19:00",
    location: "Jaipur",
    isPublic: false,
  });
  if (packageId) await buyPackage(t, host.cookie, id, packageId);
  return id;
}

export let n = 0;
/** A guest on the list; returns their id, reply token and e-mail. */
export async function addGuest(eventId: string, over: Record<string, unknown> = {}) {
  const email = `guest${++n}@example.com`;
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Guest ${n}`, email, status: "invited", plusOnesAllowed: 3, ...over },
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { id: string; rsvpPath: string };
  return { id: g.id, token: g.rsvpPath.split("/").pop()!, email };
}

export const reply = (token: string, response: string, plusOnes: string[] = []) =>
  t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response, plusOnes } });

/** A guest on the list who has replied Attending with `plusOnes`: the usual start of a door test. */
export async function attendingGuest(eventId: string, plusOnes: string[] = []) {
  const g = await addGuest(eventId);
  expect((await reply(g.token, "attending", plusOnes)).status).toBe(200);
  return g;
}

/** The pass code in the QR code of the guest's reply page, read from its pixels. */
export async function passOnPage(token: string): Promise<string | null> {
  const html = await (await t.request(`/rsvp/${token}`)).text();
  const m = html.match(/src="data:image\/svg\+xml;charset=utf-8,([^"]+)"/);
  return m ? readQr(decodeURIComponent(m[1].replaceAll("&amp;", "&"))) : null;
}

/** The newest mail to `to`, and the QR code in its attached pass (null without one). */
export async function passMail(to: string) {
  const mail = (await t.outbox()).filter((m) => m.to.includes(`<${to}>`) || m.to === to).at(-1);
  if (!mail) return null;
  const part = mail.raw.split(/\r?\n--/).find((p) => /filename=(")?pass\.png/.test(p));
  const base64 = part?.split(/\r?\n\r?\n/)[1]?.replace(/\s/g, "");
  return { mail, code: base64 ? await readQr(Buffer.from(base64, "base64")) : null };
}

export const door = (eventId: string) => `/api/events/${eventId}/check-in`;
export const scan = (eventId: string, code: string) =>
  t.request(`${door(eventId)}/scan`, { cookie: host.cookie, json: { code } });
export const checkIn = async (eventId: string, guestId: string, party: number, actionId = randomUUID()) => {
  const res = await t.request(`${door(eventId)}/arrivals`, {
    cookie: host.cookie,
    json: { actionId, guestId, party },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as DoorOutcome;
};
export const undo = async (eventId: string, guestId: string, actionId = randomUUID()) =>
  (await (
    await t.request(`${door(eventId)}/undo`, { cookie: host.cookie, json: { actionId, guestId } })
  ).json()) as DoorOutcome;
export const summary = async (eventId: string) =>
  (await (await t.request(door(eventId), { cookie: host.cookie })).json()) as DoorSummary;
export const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string } }).error.message;

/** Starts one app per test file with the web pages and a host; closes it after. */
export function startDoorApp() {
  beforeAll(async () => {
    t = await createTestApp({}, { web: true });
    host = await signUp(t, "door-host@example.com", "Door Host");
  });
  afterAll(async () => {
    await t.close();
  });
}
