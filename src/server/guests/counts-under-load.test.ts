import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuestPage } from "../../contract/guests.ts";
import { events } from "../db/schema.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { guests } from "./tables.ts";

// The host's numbers come from a table a trigger keeps (guest-numbers.ts), not from counting the
// list on each read. Here replies, an import, additions and deletions run at the same time, and the
// numbers must equal a fresh count of the rows, with no confirmed seat beyond the capacity.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RSVP_RATE_LIMIT: "100000" });
});
afterAll(() => t.close());

const capacity = 20;
const responses = ["attending", "maybe", "not_attending"] as const;

async function freshCounts(eventId: string) {
  const rows = await t.db
    .select({
      status: guests.status,
      guests: sql<number>`count(*)::int`,
      seats: sql<number>`sum(1 + jsonb_array_length(${guests.plusOnes}))::int`,
      replied: sql<number>`count(${guests.respondedAt})::int`,
    })
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .groupBy(guests.status);
  const of = (status: string) => rows.find((r) => r.status === status);
  return {
    all: rows.reduce((n, r) => n + r.guests, 0),
    invited: of("invited")?.guests ?? 0,
    confirmed: of("confirmed")?.guests ?? 0,
    maybe: of("maybe")?.guests ?? 0,
    declined: of("declined")?.guests ?? 0,
    waitlisted: of("waitlisted")?.guests ?? 0,
    seatsTaken: of("confirmed")?.seats ?? 0,
    replied: rows.reduce((n, r) => n + r.replied, 0),
  };
}

describe("the host's numbers under concurrent writes", () => {
  it("equal a fresh count after parallel replies, an import, additions and deletions", async () => {
    const host = await signUp(t, "busy-host@example.com", "Busy Host");
    const created = (await createEvent(t, host.cookie, {
      title: "Crowded Sangeet",
      description: "Everyone at once.",
      date: "2031-03-01",
      time: "19:00",
      location: "Jaipur",
      isPublic: false,
    })) as { id: string };
    const eventId = created.id;
    await t.db.update(events).set({ capacity }).where(eq(events.id, eventId));
    const add = (i: number) =>
      t.request(`/api/events/${eventId}/guests`, {
        cookie: host.cookie,
        json: { name: `Guest ${i}`, email: `guest-${i}@example.com`, status: "invited", plusOnesAllowed: 1 },
      });
    for (let i = 0; i < 40; i++) expect((await add(i)).status).toBe(201);
    const list = await t.db
      .select({ id: guests.id, token: guests.token })
      .from(guests)
      .where(eq(guests.eventId, eventId));
    const tokens = list.map((g) => g.token);

    const reply = (token: string, n: number) => {
      const response = responses[n % 3];
      return t.request(`/api/rsvp/${token}`, {
        method: "PUT",
        json: { response, plusOnes: response === "attending" && n % 2 === 0 ? [`Friend ${n}`] : [] },
      });
    };
    const csv = [
      "Name,Email,Status",
      ...Array.from({ length: 30 }, (_, i) => `New ${i},new-${i}@example.com,Confirmed`),
    ].join("\n");
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([
        ...tokens.map((token, i) => reply(token, i + round)),
        ...(round === 0 ? [importCsvAs(t, host.cookie, eventId, csv)] : []),
        ...Array.from({ length: 5 }, (_, i) => add(100 + round * 10 + i)),
        t.request(`/api/events/${eventId}/guests/delete`, {
          cookie: host.cookie,
          json: { ids: list.slice(round * 3, round * 3 + 3).map((g) => g.id) },
        }),
      ]);
      // A reply of a guest deleted in the same round may find them gone; nothing else may fail.
      const failed = await Promise.all(
        results
          .filter((r) => ![200, 201, 404].includes(r.status))
          .map(async (r) => `${r.status} ${await r.text()}`),
      );
      expect(failed).toEqual([]);

      const shown = (await (
        await t.request(`/api/events/${eventId}/guests?pageSize=5`, { cookie: host.cookie })
      ).json()) as GuestPage;
      const fresh = await freshCounts(eventId);
      expect(shown.counts).toMatchObject(fresh);
      expect(shown.total).toBe(fresh.all);
      // The capacity holds for replies; the import's Confirmed column is the host's own word.
      const repliedConfirmedSeats = await t.db
        .select({ seats: sql<number>`coalesce(sum(1 + jsonb_array_length(${guests.plusOnes})), 0)::int` })
        .from(guests)
        .where(
          sql`${guests.eventId} = ${eventId} and ${guests.status} = 'confirmed' and ${guests.respondedAt} is not null`,
        );
      expect(repliedConfirmedSeats[0].seats).toBeLessThanOrEqual(capacity);
    }
  });
});
