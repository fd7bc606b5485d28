import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { guests as guestsTable } from "../db/schema.ts";
import {
  addGuest,
  browser,
  crawlers,
  firstOpenedAt,
  host,
  newEvent,
  open,
  other,
  startAnalyticsApp,
  t,
  templateId,
} from "../test/analytics-setup.ts";

// The first-open record behind "link opened": who counts as opening a guest's personal link.

startAnalyticsApp();

describe("the first open of a guest's personal link", () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent(null, "Link opens");
  });

  it("is recorded once, at the first visit of the reply page", async () => {
    const g = await addGuest(eventId, "Ravi", null);
    const updatedAt = async () =>
      (await t.db.select({ at: guestsTable.updatedAt }).from(guestsTable).where(eq(guestsTable.id, g.id)))[0]
        .at;
    const before = await updatedAt();
    expect(await firstOpenedAt(g.id)).toBeNull();
    expect((await open(`/rsvp/${g.token}`)).status).toBe(200);
    const first = await firstOpenedAt(g.id);
    expect(first).toBeInstanceOf(Date);
    // The guest's details did not change.
    expect(await updatedAt()).toEqual(before);
    await new Promise((r) => setTimeout(r, 20));
    expect((await open(`/rsvp/${g.token}`)).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toEqual(first);
  });

  it("is not recorded by link-preview crawlers, HEAD requests, a request without a browser, or the host", async () => {
    const g = await addGuest(eventId, "Sunita", null);
    for (const ua of crawlers)
      expect((await open(`/rsvp/${g.token}`, { "user-agent": ua })).status).toBe(200);
    expect((await open(`/rsvp/${g.token}`, { "user-agent": browser }, "HEAD")).status).toBe(200);
    expect((await open(`/rsvp/${g.token}`, {})).status).toBe(200);
    // The host previewing the guest's link while signed in.
    expect((await open(`/rsvp/${g.token}`, { "user-agent": browser, cookie: host.cookie })).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toBeNull();
    // Someone else signed in (the guest has an account of their own) is a guest opening it.
    await open(`/rsvp/${g.token}`, { "user-agent": browser, cookie: other.cookie });
    expect(await firstOpenedAt(g.id)).toBeInstanceOf(Date);
  });

  it("is recorded from the invitation's personal link too, not from a bad link", async () => {
    const g = await addGuest(eventId, "Manoj", null);
    const made = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: {
        eventId,
        templateId,
        title: "Come",
        message: "Come!",
        type: "link",
        guestIds: [g.id],
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const inv = (await made.json()) as { id: string; uniqueCode: string };
    const shared = await t.request(`/api/invitations/${inv.id}/share`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(shared.status, await shared.clone().text()).toBe(200);
    expect((await open(`/rsvp/not-a-token`)).status).toBe(404);
    expect((await open(`/invite/${inv.uniqueCode}/${g.token}`, { "user-agent": crawlers[0] })).status).toBe(
      200,
    );
    expect(await firstOpenedAt(g.id)).toBeNull();
    expect((await open(`/invite/${inv.uniqueCode}/${g.token}`)).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toBeInstanceOf(Date);
  });
});
