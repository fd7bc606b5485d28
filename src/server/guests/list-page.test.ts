import { parse } from "csv-parse/sync";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { GuestPage, GuestStatus } from "../../contract/guests.ts";
import { host, hostActor, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";

// The guest list's pages at their boundaries (list-page.ts): lists one short of, exactly at and
// one past a multiple of the page size, every page reached by its number, from its neighbours
// (Next and Previous) and through a search, each compared with the slice of the whole list it
// must be. An offset or a limit one off in any of the three ways of reaching a page fails here.

startHostApp();

/** Every third guest confirmed, the rest invited. */
const statusOf = (n: number): GuestStatus => (n % 3 === 0 ? "confirmed" : "invited");
const nameOf = (n: number) => `Guest ${String(n).padStart(4, "0")}`;
const numberOf = (name: string) => Number(name.slice(6));

/**
 * An event with guests 1..size, guest n created n seconds after the first: the list, newest
 * first, is guest size down to guest 1. Returns the event's id and its guests' names in that order.
 */
async function eventWithGuests(size: number): Promise<{ id: string; newestFirst: string[] }> {
  const { id } = await createEvent(t, host.cookie, {
    title: `Pages of ${size}`,
    description: "Paging at the edges.",
  });
  await addGuests(id, 1, size);
  return { id, newestFirst: Array.from({ length: size }, (_, i) => nameOf(size - i)) };
}

/** Guests `from`..`to` of an event, guest n created n seconds into 2030: newer than any before. */
async function addGuests(eventId: string, from: number, to: number) {
  const rows = Array.from({ length: to - from + 1 }, (_, i) => ({
    name: nameOf(from + i),
    email: `guest${from + i}@example.com`,
    phone: null,
    category: null,
    status: statusOf(from + i),
  }));
  expect(await t.services.guests.addMany(hostActor(), eventId, rows)).toBe(rows.length);
  // One bulk write stamps every row alike; distinct times make the expected order plain to read.
  await t.db.execute(
    sql`update guests set created_at = timestamptz '2030-01-01 00:00:00+00' + make_interval(secs => substring(name from 7)::int)
        where event_id = ${eventId} and substring(name from 7)::int between ${from} and ${to}`,
  );
}

async function pageOf(eventId: string, query: string) {
  const res = await t.request(`/api/events/${eventId}/guests?${query}`, { cookie: host.cookie });
  expect(res.status).toBe(200);
  const page = (await res.json()) as GuestPage;
  return { names: page.items.map((g) => g.name), ids: page.items.map((g) => g.id), total: page.total };
}

/** Pages 1 to one past the last, by number: each must be its slice of `expected`, with the total. */
async function checkByNumber(eventId: string, filter: string, pageSize: number, expected: string[]) {
  const pages = [];
  const last = Math.ceil(expected.length / pageSize);
  for (let n = 1; n <= last + 1; n++) {
    const page = await pageOf(eventId, `${filter}pageSize=${pageSize}&page=${n}`);
    expect({ page: n, names: page.names, total: page.total }).toEqual({
      page: n,
      names: expected.slice((n - 1) * pageSize, n * pageSize),
      total: expected.length,
    });
    pages.push(page);
  }
  return pages;
}

describe("guest list pages at their boundaries", () => {
  for (const size of [24, 25, 26]) {
    it(`${size} guests in pages of 5: every page by number, by Next and by Previous`, async () => {
      const { id, newestFirst } = await eventWithGuests(size);
      const pages = await checkByNumber(id, "", 5, newestFirst);
      const last = Math.ceil(size / 5);
      for (let n = 2; n <= last; n++) {
        // Next from page n-1's last guest, Previous from page n+1's first: page n exactly.
        const next = await pageOf(id, `pageSize=5&page=${n}&after=${pages[n - 2].ids.at(-1)}`);
        expect({ page: n, names: next.names }).toEqual({ page: n, names: pages[n - 1].names });
        if (n < last) {
          const previous = await pageOf(id, `pageSize=5&page=${n}&before=${pages[n].ids[0]}`);
          expect({ page: n, names: previous.names }).toEqual({ page: n, names: pages[n - 1].names });
        }
      }
      // Previous from the second page's first guest is the first page.
      const first = await pageOf(id, `pageSize=5&page=1&before=${pages[1].ids[0]}`);
      expect(first.names).toEqual(pages[0].names);
    });
  }

  it("a status tab pages at its own count: the confirmed guests of 26, in pages of 5", async () => {
    const { id, newestFirst } = await eventWithGuests(26);
    const confirmed = newestFirst.filter((name) => statusOf(numberOf(name)) === "confirmed");
    expect(confirmed).toHaveLength(8);
    const pages = await checkByNumber(id, "status=confirmed&", 5, confirmed);
    const next = await pageOf(id, `status=confirmed&pageSize=5&page=2&after=${pages[0].ids.at(-1)}`);
    expect(next.names).toEqual(confirmed.slice(5));
    await checkByNumber(
      id,
      "status=invited&",
      5,
      newestFirst.filter((name) => !confirmed.includes(name)),
    );
  });

  it("pages of 10 and 25 hold 10 and 25: 25 guests", async () => {
    const { id, newestFirst } = await eventWithGuests(25);
    await checkByNumber(id, "", 10, newestFirst);
    await checkByNumber(id, "", 25, newestFirst);
  });

  it("a search pages by number with its count: 26 matches in pages of 5, and none", async () => {
    const { id, newestFirst } = await eventWithGuests(26);
    // "guest" is in every name (and e-mail): all 26 match, counted in the same scan.
    await checkByNumber(id, "search=guest&", 5, newestFirst);
    // "guest1" is in the e-mails of guests 1 and 10 to 19: eleven, the last page holding one.
    const ones = newestFirst.filter(
      (name) => numberOf(name) === 1 || (numberOf(name) >= 10 && numberOf(name) <= 19),
    );
    expect(ones).toHaveLength(11);
    await checkByNumber(id, "search=guest1&", 5, ones);
    expect(await pageOf(id, "search=nobody&pageSize=5&page=1")).toEqual({ names: [], ids: [], total: 0 });
  });

  it("Next and Previous hold their place while guests arrive at the top; a neighbour gone falls back to the number", async () => {
    const { id } = await eventWithGuests(12);
    const first = await pageOf(id, "pageSize=5&page=1");
    const second = await pageOf(id, "pageSize=5&page=2");
    await addGuests(id, 13, 14);
    // Page 2 by number has moved up by the two newcomers; from its neighbours it has not.
    expect((await pageOf(id, "pageSize=5&page=2")).names).toEqual([9, 8, 7, 6, 5].map(nameOf));
    expect((await pageOf(id, `pageSize=5&page=2&after=${first.ids.at(-1)}`)).names).toEqual(second.names);
    expect((await pageOf(id, `pageSize=5&page=1&before=${second.ids[0]}`)).names).toEqual(first.names);
    const gone = first.ids.at(-1) as string;
    const deleted = await t.request(`/api/events/${id}/guests/delete`, {
      json: { ids: [gone] },
      cookie: host.cookie,
    });
    expect(deleted.status).toBe(200);
    expect((await pageOf(id, `pageSize=5&page=2&after=${gone}`)).names).toEqual([9, 7, 6, 5, 4].map(nameOf));
  });

  it("exports every guest once, newest first, across its batches of 1,000: 2,001 guests", async () => {
    const { id, newestFirst } = await eventWithGuests(2001);
    const res = await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const rows = parse(await res.text(), { bom: true, columns: true }) as { name: string }[];
    expect(rows.map((r) => r.name)).toEqual(newestFirst);
  });
});
