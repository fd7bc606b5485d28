import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Event, HostEvent } from "../../contract/events.ts";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import { importCsvAs } from "../test/guest-import.ts";
import { host, startHostApp, t } from "../test/host-app-setup.ts";
import { customTemplate, draft } from "../test/invitation-fixtures.ts";
import { createEvent } from "../test/new-event.ts";
import { signUp } from "../test/test-app.ts";

// Issue 20, item 6: the numbers a host sees (headcount with +1s, meal tallies, who replied, and
// Going / Maybe / Declined per event), all counted by the server.

// Each open reply comes from its own address, so the public rate limit never mixes tests.
startHostApp({ TRUST_PROXY: "true" });
let stranger: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  stranger = await signUp(t, "stranger@example.com", "Stranger");
});

const mealSettings: RsvpSettings = {
  rsvpDeadline: null,
  capacity: null,
  askMeal: true,
  mealOptions: ["Veg", "Non-veg", "Vegan"],
  askDietary: true,
  hostMessage: "",
  openPlusOnes: 2,
};

async function newEvent(title = "Wedding"): Promise<string> {
  const { id } = await createEvent(t, host.cookie, {
    title,
    description: "A day with a guest list.",
    date: "2031-03-01",
    time: "18:00",
    location: "Kochi",
  });
  await t.request(`/api/events/${id}/rsvp-settings`, {
    method: "PUT",
    cookie: host.cookie,
    json: mealSettings,
  });
  return id;
}

async function addGuest(eventId: string, name: string, status = "invited", plusOnesAllowed = 2) {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name, email: `${name.toLowerCase()}@example.com`, status, plusOnesAllowed },
  });
  expect(res.status).toBe(201);
  const guest = (await res.json()) as Guest;
  return { guest, token: guest.rsvpPath.split("/").pop()! };
}

const reply = (token: string, body: object) => t.request(`/api/rsvp/${token}`, { method: "PUT", json: body });

async function guestPage(eventId: string): Promise<GuestPage> {
  const res = await t.request(`/api/events/${eventId}/guests?pageSize=5`, { cookie: host.cookie });
  expect(res.status).toBe(200);
  return res.json();
}

/** Every count recomputed from the guests themselves, to hold the trigger-kept numbers against. */
async function recount(eventId: string) {
  const rows = await t.db.execute(sql`
    select count(*) filter (where responded_at is not null)::int as replied,
           count(*) filter (where status = 'confirmed')::int as confirmed,
           coalesce(sum(jsonb_array_length(plus_ones)) filter (where status = 'confirmed'), 0)::int as plus_ones
      from guests where event_id = ${eventId}`);
  return (rows as unknown as { rows: { replied: number; confirmed: number; plus_ones: number }[] }).rows[0];
}

describe("the guest list's numbers", () => {
  it("counts the headcount with +1s and the attending guests' meals", async () => {
    const id = await newEvent();
    const asha = await addGuest(id, "Asha");
    const ben = await addGuest(id, "Ben");
    const chitra = await addGuest(id, "Chitra");
    const dev = await addGuest(id, "Dev");
    await reply(asha.token, { response: "attending", plusOnes: ["Arun", "Anu"], mealChoice: "Veg" });
    await reply(ben.token, { response: "attending", plusOnes: ["Bina"], mealChoice: "Non-veg" });
    await reply(chitra.token, { response: "attending", plusOnes: [], mealChoice: "Veg" });
    // A guest who declines is not counted in the meals, whatever they sent.
    await reply(dev.token, { response: "not_attending", mealChoice: "Vegan" });
    // An open registrant with a +1 and no meal chosen.
    const open = await t.request(`/api/events/${id}/rsvp`, {
      json: { name: "Esha", email: "esha@example.com", response: "attending", plusOnes: ["Eli"] },
      headers: { "x-forwarded-for": "10.0.6.1" },
    });
    expect(open.status).toBe(200);

    let page = await guestPage(id);
    expect(page.counts).toMatchObject({ confirmed: 4, plusOnes: 4, seatsTaken: 8, declined: 1, replied: 5 });
    // Most chosen first, then the options nobody chose yet.
    expect(page.meals).toEqual([
      { choice: "Veg", guests: 2 },
      { choice: "Non-veg", guests: 1 },
      { choice: "Vegan", guests: 0 },
    ]);

    // Changing a reply moves the meal and the +1s with it; leaving takes them away.
    await reply(asha.token, { response: "attending", plusOnes: ["Arun"], mealChoice: "Vegan" });
    await reply(ben.token, { response: "maybe" });
    page = await guestPage(id);
    expect(page.counts).toMatchObject({ confirmed: 3, plusOnes: 2, seatsTaken: 5, maybe: 1 });
    expect(page.meals).toEqual([
      { choice: "Veg", guests: 1 },
      { choice: "Vegan", guests: 1 },
      { choice: "Non-veg", guests: 0 },
    ]);
    const truth = await recount(id);
    expect(page.counts.plusOnes).toBe(truth.plus_ones);
    expect(page.counts.replied).toBe(truth.replied);
  });

  it("answers zeros for a list nobody has replied to, and no meals when none are asked", async () => {
    const id = await newEvent();
    await addGuest(id, "Farah", "confirmed");
    let page = await guestPage(id);
    expect(page.counts).toMatchObject({ confirmed: 1, plusOnes: 0, seatsTaken: 1, replied: 0 });
    expect(page.meals).toEqual([
      { choice: "Veg", guests: 0 },
      { choice: "Non-veg", guests: 0 },
      { choice: "Vegan", guests: 0 },
    ]);
    await t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: { ...mealSettings, askMeal: false },
    });
    page = await guestPage(id);
    expect(page.meals).toEqual([]);
  });
});

describe("'Replied' counts only the guests' own replies", () => {
  it("a status set by the host or by a CSV import is not a reply; the guest's own reply is", async () => {
    const id = await newEvent();
    const gita = await addGuest(id, "Gita", "confirmed");
    const hari = await addGuest(id, "Hari");
    // The host marks Hari as declined by hand, and Gita as maybe.
    for (const [g, status] of [
      [hari.guest, "declined"],
      [gita.guest, "maybe"],
    ] as const) {
      const res = await t.request(`/api/guests/${g.id}`, {
        method: "PUT",
        cookie: host.cookie,
        json: { name: g.name, email: g.email, status, plusOnesAllowed: 2 },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as Guest).respondedAt).toBeNull();
    }
    // A CSV import adds one guest confirmed and sets another's status.
    const csv = "name,email,status\nIndu,indu@example.com,confirmed\nHari,hari@example.com,confirmed\n";
    const imported = await importCsvAs(t, host.cookie, id, csv, { updateExisting: true });
    expect(imported.status).toBe(200);

    let page = await guestPage(id);
    expect(page.counts).toMatchObject({ all: 3, confirmed: 2, maybe: 1, replied: 0 });

    // Gita replies through her own link: she, and only she, has replied.
    expect((await reply(gita.token, { response: "attending", mealChoice: "Veg" })).status).toBe(200);
    page = await guestPage(id);
    expect(page.counts.replied).toBe(1);

    // The host changing her status afterwards does not undo that she replied herself.
    await t.request(`/api/guests/${gita.guest.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: { name: "Gita", email: gita.guest.email, status: "invited", plusOnesAllowed: 2 },
    });
    page = await guestPage(id);
    expect(page.counts.replied).toBe(1);
    expect((await recount(id)).replied).toBe(1);
  });

  it("an invitation's Replied is the recipients' own replies, not the statuses the host set", async () => {
    const id = await newEvent();
    const jaya = await addGuest(id, "Jaya");
    const kiran = await addGuest(id, "Kiran");
    const templateId = await customTemplate(t, host);
    const invitation = await draft(t, host, {
      eventId: id,
      templateId,
      guestIds: [jaya.guest.id, kiran.guest.id],
      type: "link",
    });
    expect(invitation.repliedCount).toBe(0);
    await t.request(`/api/guests/${kiran.guest.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: { name: "Kiran", email: kiran.guest.email, status: "confirmed", plusOnesAllowed: 0 },
    });
    await reply(jaya.token, { response: "maybe" });
    const detail = await (
      await t.request(`/api/invitations/${invitation.id}`, { cookie: host.cookie })
    ).json();
    expect(detail.repliedCount).toBe(1);
  });
});

describe("Going / Maybe / Declined per event", () => {
  it("my events carry each event's replies, Going with the +1s", async () => {
    const busy = await newEvent("Busy event");
    const quiet = await newEvent("Quiet event");
    const a = await addGuest(busy, "Lata");
    const b = await addGuest(busy, "Mohan");
    const c = await addGuest(busy, "Nila");
    await addGuest(busy, "Omar", "declined");
    await reply(a.token, { response: "attending", plusOnes: ["Leela", "Lal"] });
    await reply(b.token, { response: "maybe" });
    await reply(c.token, { response: "not_attending" });

    const res = await t.request("/api/events/mine", { cookie: host.cookie });
    expect(res.status).toBe(200);
    const items = ((await res.json()) as { items: HostEvent[] }).items;
    const byId = new Map(items.map((e) => [e.id, e]));
    expect(byId.get(busy)?.replies).toEqual({ going: 3, maybe: 1, declined: 2 });
    expect(byId.get(quiet)?.replies).toEqual({ going: 0, maybe: 0, declined: 0 });
    // Every event in the list has its counts, from one grouped read.
    expect(items.every((e) => e.replies !== undefined)).toBe(true);

    const one = (await (await t.request(`/api/events/${busy}`, { cookie: host.cookie })).json()) as HostEvent;
    expect(one.replies).toEqual({ going: 3, maybe: 1, declined: 2 });
  });

  it("nobody but the host sees an event's replies", async () => {
    const id = await newEvent();
    const p = await addGuest(id, "Pia");
    await reply(p.token, { response: "attending" });
    for (const cookie of [stranger.cookie, undefined]) {
      const res = await t.request(`/api/events/${id}`, { cookie });
      expect(res.status).toBe(200);
      const body = (await res.json()) as Event & { replies?: unknown };
      expect(body.replies).toBeUndefined();
    }
    const theirs = (await (await t.request("/api/events/mine", { cookie: stranger.cookie })).json()) as {
      items: HostEvent[];
    };
    expect(theirs.items.some((e) => e.id === id)).toBe(false);
    const publicList = JSON.stringify(await (await t.request("/api/events/public")).json());
    expect(publicList).not.toContain('"replies"');
  });
});
