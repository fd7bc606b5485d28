import { describe, expect, it } from "vitest";
import type { RsvpSettings, RsvpView } from "../../contract/rsvp.ts";
import { parseCalendarFile } from "../test/parse-calendar-file.ts";
import { host, invite, newEvent, reply, settings, startRsvpApp, statuses, t } from "../test/rsvp-setup.ts";

// Replying through a personal link, the calendar file, and the RSVP settings.

startRsvpApp();

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

    // Declining keeps the party for the guest's form, should they come back (plus-one-answers.test.ts).
    const changed = (await (await reply(token, { response: "not_attending" })).json()) as RsvpView;
    expect(changed.guest).toMatchObject({
      status: "declined",
      plusOnes: ["Arjun", "Kavya"],
      mealChoice: "Veg",
    });
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
