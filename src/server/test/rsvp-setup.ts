import { afterAll, beforeAll } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import { createEvent } from "./new-event.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

// Shared set-up of the RSVP tests: one app with a host, and helpers that create an event with its
// RSVP settings, invite guests, reply and read the guests' statuses.

export let t: TestApp;
export let host: Awaited<ReturnType<typeof signUp>>;

export const settings = (over: Partial<RsvpSettings> = {}): RsvpSettings => ({
  rsvpDeadline: null,
  capacity: null,
  askMeal: false,
  mealOptions: [],
  askDietary: false,
  hostMessage: "",
  openPlusOnes: 0,
  ...over,
});

export async function newEvent(s: Partial<RsvpSettings> = {}, isPublic = true): Promise<string> {
  const { id } = await createEvent(t, host.cookie, {
    title: "Sangeet",
    description: "Music and dance night.",
    date: "2031-01-05",
    time: "18:30",
    location: "Jaipur",
    isPublic,
  });
  await t.request(`/api/events/${id}/rsvp-settings`, {
    method: "PUT",
    cookie: host.cookie,
    json: settings(s),
  });
  return id;
}

export async function invite(
  eventId: string,
  name: string,
  plusOnesAllowed = 0,
): Promise<{ guest: Guest; token: string }> {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: {
      name,
      email: `${name.toLowerCase().replace(/\W/g, "")}@example.com`,
      status: "invited",
      plusOnesAllowed,
    },
  });
  const guest = (await res.json()) as Guest;
  return { guest, token: guest.rsvpPath.split("/").pop()! };
}

/** An open reply from an address of the test's own, so the public rate limit never mixes tests. */
export const openReply = (eventId: string, body: object, address: string) =>
  t.request(`/api/events/${eventId}/rsvp`, { json: body, headers: { "x-forwarded-for": address } });
export const reply = (token: string, body: object) =>
  t.request(`/api/rsvp/${token}`, { method: "PUT", json: body });
export const statuses = async (eventId: string) => {
  const page = (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
  return Object.fromEntries(page.items.map((g) => [g.name, g.status]));
};

/** Starts one app per test file with a host; closes it after. */
export function startRsvpApp() {
  beforeAll(async () => {
    // Each test replies from its own address, so the public rate limit never mixes tests.
    t = await createTestApp({ TRUST_PROXY: "true" });
    host = await signUp(t, "host@example.com", "Host Person");
  });
  afterAll(() => t.close());
}
