import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, hostActor, startHostApp, t } from "../test/host-app-setup.ts";
import { createEvent } from "../test/new-event.ts";
import { signUp } from "../test/test-app.ts";
import { guestStatusCounts } from "./tables.ts";

startHostApp();
let stranger: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  stranger = await signUp(t, "stranger@example.com", "Stranger");
});

const newEvent = async () => (await createEvent(t, host.cookie)).id;

/** `n` invited guests in one bulk write through the service (they share one created_at). */
async function addInBulk(eventId: string, n: number, prefix: string) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `${prefix} ${i}`,
    email: `${prefix}${i}@example.com`,
    phone: null,
    category: null,
    status: "invited" as const,
  }));
  expect(await t.services.guests.addMany(hostActor(), eventId, rows)).toBe(n);
}

const add = (eventId: string, body: object, cookie = host.cookie) =>
  t.request(`/api/events/${eventId}/guests`, { cookie, json: body });

describe("guest form", () => {
  it("adds a guest with a lower-cased e-mail and a personal reply link", async () => {
    const id = await newEvent();
    const res = await add(id, {
      name: "Ravi",
      email: " Ravi@Example.com ",
      phone: "+91 (80) 1234-5678",
      category: "vip",
      status: "invited",
    });
    expect(res.status).toBe(201);
    const g = (await res.json()) as Guest;
    expect(g).toMatchObject({ name: "Ravi", email: "ravi@example.com", category: "vip", status: "invited" });
    expect(g.rsvpPath).toMatch(/^\/rsvp\/[a-f0-9]{64}$/);
  });

  it("answers bad input with the spec's messages", async () => {
    const id = await newEvent();
    const res = await add(id, { name: "", email: "nope", phone: "call me" });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.fields).toMatchObject({
      name: "Name is required",
      email: "Please enter a valid email address",
      phone: "Please enter a valid phone number",
      status: "Please select a status",
    });
    const empty = await add(id, { name: "X", email: "", status: "invited" });
    expect((await empty.json()).error.fields.email).toBe("Email is required");
  });

  it("refuses a second guest with the same e-mail", async () => {
    const id = await newEvent();
    await add(id, { name: "A", email: "same@example.com", status: "invited" });
    const res = await add(id, { name: "B", email: "SAME@example.com", status: "invited" });
    expect(res.status).toBe(409);
  });

  it("uses the spec's refusal texts", async () => {
    const id = await newEvent();
    const anon = await t.request(`/api/events/${id}/guests`, {
      json: { name: "A", email: "a@example.com", status: "invited" },
    });
    expect((await anon.json()).error.message).toBe("You must be logged in");
    const other = await add(id, { name: "A", email: "a@example.com", status: "invited" }, stranger.cookie);
    expect((await other.json()).error.message).toBe("You do not have permission to add guests to this event");
    const g = (await (
      await add(id, { name: "A", email: "a@example.com", status: "invited" })
    ).json()) as Guest;
    const edit = await t.request(`/api/guests/${g.id}`, {
      method: "PUT",
      cookie: stranger.cookie,
      json: { name: "B", email: "a@example.com", status: "invited" },
    });
    expect((await edit.json()).error.message).toBe("You do not have permission to edit this guest");
  });
});

describe("status counts", () => {
  it("are stamped with the time they last changed", async () => {
    const id = await newEvent();
    await add(id, { name: "First", email: "first@example.com", status: "confirmed" });
    const stamp = async () =>
      (await t.db.select().from(guestStatusCounts).where(eq(guestStatusCounts.eventId, id)))[0].updatedAt;
    const before = await stamp();
    await t.db.execute(sql`update guest_status_counts set updated_at = now() - interval '1 hour'`);
    await add(id, { name: "Second", email: "second@example.com", status: "confirmed" });
    expect((await stamp()).getTime()).toBeGreaterThanOrEqual(before.getTime());
  });

  it("stay exact through adds, edits, replies, deletes and imports", async () => {
    const id = await newEvent();
    const ids: string[] = [];
    for (let i = 0; i < 6; i++) {
      const g = (await (
        await add(id, { name: `C${i}`, email: `c${i}@example.com`, status: i % 2 ? "confirmed" : "invited" })
      ).json()) as Guest;
      ids.push(g.id);
    }
    await t.request(`/api/guests/${ids[0]}`, {
      method: "PUT",
      cookie: host.cookie,
      json: { name: "C0", email: "c0@example.com", status: "declined" },
    });
    const token = (
      (await (await t.request(`/api/guests/${ids[2]}`, { cookie: host.cookie })).json()) as Guest
    ).rsvpPath
      .split("/")
      .pop();
    await t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response: "maybe" } });
    await t.request(`/api/guests/${ids[1]}`, { method: "DELETE", cookie: host.cookie });
    // The host chose to let the file set the statuses of guests already on the list.
    await importCsvAs(
      t,
      host.cookie,
      id,
      "name,email,status\nNew,new@example.com,maybe\nC3,c3@example.com,declined\n",
      {
        updateExisting: true,
      },
    );

    const page = (await (
      await t.request(`/api/events/${id}/guests?pageSize=25`, { cookie: host.cookie })
    ).json()) as GuestPage;
    const actual = { invited: 0, confirmed: 0, declined: 0, maybe: 0, waitlisted: 0 };
    for (const g of page.items) actual[g.status]++;
    expect(page.counts).toMatchObject({ ...actual, all: page.items.length, seatsTaken: actual.confirmed });
    expect(page.counts).toMatchObject({ all: 6, invited: 1, confirmed: 1, declined: 2, maybe: 2 });
  });

  it("add up a many-row insert once per statement (seats, replies and meals included)", async () => {
    const id = await newEvent();
    await add(id, { name: "Before", email: "before@example.com", status: "confirmed" });
    await t.db.execute(sql`update guests set meal_choice = 'Veg' where event_id = ${id}`);
    // One statement, two statuses, plus-ones, replies and meal choices (blank and none included).
    await t.db.execute(sql`
      insert into guests (event_id, name, email, status, plus_ones, meal_choice, responded_at)
      values (${id}, 'A', 'a@example.com', 'confirmed', '["X", "Y"]', 'Veg', now()),
             (${id}, 'B', 'b@example.com', 'confirmed', '[]', 'Vegan', null),
             (${id}, 'C', 'c@example.com', 'confirmed', '[]', '', now()),
             (${id}, 'D', 'd@example.com', 'maybe', '["Z"]', null, now())`);
    const kept = await t.db.execute(sql`
      select status, guests, seats, replied, meals from guest_status_counts
       where event_id = ${id} order by status`);
    const recounted = await t.db.execute(sql`
      select status, count(*)::integer as guests,
             sum(1 + jsonb_array_length(plus_ones))::integer as seats,
             (count(*) filter (where responded_at is not null))::integer as replied,
             coalesce((select jsonb_object_agg(meal_choice, n) from (
               select meal_choice, count(*)::integer as n from guests m
                where m.event_id = g.event_id and m.status = g.status and m.meal_choice <> ''
                group by meal_choice) c), '{}'::jsonb) as meals
        from guests g where event_id = ${id} group by event_id, status order by status`);
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual(
      (recounted as unknown as { rows: unknown[] }).rows,
    );
    expect((kept as unknown as { rows: unknown[] }).rows).toEqual([
      { status: "confirmed", guests: 4, seats: 6, replied: 2, meals: { Veg: 2, Vegan: 1 } },
      { status: "maybe", guests: 1, seats: 2, replied: 1, meals: {} },
    ]);
  });
});

describe("guest contacts (choosing recipients)", () => {
  it("gives every guest in one answer, by name, with only the picker's fields", async () => {
    const id = await newEvent();
    const names = Array.from({ length: 30 }, (_, i) => `Guest ${String(30 - i).padStart(2, "0")}`);
    for (const name of names) {
      await add(id, { name, email: `${name.replace(" ", "").toLowerCase()}@example.com`, status: "invited" });
    }
    const res = await t.request(`/api/events/${id}/guests/contacts`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: Record<string, unknown>[] };
    expect(items.map((g) => g.name)).toEqual([...names].sort());
    expect(Object.keys(items[0]).sort()).toEqual(["category", "email", "id", "name", "phone", "status"]);
    const stranger = await signUp(t);
    expect((await t.request(`/api/events/${id}/guests/contacts`, { cookie: stranger.cookie })).status).toBe(
      403,
    );
  });
});

describe("guest list", () => {
  it("searches name, e-mail and phone, filters by status, pages, and counts every tab", async () => {
    const id = await newEvent();
    const people = [
      ["Asha Rao", "asha@example.com", "111", "confirmed"],
      ["Bala Krishnan", "bala@example.com", "222", "declined"],
      ["Chitra Das", "chitra@sample.org", "333", "maybe"],
      ["Dev Anand", "dev@example.com", "444", "invited"],
      ["Esha Gupta", "esha@example.com", "555", "confirmed"],
    ];
    for (const [name, email, phone, status] of people) await add(id, { name, email, phone, status });
    const get = async (q: string) =>
      (await (await t.request(`/api/events/${id}/guests?${q}`, { cookie: host.cookie })).json()) as GuestPage;
    expect((await get("search=RAO")).items.map((g) => g.name)).toEqual(["Asha Rao"]);
    expect((await get("search=sample.org")).items.map((g) => g.name)).toEqual(["Chitra Das"]);
    expect((await get("search=333")).items.map((g) => g.name)).toEqual(["Chitra Das"]);
    const confirmed = await get("status=confirmed");
    expect(confirmed.items.map((g) => g.name).sort()).toEqual(["Asha Rao", "Esha Gupta"]);
    expect(confirmed.counts).toMatchObject({
      all: 5,
      invited: 1,
      confirmed: 2,
      declined: 1,
      maybe: 1,
      waitlisted: 0,
    });
    const page2 = await get("pageSize=5&page=1");
    expect(page2.items[0].name).toBe("Esha Gupta");
    expect((await t.request(`/api/events/${id}/guests?pageSize=7`, { cookie: host.cookie })).status).toBe(
      400,
    );
  });

  it("pages through a list newest first, the second half read from its end in the same order", async () => {
    const id = await newEvent();
    for (let i = 1; i <= 23; i++) {
      const status = i % 3 === 0 ? "confirmed" : "invited";
      expect((await add(id, { name: `Guest ${i}`, email: `p${i}@example.com`, status })).status).toBe(201);
    }
    const names = async (q: string) =>
      (
        (await (
          await t.request(`/api/events/${id}/guests?${q}`, { cookie: host.cookie })
        ).json()) as GuestPage
      ).items.map((g) => g.name);
    const all: string[] = [];
    for (let page = 1; page <= 5; page++) all.push(...(await names(`pageSize=5&page=${page}`)));
    expect(all).toEqual(Array.from({ length: 23 }, (_, i) => `Guest ${23 - i}`));
    // The last page holds the remainder; a page past the end is empty.
    expect(await names("pageSize=5&page=5")).toEqual(["Guest 3", "Guest 2", "Guest 1"]);
    expect(await names("pageSize=5&page=6")).toEqual([]);
    // A status tab pages the same way: 7 confirmed guests, pages of 5.
    expect(await names("status=confirmed&pageSize=5&page=2")).toEqual(["Guest 6", "Guest 3"]);
  });

  it("reaches a page from its neighbour (Next, Previous) with the rows its number has, ties included", async () => {
    const id = await newEvent();
    // One bulk statement gives every row the same created_at: the id breaks the tie.
    await addInBulk(id, 12, "tie");
    for (let i = 1; i <= 9; i++)
      expect(
        (await add(id, { name: `Guest ${i}`, email: `k${i}@example.com`, status: "invited" })).status,
      ).toBe(201);
    const page = async (q: string) =>
      (
        (await (
          await t.request(`/api/events/${id}/guests?pageSize=5&${q}`, { cookie: host.cookie })
        ).json()) as GuestPage
      ).items.map((g) => g.id);
    const byNumber = [];
    for (let n = 1; n <= 5; n++) byNumber.push(await page(`page=${n}`));
    expect(byNumber.flat()).toHaveLength(21);
    for (let n = 2; n <= 5; n++) {
      // Next from page n-1's last guest, Previous from page n+1's first: the same rows as page n.
      expect(await page(`page=${n}&after=${byNumber[n - 2].at(-1)}`)).toEqual(byNumber[n - 1]);
      if (n < 5) expect(await page(`page=${n}&before=${byNumber[n][0]}`)).toEqual(byNumber[n - 1]);
    }
    // A status tab pages from neighbours too.
    const invited = await page("status=invited&page=1");
    expect(await page(`status=invited&page=2&after=${invited.at(-1)}`)).toEqual(
      await page("status=invited&page=2"),
    );
    // Next stays where the host was while guests arrive at the top; the page number would shift.
    for (let i = 1; i <= 2; i++)
      expect(
        (await add(id, { name: `Late ${i}`, email: `late${i}@example.com`, status: "invited" })).status,
      ).toBe(201);
    expect(await page(`page=3&after=${byNumber[1].at(-1)}`)).toEqual(byNumber[2]);
    expect(await page("page=3")).not.toEqual(byNumber[2]);
    // The neighbour deleted meanwhile: the page number still answers.
    const gone = byNumber[1].at(-1) as string;
    expect(
      (await t.request(`/api/events/${id}/guests/delete`, { json: { ids: [gone] }, cookie: host.cookie }))
        .status,
    ).toBe(200);
    expect(await page(`page=3&after=${gone}`)).toEqual(await page("page=3"));
    // Another event's guest is no neighbour here.
    const other = await newEvent();
    const elsewhere = (
      (await (
        await add(other, { name: "Elsewhere", email: "elsewhere@example.com", status: "invited" })
      ).json()) as {
        id: string;
      }
    ).id;
    expect(await page(`page=2&after=${elsewhere}`)).toEqual(await page("page=2"));
  });

  it("deletes one or several guests", async () => {
    const id = await newEvent();
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push(
        (
          (await (
            await add(id, { name: `G${i}`, email: `g${i}@example.com`, status: "invited" })
          ).json()) as Guest
        ).id,
      );
    expect((await t.request(`/api/guests/${ids[0]}`, { method: "DELETE", cookie: host.cookie })).status).toBe(
      204,
    );
    const bulk = await t.request(`/api/events/${id}/guests/delete`, {
      cookie: host.cookie,
      json: { ids: ids.slice(1) },
    });
    expect(await bulk.json()).toEqual({ removed: 2 });
  });

  it("exports the current filter as CSV", async () => {
    const id = await newEvent();
    await add(id, { name: 'Quote, "Q"', email: "q@example.com", status: "confirmed" });
    await add(id, { name: "Other", email: "o@example.com", status: "declined" });
    const res = await t.request(`/api/events/${id}/guests/export?status=confirmed`, { cookie: host.cookie });
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toContain("guests.csv");
    const text = (await res.text()).replace(/^\uFEFF/, "");
    const lines = text.trim().split("\n");
    expect(lines[0]).toBe(
      "name,email,phone,category,status,plus_ones,meal_choice,dietary_notes,plus_one_meals,plus_one_dietary_notes,note_to_host,responded_at",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('"Quote, ""Q""",q@example.com');
    expect((await t.request(`/api/events/${id}/guests/export`, { cookie: stranger.cookie })).status).toBe(
      403,
    );
  });

  it("exports a list longer than one batch, every guest once, newest first", async () => {
    const id = await newEvent();
    // Rows of one bulk statement share their created_at: batches are chained on (created_at, id).
    await addInBulk(id, 2500, "bulk");
    await add(id, { name: "Newest", email: "newest@example.com", status: "invited" });
    const res = await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie });
    const lines = (await res.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\n")
      .slice(1);
    expect(lines).toHaveLength(2501);
    expect(lines[0]).toContain("Newest");
    expect(new Set(lines.map((l) => l.split(",")[1])).size).toBe(2501);
  });
});
