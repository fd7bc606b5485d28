import { beforeAll, describe, expect, it } from "vitest";
import type { Part, PartsForHost } from "../../contract/parts.ts";
import { addGuest, errorOf, host, newEvent, reply, startDoorApp, t } from "../test/check-in-setup.ts";
import { eventually } from "../test/eventually.ts";
import { joinEvent } from "../test/people.ts";
import { signUp } from "../test/test-app.ts";

// The host's parts API (issue 36): add, edit, reorder and remove the parts of an event, who may,
// and the mail to the guests who said yes to a part that is removed.

startDoorApp();

const part = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  date: "2034-02-13",
  startTime: "10:00",
  ...over,
});

const partsPath = (eventId: string) => `/api/events/${eventId}/parts`;

async function addPart(
  eventId: string,
  name: string,
  over: Record<string, unknown> = {},
  cookie = host.cookie,
) {
  const res = await t.request(partsPath(eventId), { cookie, json: part(name, over) });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as Part;
}

const forHost = async (eventId: string, cookie = host.cookie) =>
  (await (await t.request(partsPath(eventId), { cookie })).json()) as PartsForHost;

const fieldsOf = async (res: Response) =>
  ((await res.json()) as { error: { fields: Record<string, string> } }).error.fields;

describe("the host's parts", () => {
  it("adds parts at the end, with the event's location when no venue is given", async () => {
    const eventId = await newEvent(null);
    const haldi = await addPart(eventId, "Haldi", { endTime: "12:00", note: "Wear yellow", capacity: 40 });
    await addPart(eventId, "Sangeet", { venue: "Rambagh lawns", isPublic: false });
    const { parts, counts } = await forHost(eventId);
    expect(parts.map((p) => [p.name, p.position, p.venue, p.isPublic])).toEqual([
      ["Haldi", 0, null, true],
      ["Sangeet", 1, "Rambagh lawns", false],
    ]);
    expect(haldi).toMatchObject({ endTime: "12:00", note: "Wear yellow", capacity: 40 });
    // No guests yet: no counts.
    expect(counts).toEqual([]);
  });

  it("refuses a part without a name or date, an end before its start, and a thirteenth part", async () => {
    const eventId = await newEvent(null);
    const bad = await t.request(partsPath(eventId), {
      cookie: host.cookie,
      json: { name: " ", date: "", startTime: "19:00", endTime: "18:00" },
    });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toMatchObject({ name: "Name is required", date: "Date is required" });
    const backwards = await t.request(partsPath(eventId), {
      cookie: host.cookie,
      json: part("Sangeet", { startTime: "19:00", endTime: "18:00" }),
    });
    expect(await fieldsOf(backwards)).toEqual({ endTime: "The end must be after the start" });
    for (let i = 1; i <= 12; i++) await addPart(eventId, `Session ${i}`);
    const extra = await t.request(partsPath(eventId), { cookie: host.cookie, json: part("One more") });
    expect(extra.status).toBe(400);
    expect(await errorOf(extra)).toBe("An event can have at most 12 parts");
  });

  it("edits a part, and refuses a part of another event", async () => {
    const eventId = await newEvent(null);
    const other = await newEvent(null);
    const sangeet = await addPart(eventId, "Sangeet");
    const res = await t.request(`${partsPath(eventId)}/${sangeet.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: part("Sangeet night", { startTime: "19:30", endTime: "23:00", note: "Indo-western" }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      name: "Sangeet night",
      startTime: "19:30",
      note: "Indo-western",
    });
    const elsewhere = await t.request(`${partsPath(other)}/${sangeet.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: part("Stolen"),
    });
    expect(elsewhere.status).toBe(404);
    expect(await errorOf(elsewhere)).toBe("Part not found");
  });

  it("reorders the parts, naming every part once", async () => {
    const eventId = await newEvent(null);
    const [a, b, c] = [
      await addPart(eventId, "Haldi"),
      await addPart(eventId, "Sangeet"),
      await addPart(eventId, "Ceremony"),
    ];
    const order = (partIds: string[]) =>
      t.request(`${partsPath(eventId)}/order`, { method: "PUT", cookie: host.cookie, json: { partIds } });
    const res = await order([c.id, a.id, b.id]);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { items: Part[] }).items.map((p) => p.name)).toEqual([
      "Ceremony",
      "Haldi",
      "Sangeet",
    ]);
    const missing = await order([a.id, b.id]);
    expect(missing.status).toBe(400);
    expect(await errorOf(missing)).toBe("The new order must name every part of the event once");
    expect((await forHost(eventId)).parts.map((p) => p.name)).toEqual(["Ceremony", "Haldi", "Sangeet"]);
  });
});

describe("who may run the parts", () => {
  let eventId: string;
  const cookies: Record<"cohost" | "door" | "other", string> = { cohost: "", door: "", other: "" };
  beforeAll(async () => {
    eventId = await newEvent(null);
    for (const role of ["cohost", "door"] as const) {
      const account = await signUp(t, `parts-${role}@example.com`, role);
      cookies[role] = account.cookie;
      await joinEvent(
        t,
        host.cookie,
        eventId,
        { email: `parts-${role}@example.com`, cookie: account.cookie },
        role,
      );
    }
    cookies.other = (await signUp(t, "parts-other@example.com", "Other")).cookie;
  });

  it("lets a co-host read, add and remove parts", async () => {
    const mehndi = await addPart(eventId, "Mehndi", {}, cookies.cohost);
    expect((await forHost(eventId, cookies.cohost)).parts.map((p) => p.name)).toContain("Mehndi");
    const gone = await t.request(`${partsPath(eventId)}/${mehndi.id}`, {
      method: "DELETE",
      cookie: cookies.cohost,
    });
    expect(gone.status).toBe(204);
  });

  it("refuses door staff, another user and a visitor", async () => {
    const haldi = await addPart(eventId, "Haldi");
    for (const [who, cookie, status] of [
      ["door", cookies.door, 403],
      ["other", cookies.other, 403],
      ["anonymous", undefined, 401],
    ] as const) {
      const calls = [
        t.request(partsPath(eventId), { cookie }),
        t.request(partsPath(eventId), { cookie, json: part("Sneaky") }),
        t.request(`${partsPath(eventId)}/${haldi.id}`, { method: "PUT", cookie, json: part("Renamed") }),
        t.request(`${partsPath(eventId)}/order`, { method: "PUT", cookie, json: { partIds: [haldi.id] } }),
        t.request(`${partsPath(eventId)}/${haldi.id}/removal-notice`, { cookie }),
        t.request(`${partsPath(eventId)}/${haldi.id}`, { method: "DELETE", cookie }),
      ];
      expect(
        (await Promise.all(calls)).map((r) => r.status),
        who,
      ).toEqual(calls.map(() => status));
    }
    expect((await forHost(eventId)).parts.map((p) => p.name)).toEqual(["Haldi"]);
  });
});

describe("removing a part", () => {
  it("says who answered, and e-mails the guests who said yes that it is off", async () => {
    const eventId = await newEvent(null);
    const yes = [await addGuest(eventId), await addGuest(eventId)];
    const no = await addGuest(eventId);
    const silent = await addGuest(eventId);
    for (const g of yes) expect((await reply(g.token, "attending")).status).toBe(200);
    expect((await reply(no.token, "not_attending")).status).toBe(200);
    // The first part takes over the answers given before the event had parts.
    const ceremony = await addPart(eventId, "Ceremony", { date: "2034-02-14", startTime: "11:00" });
    const reception = await addPart(eventId, "Reception", { startTime: "19:00" });
    const counts = (await forHost(eventId)).counts.find((c) => c.partId === ceremony.id);
    expect(counts).toMatchObject({ confirmed: 2, declined: 1, invited: 1, seats: 2 });

    const notice = await t.request(`${partsPath(eventId)}/${ceremony.id}/removal-notice`, {
      cookie: host.cookie,
    });
    expect(await notice.json()).toEqual({ answered: 3, toTell: 2 });

    const before = (await t.outbox()).length;
    const res = await t.request(`${partsPath(eventId)}/${ceremony.id}?tell=1`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(res.status).toBe(204);
    await eventually(async () => (await t.outbox()).length >= before + 2);
    const mails = (await t.outbox()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual(yes.map((g) => g.email).sort());
    for (const m of mails) {
      expect(m.subject).toBe("Off: Ceremony – Wedding Reception");
      expect(m.text).toContain("Door Host has taken “Ceremony” off “Wedding Reception”");
      expect(m.text).toContain("Tuesday, February 14, 2034 at 11:00");
    }
    expect(mails[0].text).toMatch(/\/rsvp\/[\w-]+/);
    expect(mails.map((m) => m.to)).not.toContain(no.email);
    expect(mails.map((m) => m.to)).not.toContain(silent.email);

    const { parts } = await forHost(eventId);
    expect(parts.map((p) => [p.name, p.position])).toEqual([["Reception", 0]]);
    expect(reception.position).toBe(1);

    const activity = (await (
      await t.request(`/api/events/${eventId}/activity`, { cookie: host.cookie })
    ).json()) as {
      items: { action: string; subject: string }[];
    };
    expect(activity.items.map((i) => [i.action, i.subject])).toEqual(
      expect.arrayContaining([
        ["part_added", "Ceremony"],
        ["part_added", "Reception"],
        ["part_removed", "Ceremony"],
      ]),
    );
  });

  it("sends nothing without tell", async () => {
    const eventId = await newEvent(null);
    const g = await addGuest(eventId);
    expect((await reply(g.token, "attending")).status).toBe(200);
    const haldi = await addPart(eventId, "Haldi");
    const before = (await t.outbox()).length;
    const res = await t.request(`${partsPath(eventId)}/${haldi.id}`, {
      method: "DELETE",
      cookie: host.cookie,
    });
    expect(res.status).toBe(204);
    // A mail, had one been started, is written within this wait (the tell test's take well under it).
    await new Promise((r) => setTimeout(r, 300));
    expect((await t.outbox()).slice(before).filter((m) => m.subject.startsWith("Off:"))).toEqual([]);
    expect((await forHost(eventId)).parts).toEqual([]);
  });
});
