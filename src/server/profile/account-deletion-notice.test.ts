import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { events } from "../db/schema.ts";
import { cancellationMails, cancelledEvents } from "../events/tables.ts";
import { deleteAccount } from "../test/delete-account.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "../test/test-app.ts";

// Deleting an account cancels its events: the host sees which upcoming ones have guests who
// replied, and may have each of those guests e-mailed, as when deleting one event.

type Host = Awaited<ReturnType<typeof signUp>>;
let t: TestApp;
let admin: Host;

beforeAll(async () => {
  // The workers run, so the cancellation mails really go out (to the outbox folder).
  t = await createTestApp({ ADMIN_EMAILS: "chief@example.com" }, { workers: true });
  admin = await signUpAdmin(t, "chief@example.com", "Chief");
});
afterAll(() => t.close());

/** An event of `host` whose guests are put down by the host with these statuses. */
async function eventOf(host: Host, title: string, date: string, people: [string, string][]) {
  const { id } = await createEvent(t, host.cookie, {
    title,
    description: "A gathering with enough words.",
    date: "2031-03-09",
    time: "18:00",
    location: "Jaipur",
    isPublic: false,
  });
  // A past date is not accepted by the form; the row is moved back as time would.
  if (date !== "2031-03-09") await t.db.update(events).set({ date }).where(eq(events.id, id));
  for (const [email, status] of people) {
    const name = `${email.split("@")[0]} Guest`;
    const res = await t.request(`/api/events/${id}/guests`, {
      cookie: host.cookie,
      json: { name, email, status },
    });
    expect(res.status).toBe(201);
  }
  return id;
}

async function mailsTo(addresses: string[], count: number, waitMs = 15_000) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const mails = (await t.outbox()).filter((m) => addresses.includes(m.to));
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((r) => setTimeout(r, 200));
  }
}

describe("deleting an account with upcoming events", () => {
  it("lists the upcoming events with the guests who could be told, and e-mails each of them when asked", async () => {
    const host = await signUp(t, "asha.leaving@example.com", "Asha Leaving");
    const wedding = await eventOf(host, "Asha's Wedding", "2031-03-09", [
      ["ravi@example.com", "confirmed"],
      ["meena@example.com", "maybe"],
      ["noreply@example.com", "invited"],
    ]);
    const past = await eventOf(host, "Asha's Old Party", "2020-01-05", [["old@example.com", "confirmed"]]);
    const empty = await eventOf(host, "Asha's Quiet Tea", "2031-04-01", []);

    const res = await t.request("/api/profile/upcoming-events", { cookie: host.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      events: [
        { id: wedding, title: "Asha's Wedding", date: "2031-03-09", time: "18:00", recipients: 2 },
        { id: empty, title: "Asha's Quiet Tea", date: "2031-04-01", time: "18:00", recipients: 0 },
      ],
    });

    await deleteAccount(t, host, true);

    const mails = await mailsTo(
      ["ravi@example.com", "meena@example.com", "noreply@example.com", "old@example.com"],
      2,
    );
    expect(mails.map((m) => m.to).sort()).toEqual(["meena@example.com", "ravi@example.com"]);
    const ravi = mails.find((m) => m.to === "ravi@example.com")!;
    expect(ravi.subject).toBe("Cancelled: Asha's Wedding");
    expect(ravi.text).toContain("Hi ravi Guest,");
    expect(ravi.text).toContain(
      "Asha Leaving has cancelled “Asha's Wedding”, which was planned for Sunday, March 9, 2031",
    );
    // Once they went, the notices are forgotten like every other of the deleted account.
    const deadline = Date.now() + 5000;
    let kept = await t.db
      .select()
      .from(cancelledEvents)
      .where(inArray(cancelledEvents.id, [wedding, past]));
    while (kept.some((k) => k.title !== null) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      kept = await t.db
        .select()
        .from(cancelledEvents)
        .where(inArray(cancelledEvents.id, [wedding, past]));
    }
    expect(kept).toHaveLength(2);
    for (const k of kept) expect(k).toMatchObject({ title: null, date: null, hostId: null, hostName: null });
    expect(
      await t.db.select().from(cancellationMails).where(eq(cancellationMails.cancelledEventId, wedding)),
    ).toEqual([]);
  });

  it("sends nothing unless asked", async () => {
    const host = await signUp(t, "bina.leaving@example.com", "Bina Leaving");
    await eventOf(host, "Bina's Sangeet", "2031-03-09", [["kiran@example.com", "confirmed"]]);
    await deleteAccount(t, host);
    await new Promise((r) => setTimeout(r, 1500));
    expect(await mailsTo(["kiran@example.com"], 1, 0)).toEqual([]);
  });

  it("an account an admin disables keeps its events and their guests, and nobody is e-mailed", async () => {
    const host = await signUp(t, "chetan.paused@example.com", "Chetan Paused");
    const id = await eventOf(host, "Chetan's Birthday", "2031-03-09", [["nandu@example.com", "confirmed"]]);
    const res = await t.request(`/api/admin/users/${host.id}`, {
      method: "PATCH",
      cookie: admin.cookie,
      json: { disabled: true },
    });
    expect(res.status).toBe(200);
    expect(await t.db.select({ id: events.id }).from(events).where(eq(events.id, id))).toEqual([{ id }]);
    expect(await t.db.select().from(cancelledEvents).where(eq(cancelledEvents.id, id))).toEqual([]);
    expect(await mailsTo(["nandu@example.com"], 1, 500)).toEqual([]);
  });
});
