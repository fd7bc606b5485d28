import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import type { RsvpSettings, RsvpView } from "../../contract/rsvp.ts";
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
  ...over,
});

async function newEvent(s: Partial<RsvpSettings> = {}, isPublic = true): Promise<string> {
  const res = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      title: "Sangeet",
      description: "Music and dance night.",
      date: "2031-01-05",
      time: "18:30",
      location: "Jaipur",
      isPublic,
      timeZone: "Asia/Kolkata",
    },
  });
  const { id } = (await res.json()) as { id: string };
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
    expect(ics).toContain("BEGIN:VEVENT");
    expect(ics).toContain("DTSTART:20310105T130000Z");
    expect(ics).toContain("SUMMARY:Sangeet");
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
