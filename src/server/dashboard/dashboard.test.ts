import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DashboardSummary } from "../../contract/dashboard.ts";
import type { Event } from "../../contract/events.ts";
import { buyPackage } from "../test/buy-package.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newEvent(cookie: string, title: string, date: string): Promise<Event> {
  return createEvent(t, cookie, {
    title,
    description: "Figures for the dashboard.",
    date,
    time: "18:00",
    location: "Pune",
    isPublic: false,
  });
}

async function guest(cookie: string, eventId: string, name: string, status: string) {
  await t.request(`/api/events/${eventId}/guests`, {
    cookie,
    json: { name, email: `${name.toLowerCase()}@example.com`, status },
  });
}

describe("the host's dashboard figures", () => {
  it("counts only the host's own events and guests, and names the next event with its replies", async () => {
    const host = await signUp(t);
    const other = await signUp(t);
    const later = await newEvent(host.cookie, "Later party", "2036-01-01");
    const soon = await newEvent(host.cookie, "Soon party", "2035-01-01");
    await newEvent(host.cookie, "Old party", "2020-01-01");
    await guest(host.cookie, soon.id, "Ana", "confirmed");
    await guest(host.cookie, soon.id, "Ben", "maybe");
    await guest(host.cookie, soon.id, "Cy", "invited");
    await guest(host.cookie, later.id, "Dee", "declined");
    const theirs = await newEvent(other.cookie, "Not mine", "2035-02-01");
    await guest(other.cookie, theirs.id, "Eve", "confirmed");
    const actor = (u: { id: string }) => ({
      id: u.id,
      email: "",
      name: "Host",
      image: null,
      emailVerified: true,
      isAdmin: false,
    });
    const post = { title: "Parking", content: "At the main gate." };
    await t.services.feed.create(actor(host), soon.id, post, null);
    await t.services.feed.create(actor(other), theirs.id, post, null);
    await buyPackage(t, host.cookie, soon.id);
    await buyPackage(t, other.cookie, theirs.id);

    const summary = (await (
      await t.request("/api/dashboard/summary", { cookie: host.cookie })
    ).json()) as DashboardSummary;
    expect(summary).toMatchObject({
      eventsUpcoming: 2,
      eventsTotal: 3,
      guestsConfirmed: 1,
      guestsInvited: 4,
      invitationsSent: 0,
      photos: 0,
      posts: 1,
      payments: 1,
    });
    expect(summary.nextEvent).toMatchObject({
      title: "Soon party",
      confirmed: 1,
      maybe: 1,
      declined: 0,
      waiting: 1,
    });
  });
});
