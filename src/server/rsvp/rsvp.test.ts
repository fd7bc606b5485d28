import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import type { RsvpSettings, RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { createEvent } from "../test/new-event.ts";
import { parseCalendarFile } from "../test/parse-calendar-file.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  // Each test replies from its own address, so the public rate limit never mixes tests.
  t = await createTestApp({ TRUST_PROXY: "true" });
  host = await signUp(t, "host@example.com", "Host Person");
});
afterAll(() => t.close());

const settings = (over: Partial<RsvpSettings> = {}): RsvpSettings => ({
  rsvpDeadline: null,
  capacity: null,
  askMeal: false,
  mealOptions: [],
  askDietary: false,
  hostMessage: "",
  openPlusOnes: 0,
  ...over,
});

async function newEvent(s: Partial<RsvpSettings> = {}, isPublic = true): Promise<string> {
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

async function invite(
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
const openReply = (eventId: string, body: object, address: string) =>
  t.request(`/api/events/${eventId}/rsvp`, { json: body, headers: { "x-forwarded-for": address } });
const reply = (token: string, body: object) => t.request(`/api/rsvp/${token}`, { method: "PUT", json: body });
const statuses = async (eventId: string) => {
  const page = (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
  return Object.fromEntries(page.items.map((g) => [g.name, g.status]));
};

describe("replying through a personal link", () => {
  it("shows the event and only the guest's own answer, and saves a reply with +1s", async () => {
    const id = await newEvent({
      askMeal: true,
      mealOptions: ["Veg", "Non-veg"],
      askDietary: true,
      hostMessage: "Dress: festive!",
    });
    const { token } = await invite(id, "Meera", 2);
    await invite(id, "Other Guest");
    const view = (await (await t.request(`/api/rsvp/${token}`)).json()) as RsvpView;
    expect(view.event).toMatchObject({
      title: "Sangeet",
      hostName: "Host Person",
      hostMessage: "Dress: festive!",
      startsAt: "2031-01-05T13:00:00.000Z",
    });
    expect(view.form).toMatchObject({
      closed: false,
      askMeal: true,
      mealOptions: ["Veg", "Non-veg"],
      plusOnesAllowed: 2,
    });
    expect(view.guest?.name).toBe("Meera");
    expect(JSON.stringify(view)).not.toContain("other@example.com");
    expect(JSON.stringify(view)).not.toContain("meera@example.com");

    const res = await reply(token, {
      response: "attending",
      plusOnes: ["Arjun", "Kavya"],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
      noteToHost: "Can't wait!",
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as RsvpView;
    expect(saved.guest).toMatchObject({
      status: "confirmed",
      plusOnes: ["Arjun", "Kavya"],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
      noteToHost: "Can't wait!",
    });
    expect((await statuses(id)).Meera).toBe("confirmed");

    const changed = (await (await reply(token, { response: "not_attending" })).json()) as RsvpView;
    expect(changed.guest).toMatchObject({ status: "declined", plusOnes: [], mealChoice: null });
  });

  it("refuses more +1s than the host allows", async () => {
    const id = await newEvent();
    const { token } = await invite(id, "Solo", 0);
    const res = await reply(token, { response: "attending", plusOnes: ["Friend"] });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("This invitation is for you alone");
  });

  it("closes replies after the deadline day in the event's zone", async () => {
    const id = await newEvent({ rsvpDeadline: "2020-01-01" });
    const { token } = await invite(id, "Late");
    expect(((await (await t.request(`/api/rsvp/${token}`)).json()) as RsvpView).form.closed).toBe(true);
    const res = await reply(token, { response: "attending" });
    expect(res.status).toBe(403);
    expect((await res.json()).error.message).toBe("Replies to this event are closed");
  });

  it("answers an unknown or malformed token with a clear message and no data", async () => {
    const res = await t.request(`/api/rsvp/${"0".repeat(64)}`);
    expect(res.status).toBe(404);
    expect((await res.json()).error.message).toBe(
      "This RSVP link is not valid. Please ask the host for a new one.",
    );
    expect((await t.request("/api/rsvp/short")).status).toBe(404);
  });

  it("offers a calendar file with the start in UTC", async () => {
    const id = await newEvent();
    const { token } = await invite(id, "Cal");
    const res = await t.request(`/api/rsvp/${token}/event.ics`);
    expect(res.headers.get("content-type")).toContain("text/calendar");
    const ics = await res.text();
    expect(ics).toContain("DTSTART:20310105T130000Z");
    // Read as Thunderbird reads it: the served file parses, with the event's own text and instant.
    const parsed = parseCalendarFile(ics);
    expect(parsed).toMatchObject({ summary: "Sangeet", location: "Jaipur", uid: `${id}@eventhub` });
    expect(parsed.start.toISOString()).toBe("2031-01-05T13:00:00.000Z");
    expect(parsed.dtstamp).not.toBeNull();
  });

  it("gives a moved event's file the same UID with a higher SEQUENCE and a later LAST-MODIFIED", async () => {
    const id = await newEvent();
    const { token } = await invite(id, "Moved");
    const file = async () =>
      parseCalendarFile(await (await t.request(`/api/rsvp/${token}/event.ics`)).text());
    const before = await file();
    // Revisions are counted in whole seconds (calendar-file.ts): the host moves it a moment later.
    await new Promise((r) => setTimeout(r, 1100));
    const moved = await t.request(`/api/events/${id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: {
        title: "Sangeet",
        description: "Music and dance night.",
        date: "2031-01-05",
        time: "20:00",
        location: "Jaipur",
        isPublic: true,
        timeZone: "Asia/Kolkata",
      },
    });
    expect(moved.status).toBe(200);
    const after = await file();
    expect(after.uid).toBe(before.uid);
    expect(after.start.toISOString()).toBe("2031-01-05T14:30:00.000Z");
    expect(before.sequence).toEqual(expect.any(Number));
    expect(after.sequence).toBeGreaterThan(before.sequence ?? Number.POSITIVE_INFINITY);
    expect(before.lastModified).toBeInstanceOf(Date);
    expect(after.lastModified?.getTime()).toBeGreaterThan(
      before.lastModified?.getTime() ?? Number.POSITIVE_INFINITY,
    );
  });
});

describe("capacity and waitlist", () => {
  it("puts replies past capacity on the waitlist and moves them up when a seat frees", async () => {
    const id = await newEvent({ capacity: 3 });
    const a = await invite(id, "Anil", 1);
    const b = await invite(id, "Bina", 1);
    const c = await invite(id, "Chai");
    expect(
      ((await (await reply(a.token, { response: "attending", plusOnes: ["Anil+1"] })).json()) as RsvpView)
        .guest?.status,
    ).toBe("confirmed");
    // 2 seats taken; Bina needs 2 of the 1 left.
    expect(
      ((await (await reply(b.token, { response: "attending", plusOnes: ["Bina+1"] })).json()) as RsvpView)
        .guest?.status,
    ).toBe("waitlisted");
    expect(((await (await reply(c.token, { response: "attending" })).json()) as RsvpView).guest?.status).toBe(
      "confirmed",
    );
    // Anil declines: 2 seats free, Bina (first in line) moves up.
    await reply(a.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Anil: "declined", Bina: "confirmed", Chai: "confirmed" });
  });

  it("raising the capacity promotes the waitlist at once", async () => {
    const id = await newEvent({ capacity: 1 });
    const a = await invite(id, "First");
    const b = await invite(id, "Second");
    await reply(a.token, { response: "attending" });
    await reply(b.token, { response: "attending" });
    expect((await statuses(id)).Second).toBe("waitlisted");
    await t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ capacity: 2 }),
    });
    expect((await statuses(id)).Second).toBe("confirmed");
  });
});

describe("capacity and waitlist at their edges", () => {
  // Replies from an address per test, so these many replies stay clear of the public rate limit.
  let address = 0;
  let from: Record<string, string>;
  beforeEach(() => {
    from = { "x-forwarded-for": `192.0.2.${++address}` };
  });
  const reply = (token: string, body: object) =>
    t.request(`/api/rsvp/${token}`, { method: "PUT", json: body, headers: from });
  const statusOf = async (token: string, body: object) =>
    ((await (await reply(token, body)).json()) as RsvpView).guest?.status;
  const setCapacity = (id: string, capacity: number | null) =>
    t.request(`/api/events/${id}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ capacity }),
    });

  it("confirms the reply that fills the last seat, and waitlists one seat more", async () => {
    const id = await newEvent({ capacity: 3 });
    const a = await invite(id, "Asha", 1);
    const b = await invite(id, "Bala");
    const c = await invite(id, "Chitra");
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Asha+1"] })).toBe("confirmed");
    expect(await statusOf(b.token, { response: "attending" })).toBe("confirmed");
    expect(await statusOf(c.token, { response: "attending" })).toBe("waitlisted");
  });

  it("counts a confirmed guest's own seats once when they reply again", async () => {
    const id = await newEvent({ capacity: 2 });
    const a = await invite(id, "Dev", 1);
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("confirmed");
    // Full, with Dev's own two seats: the same reply again, or a smaller one, stays confirmed.
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("confirmed");
    expect(await statusOf(a.token, { response: "attending" })).toBe("confirmed");
    const b = await invite(id, "Esha");
    expect(await statusOf(b.token, { response: "attending" })).toBe("confirmed");
    // Now Dev's +1 would need a third seat.
    expect(await statusOf(a.token, { response: "attending", plusOnes: ["Dev+1"] })).toBe("waitlisted");
  });

  it("moves the waitlist up in reply order, never skipping a party at its head that does not fit", async () => {
    const id = await newEvent({ capacity: 2 });
    const [a, b, c, d] = [
      await invite(id, "Farah"),
      await invite(id, "Gopal"),
      await invite(id, "Hari", 1),
      await invite(id, "Indu"),
    ];
    await reply(a.token, { response: "attending" });
    await reply(b.token, { response: "attending" });
    expect(await statusOf(c.token, { response: "attending", plusOnes: ["Hari+1"] })).toBe("waitlisted");
    expect(await statusOf(d.token, { response: "attending" })).toBe("waitlisted");
    // One seat frees: Hari's party needs two, and Indu behind him waits too.
    await reply(a.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Hari: "waitlisted", Indu: "waitlisted" });
    // Two free: Hari's party moves up and fills them; Indu still waits.
    await reply(b.token, { response: "not_attending" });
    expect(await statuses(id)).toMatchObject({ Hari: "confirmed", Indu: "waitlisted" });
    // One more seat: exactly Indu's.
    await setCapacity(id, 3);
    expect(await statuses(id)).toMatchObject({ Hari: "confirmed", Indu: "confirmed" });
  });

  it("with no capacity everyone is confirmed, and removing it seats the whole waitlist", async () => {
    const id = await newEvent({ capacity: 1 });
    const [a, b, c] = [await invite(id, "Jaya"), await invite(id, "Kiran", 2), await invite(id, "Lata")];
    await reply(a.token, { response: "attending" });
    expect(await statusOf(b.token, { response: "attending", plusOnes: ["K1", "K2"] })).toBe("waitlisted");
    expect(await statusOf(c.token, { response: "attending" })).toBe("waitlisted");
    await setCapacity(id, null);
    expect(await statuses(id)).toMatchObject({ Jaya: "confirmed", Kiran: "confirmed", Lata: "confirmed" });
    const d = await invite(id, "Mohan", 3);
    expect(await statusOf(d.token, { response: "attending", plusOnes: ["M1", "M2", "M3"] })).toBe(
      "confirmed",
    );
  });
});

describe("RSVP settings", () => {
  it("round-trips the +1s an open registrant may bring, 0 unless the host raises it", async () => {
    const id = await newEvent();
    const path = `/api/events/${id}/rsvp-settings`;
    const read = async () => (await (await t.request(path, { cookie: host.cookie })).json()) as RsvpSettings;
    expect((await read()).openPlusOnes).toBe(0);

    const saved = await t.request(path, {
      method: "PUT",
      cookie: host.cookie,
      json: settings({ openPlusOnes: 3 }),
    });
    expect(saved.status).toBe(200);
    expect((await saved.json()).openPlusOnes).toBe(3);
    // Who is coming was never chosen: a public event's default is read back.
    expect(await read()).toEqual(settings({ openPlusOnes: 3, showGoing: "count" }));

    for (const bad of [11, -1, 1.5, "2"]) {
      const res = await t.request(path, {
        method: "PUT",
        cookie: host.cookie,
        json: { ...settings(), openPlusOnes: bad },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toHaveProperty("openPlusOnes");
    }
    expect((await read()).openPlusOnes).toBe(3);

    // A client that does not know the setting leaves registrants alone, as the spec has it.
    const { openPlusOnes: _, ...older } = settings({ capacity: 10 });
    await t.request(path, { method: "PUT", cookie: host.cookie, json: older });
    expect(await read()).toMatchObject({ capacity: 10, openPlusOnes: 0 });
  });
});

describe("open RSVP from the public page", () => {
  it("adds a new person as confirmed and e-mails them their personal link and the calendar file", async () => {
    const id = await newEvent();
    const res = await t.request(`/api/events/${id}/rsvp`, {
      json: { name: "Walk In", email: "Walk.In@example.com", response: "attending" },
    });
    expect(await res.json()).toEqual({
      message: "Thank you! We have e-mailed you a link to see or change your reply. Please check your inbox.",
    });
    expect((await statuses(id))["Walk In"]).toBe("confirmed");
    const mail = (await t.outbox()).find((m) => m.to === "walk.in@example.com") as unknown as {
      text: string;
      attachments: string[];
    };
    expect(mail.text).toContain("You are attending. See you there!");
    expect(mail.text).toMatch(/\/rsvp\/[a-f0-9]{64}/);
    expect(mail.attachments).toEqual(["event.ics"]);
  });

  it("changes nothing for an address already on the list, mails its owner, and answers like for anyone", async () => {
    const id = await newEvent();
    const known = await invite(id, "Known");
    await reply(known.token, { response: "attending", noteToHost: "Mine" });
    const stranger = await t.request(`/api/events/${id}/rsvp`, {
      json: { name: "Imposter", email: "known@example.com", response: "not_attending", noteToHost: "Gotcha" },
    });
    const newcomer = await t.request(`/api/events/${id}/rsvp`, {
      json: { name: "New Person", email: "new-person@example.com", response: "not_attending" },
    });
    // The same status and the same body: the answer does not tell who is invited.
    expect(stranger.status).toBe(newcomer.status);
    expect(await stranger.json()).toEqual(await newcomer.json());
    const page = (await (
      await t.request(`/api/events/${id}/guests?search=known`, { cookie: host.cookie })
    ).json()) as GuestPage;
    expect(page.items[0]).toMatchObject({ name: "Known", status: "confirmed", noteToHost: "Mine" });
    const mail = (await t.outbox()).find((m) => m.to === "known@example.com");
    expect(mail?.text).toContain("You are already on the guest list, so nothing was changed.");
    expect(mail?.text).toContain(`/rsvp/${known.token}`);
  });

  it("is refused for a private event and accepts only the known fields", async () => {
    const priv = await newEvent({}, false);
    expect(
      (
        await t.request(`/api/events/${priv}/rsvp`, {
          json: { name: "X", email: "x@example.com", response: "attending" },
        })
      ).status,
    ).toBe(403);
    const pub = await newEvent();
    await t.request(`/api/events/${pub}/rsvp`, {
      json: {
        name: "Sneaky",
        email: "sneaky@example.com",
        response: "attending",
        status: "confirmed",
        plusOnesAllowed: 10,
      },
    });
    const page = (await (
      await t.request(`/api/events/${pub}/guests`, { cookie: host.cookie })
    ).json()) as GuestPage;
    expect(page.items[0]).toMatchObject({ name: "Sneaky", plusOnesAllowed: 0 });
  });

  it("lets a registrant bring +1s up to the host's limit; they take seats like a personal reply's", async () => {
    const id = await newEvent({ capacity: 4, openPlusOnes: 2, askMeal: true, mealOptions: ["Veg"] });
    const view = (await (await t.request(`/api/events/${id}/rsvp`)).json()) as RsvpView;
    expect(view.form.plusOnesAllowed).toBe(2);
    const open = (body: object) => openReply(id, body, "198.51.100.1");

    const party = await open({
      name: "Party Of Three",
      email: "party@example.com",
      response: "attending",
      plusOnes: ["Asha", "Bala"],
      mealChoice: "Veg",
      noteToHost: "We three",
    });
    expect(party.status).toBe(200);
    // 3 of 4 seats taken: a pair no longer fits and waits; someone alone still does.
    await open({ name: "Pair", email: "pair@example.com", response: "attending", plusOnes: ["Chitra"] });
    await open({ name: "Single", email: "single@example.com", response: "attending" });
    const page = (await (
      await t.request(`/api/events/${id}/guests?pageSize=25`, { cookie: host.cookie })
    ).json()) as GuestPage;
    const byName = Object.fromEntries(page.items.map((g) => [g.name, g]));
    expect(byName["Party Of Three"]).toMatchObject({
      status: "confirmed",
      plusOnes: ["Asha", "Bala"],
      plusOnesAllowed: 2,
      mealChoice: "Veg",
      noteToHost: "We three",
    });
    expect(byName.Pair).toMatchObject({ status: "waitlisted", plusOnes: ["Chitra"] });
    expect(byName.Single).toMatchObject({ status: "confirmed" });

    // Their personal link allows what registering allowed.
    const mail = (await t.outbox()).find((m) => m.to === "party@example.com") as unknown as { text: string };
    const token = mail.text.match(/\/rsvp\/([a-f0-9]{64})/)![1];
    const personal = (await (await t.request(`/api/rsvp/${token}`)).json()) as RsvpView;
    expect(personal.form.plusOnesAllowed).toBe(2);
    expect(personal.guest?.plusOnes).toEqual(["Asha", "Bala"]);
  });

  it("refuses more +1s than the host allows, whoever the address belongs to, and saves nothing", async () => {
    const id = await newEvent({ openPlusOnes: 1 });
    const known = await invite(id, "Listed");
    const tooMany = { response: "attending", plusOnes: ["One", "Two"] };
    const stranger = await openReply(
      id,
      { name: "Crowd", email: "crowd@example.com", ...tooMany },
      "198.51.100.2",
    );
    expect(stranger.status).toBe(400);
    const body = await stranger.json();
    expect(body.error.message).toBe(rsvpMessages.tooManyPlusOnes(1));
    expect(body.error.fields.plusOnes).toBe("You can bring up to 1 guest");
    // An address on the list gets the same refusal: the answer tells nothing about the list.
    const listed = await openReply(
      id,
      { name: "Listed", email: known.guest.email, ...tooMany },
      "198.51.100.2",
    );
    expect(listed.status).toBe(400);
    expect(await listed.json()).toEqual(body);
    expect(Object.keys(await statuses(id))).toEqual(["Listed"]);

    // Left at 0, the spec's rule: an open reply comes alone.
    const alone = await newEvent();
    expect(
      ((await (await t.request(`/api/events/${alone}/rsvp`)).json()) as RsvpView).form.plusOnesAllowed,
    ).toBe(0);
    const res = await openReply(
      alone,
      { name: "Plus", email: "plus@example.com", response: "attending", plusOnes: ["Friend"] },
      "198.51.100.2",
    );
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("This invitation is for you alone");
  });

  it("keeps no +1s or meal of a registrant who is not attending", async () => {
    const id = await newEvent({ openPlusOnes: 2, askMeal: true, mealOptions: ["Veg"] });
    const res = await openReply(
      id,
      {
        name: "Not Coming",
        email: "not-coming@example.com",
        response: "not_attending",
        plusOnes: ["Ghost", "Shadow", "Third"],
        mealChoice: "Veg",
        noteToHost: "Sorry!",
      },
      "198.51.100.3",
    );
    expect(res.status).toBe(200);
    const page = (await (
      await t.request(`/api/events/${id}/guests`, { cookie: host.cookie })
    ).json()) as GuestPage;
    expect(page.items[0]).toMatchObject({
      status: "declined",
      plusOnes: [],
      mealChoice: null,
      noteToHost: "Sorry!",
    });
  });

  it("is rate limited per address", async () => {
    const id = await newEvent();
    const statusesSeen: number[] = [];
    for (let i = 0; i < 22; i++) {
      const res = await t.request(`/api/events/${id}/rsvp`, {
        json: { name: `Flood ${i}`, email: `flood${i}@example.com`, response: "attending" },
        headers: { "x-forwarded-for": "203.0.113.99" },
      });
      statusesSeen.push(res.status);
    }
    expect(statusesSeen.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(statusesSeen.slice(20)).toEqual([429, 429]);
  });
});
