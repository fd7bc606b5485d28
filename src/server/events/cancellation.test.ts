import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guest } from "../../contract/guests.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { customTemplate, draft, eventWithGuests, sharedLinkInvitation } from "../test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { cancellationMailQueue } from "./cancellation.ts";
import { cancellationMails, cancelledEventLinks } from "./tables.ts";

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let templateId: string;

beforeAll(async () => {
  // The workers run, so the cancellation mails really go out (to the outbox folder).
  t = await createTestApp({}, { workers: true });
  host = await signUp(t, "host@example.com", "Hema Host");
  templateId = await customTemplate(t, host);
});
afterAll(() => t.close());

const tokenOf = (g: Guest) => g.rsvpPath.split("/").pop()!;

async function reply(g: Guest, response: "attending" | "maybe" | "not_attending") {
  const res = await t.request(`/api/rsvp/${tokenOf(g)}`, { method: "PUT", json: { response } });
  expect(res.status).toBe(200);
}

async function errorOf(res: Response) {
  return {
    status: res.status,
    ...((await res.json()) as { error: { code: string; message: string } }).error,
  };
}

/** An event where Ada attends, Bo may come, Cy declined, Di has not replied and Ed replied without an address. */
async function eventWithReplies() {
  const { eventId, guests } = await eventWithGuests(t, host, [
    ["Ada", "ada@example.com", null],
    ["Bo", "bo@example.com", null],
    ["Cy", "cy@example.com", null],
    ["Di", "di@example.com", null],
    ["Ed", null, null],
  ]);
  const [ada, bo, cy, di, ed] = guests;
  await reply(ada, "attending");
  await reply(bo, "maybe");
  await reply(cy, "not_attending");
  await reply(ed, "attending");
  return { eventId, ada, bo, cy, di, ed };
}

async function waitForMails(subject: string, count: number) {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const mails = (await t.outbox()).filter((m) => m.subject === subject);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("deleting an event", () => {
  it("offers to tell the guests who replied and have an address, and e-mails them when asked", async () => {
    const { eventId, di } = await eventWithReplies();
    const notice = await t.request(`/api/events/${eventId}/cancellation-notice`, { cookie: host.cookie });
    expect(await notice.json()).toEqual({ recipients: 3 });

    const res = await t.request(`/api/events/${eventId}?notifyGuests=true`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(res.status).toBe(204);
    const mails = await waitForMails("Cancelled: Mehendi Night", 3);
    expect(mails.map((m) => m.to).sort()).toEqual(["ada@example.com", "bo@example.com", "cy@example.com"]);
    const ada = mails.find((m) => m.to === "ada@example.com")!;
    expect(ada.text).toContain("Hi Ada,");
    expect(ada.text).toContain("Hema Host has cancelled “Mehendi Night”, which was planned for");
    expect(ada.text).toContain("2031");
    // The queue keeps its finished jobs for days: they hold no name (docs/security.md).
    const queued = (await t.db.execute(
      sql`select data from pgboss.job where name = ${cancellationMailQueue}`,
    )) as unknown as {
      rows: { data: unknown }[];
    };
    expect(queued.rows.length).toBeGreaterThan(0);
    expect(JSON.stringify(queued.rows)).not.toContain("Hema");
    expect(mails.some((m) => m.to === di.email)).toBe(false);
    // Each address is forgotten once its mail has gone.
    expect(await t.db.select().from(cancellationMails)).toEqual([]);
  });

  it("sends nothing unless asked", async () => {
    const { eventId } = await eventWithReplies();
    const before = (await t.outbox()).length;
    await t.request(`/api/events/${eventId}`, { method: "DELETE", cookie: host.cookie });
    await new Promise((r) => setTimeout(r, 1500));
    expect((await t.outbox()).length).toBe(before);
  });
});

describe("a guest opening a link of a deleted event", () => {
  it("reads that the event was cancelled (410), from every kind of link", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Fa", "fa@example.com", null]]);
    const [fa] = guests;
    const inv = await sharedLinkInvitation(t, host, eventId, [fa.id], templateId);
    expect((await t.request(`/api/rsvp/${tokenOf(fa)}`)).status).toBe(200);

    await t.request(`/api/events/${eventId}`, { method: "DELETE", cookie: host.cookie });

    const cancelled = { status: 410, code: "gone", message: rsvpMessages.cancelled("Mehendi Night") };
    expect(cancelled.message).toBe("“Mehendi Night” has been cancelled by its host.");
    expect(await errorOf(await t.request(`/api/rsvp/${tokenOf(fa)}`))).toEqual(cancelled);
    expect(await errorOf(await t.request(`/api/invite/${inv.uniqueCode}`))).toEqual(cancelled);
    expect(await errorOf(await t.request(`/api/invite/${inv.uniqueCode}/${tokenOf(fa)}`))).toEqual(cancelled);
    expect(await errorOf(await t.request(`/api/events/${eventId}`))).toEqual(cancelled);
    const write = await t.request(`/api/rsvp/${tokenOf(fa)}`, { method: "PUT", json: { response: "maybe" } });
    expect(write.status).toBe(410);

    // A link that never existed is still just invalid.
    const unknown = await t.request(`/api/rsvp/${"0".repeat(64)}`);
    expect(await errorOf(unknown)).toMatchObject({ status: 404, message: rsvpMessages.invalidLink });
    expect((await t.request("/api/invite/NOPE1234")).status).toBe(404);

    // The tombstone keeps hashes, not the guests' secret links.
    const kept = (await t.db.select().from(cancelledEventLinks)).map((l) => l.keyHash);
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).not.toContain(tokenOf(fa));
    expect(kept).not.toContain(inv.uniqueCode);
  });

  it("an unshared draft's code stays unknown after the delete", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Gu", "gu@example.com", null]]);
    const inv = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    await t.request(`/api/events/${eventId}`, { method: "DELETE", cookie: host.cookie });
    expect((await t.request(`/api/invite/${inv.uniqueCode}`)).status).toBe(404);
  });
});
