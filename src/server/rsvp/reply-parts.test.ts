import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import type { PartCounts } from "../../contract/parts.ts";
import { replyPartMessages } from "../../contract/reply-parts.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { eventually } from "../test/eventually.ts";
import { customTemplate } from "../test/invitation-fixtures.ts";
import { calendarAttachment } from "../test/parse-calendar-file.ts";
import { host, invite, newEvent, openReply, reply, startRsvpApp, t } from "../test/rsvp-setup.ts";

// A guest's reply at an event in parts (issue 36): their page shows only their parts, they answer
// each one, the answers decide their status under each part's capacity, the confirmation lists the
// parts they come to with one calendar entry per part, and a stranger registers for public parts.

startRsvpApp();

const actor = (): CurrentUser => ({
  id: host.id,
  email: host.email,
  name: "Host",
  image: null,
  emailVerified: false,
  isAdmin: false,
});

const part = (name: string, over: Record<string, unknown> = {}) => ({
  name,
  date: "2031-01-05",
  startTime: "10:00",
  endTime: "12:00",
  venue: null,
  note: "",
  capacity: null,
  isPublic: true,
  ...over,
});

/** A wedding in four parts (no parts API on this branch yet: the parts service, as its own tests do). */
async function wedding(over: Record<string, Record<string, unknown>> = {}) {
  const eventId = await newEvent({});
  const names = ["Haldi", "Mehndi", "Sangeet", "Reception"];
  const parts = [];
  for (const name of names)
    parts.push(await t.services.parts.create(actor(), eventId, part(name, over[name])));
  return { eventId, parts };
}

const view = async (token: string) => (await (await t.request(`/api/rsvp/${token}`)).json()) as RsvpView;
const counts = async (eventId: string) =>
  Object.fromEntries((await t.services.parts.counts(eventId)).map((c) => [c.partId, c])) as Record<
    string,
    PartCounts
  >;
const errorOf = async (res: Response) =>
  ((await res.json()) as { error: { message: string; fields?: Record<string, string> } }).error;
const mailsTo = async (to: string) =>
  (await t.outbox()).filter((m) => m.to === to || m.to.includes(`<${to}>`));

describe("the reply at an event in parts", () => {
  it("shows only the guest's parts, in order, with when, where, directions and dress code", async () => {
    const { eventId, parts } = await wedding({
      Haldi: { venue: "Courtyard, Rambagh Palace", note: "Dress code: Yellow" },
    });
    const [haldi, , sangeet] = parts;
    const { guest, token } = await invite(eventId, "Asha Parts", 1);
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [sangeet.id, haldi.id]);
    const v = await view(token);
    expect(v.parts.map((p) => p.name)).toEqual(["Haldi", "Sangeet"]);
    expect(v.parts[0]).toMatchObject({
      place: "Courtyard, Rambagh Palace",
      directionsUrl: "https://www.google.com/maps/search/?api=1&query=Courtyard%2C%20Rambagh%20Palace",
      note: "Dress code: Yellow",
      startTime: "10:00",
      endTime: "12:00",
      answer: { status: "invited", party: 0 },
    });
    // No own venue: the event's location.
    expect(v.parts[1].place).toBe("Jaipur");
  });

  it("yes to one part and no to another: Attending, each part counted, the party per part", async () => {
    const { eventId, parts } = await wedding();
    const [haldi, mehndi] = parts;
    const { guest, token } = await invite(eventId, "Bela Parts", 2);
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [haldi.id, mehndi.id]);
    const res = await reply(token, {
      response: "attending",
      plusOnes: ["Kiran"],
      parts: [
        { partId: haldi.id, attending: true, party: 2 },
        { partId: mehndi.id, attending: false, party: 1 },
      ],
    });
    expect(res.status).toBe(200);
    const saved = (await res.json()) as RsvpView;
    expect(saved.guest?.status).toBe("confirmed");
    expect(saved.guest?.plusOnes).toEqual(["Kiran"]);
    expect(saved.parts.map((p) => p.answer)).toEqual([
      { status: "confirmed", party: 2 },
      { status: "declined", party: 0 },
    ]);
    const c = await counts(eventId);
    expect(c[haldi.id]).toMatchObject({ confirmed: 1, seats: 2 });
    expect(c[mehndi.id]).toMatchObject({ declined: 1, seats: 0 });

    // No to every part: Not attending, whatever `response` said.
    const no = await reply(token, {
      response: "attending",
      parts: [
        { partId: haldi.id, attending: false, party: 1 },
        { partId: mehndi.id, attending: false, party: 1 },
      ],
    });
    expect(((await no.json()) as RsvpView).guest?.status).toBe("declined");
    expect((await counts(eventId))[haldi.id]).toMatchObject({ confirmed: 0, declined: 1, seats: 0 });
  });

  it("needs an answer for each of the guest's parts, and refuses a part they are not invited to", async () => {
    const { eventId, parts } = await wedding();
    const [haldi, mehndi, sangeet] = parts;
    const { guest, token } = await invite(eventId, "Chitra Parts");
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [haldi.id, mehndi.id]);
    const missing = await reply(token, {
      response: "attending",
      parts: [{ partId: haldi.id, attending: true, party: 1 }],
    });
    expect(missing.status).toBe(400);
    expect((await errorOf(missing)).fields).toEqual({
      [`parts.${mehndi.id}`]: replyPartMessages.answerEachPart,
    });
    // Without parts at all (an old client): the same, for each part.
    const none = await reply(token, { response: "attending" });
    expect(Object.keys((await errorOf(none)).fields ?? {})).toHaveLength(2);
    const stranger = await reply(token, {
      response: "attending",
      parts: [
        { partId: haldi.id, attending: true, party: 1 },
        { partId: mehndi.id, attending: true, party: 1 },
        { partId: sangeet.id, attending: true, party: 1 },
      ],
    });
    expect(stranger.status).toBe(400);
    expect((await errorOf(stranger)).message).toBe("You are not invited to this part");
    // Nothing was saved by the refused replies.
    expect((await view(token)).guest?.respondedAt).toBeNull();
    expect((await counts(eventId))[haldi.id]).toMatchObject({ confirmed: 0 });
  });

  it("holds each part's capacity: a Yes that does not fit waits on that part; the event's capacity is not applied", async () => {
    const eventId = await newEvent({ capacity: 1 });
    const haldi = await t.services.parts.create(actor(), eventId, part("Haldi", { capacity: 2 }));
    const first = await invite(eventId, "Deepa Parts", 1);
    const second = await invite(eventId, "Esha Parts", 1);
    await t.services.parts.invite(actor(), eventId, { guestIds: [first.guest.id, second.guest.id] }, [
      haldi.id,
    ]);
    const a = await reply(first.token, {
      response: "attending",
      plusOnes: ["Farhan"],
      parts: [{ partId: haldi.id, attending: true, party: 2 }],
    });
    // Two people at an event whose own capacity is one: the part's capacity is the one that counts.
    expect(((await a.json()) as RsvpView).guest?.status).toBe("confirmed");
    const b = await reply(second.token, {
      response: "attending",
      parts: [{ partId: haldi.id, attending: true, party: 1 }],
    });
    const waiting = (await b.json()) as RsvpView;
    expect(waiting.guest?.status).toBe("waitlisted");
    expect(waiting.parts[0].answer).toEqual({ status: "waitlisted", party: 1 });
    // The first says no: the seat frees and the waitlist of the part moves up.
    await reply(first.token, {
      response: "not_attending",
      parts: [{ partId: haldi.id, attending: false, party: 1 }],
    });
    expect((await view(second.token)).guest?.status).toBe("confirmed");
    expect((await counts(eventId))[haldi.id]).toMatchObject({ confirmed: 1, waitlisted: 0, seats: 1 });
  });

  it("confirms with the parts they come to and one .ics holding exactly those parts", async () => {
    const { eventId, parts } = await wedding({ Sangeet: { startTime: "19:00", endTime: null } });
    const [haldi, mehndi, sangeet] = parts;
    const { guest, token } = await invite(eventId, "Gita Parts");
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [
      haldi.id,
      mehndi.id,
      sangeet.id,
    ]);
    const res = await reply(token, {
      response: "attending",
      parts: [
        { partId: haldi.id, attending: true, party: 1 },
        { partId: mehndi.id, attending: false, party: 1 },
        { partId: sangeet.id, attending: true, party: 1 },
      ],
    });
    expect(res.status).toBe(200);
    await eventually(async () => (await mailsTo(guest.email!)).length > 0, 15_000);
    const [mail] = await mailsTo(guest.email!);
    expect(mail.text).toContain("You are coming to:\n- Haldi · Sun 5 Jan, 10:00–12:00 · Jaipur");
    expect(mail.text).toContain("- Sangeet · Sun 5 Jan, 19:00 · Jaipur");
    expect(mail.text).not.toContain("Mehndi");
    const calendar = new ICAL.Component(ICAL.parse(calendarAttachment(mail.raw)));
    const entries = calendar.getAllSubcomponents("vevent").map((v) => new ICAL.Event(v));
    expect(entries.map((e) => e.uid)).toEqual([`${haldi.id}@eventhub`, `${sangeet.id}@eventhub`]);
    expect(entries.map((e) => e.summary)).toEqual(["Haldi · Sangeet", "Sangeet · Sangeet"]);
    // Wall clock 10:00–12:00 in Asia/Kolkata; the Sangeet has no end: the default three hours.
    expect(entries[0].startDate.toJSDate().toISOString()).toBe("2031-01-05T04:30:00.000Z");
    expect(entries[0].endDate.toJSDate().toISOString()).toBe("2031-01-05T06:30:00.000Z");
    expect(entries[1].endDate.toJSDate().toISOString()).toBe("2031-01-05T16:30:00.000Z");
    for (const v of calendar.getAllSubcomponents("vevent")) {
      expect(v.getFirstPropertyValue("sequence")).toBeTypeOf("number");
      expect(v.getFirstPropertyValue("last-modified")).not.toBeNull();
    }
    // The page's calendar link gives the same entries.
    const file = await (await t.request(`/api/rsvp/${token}/event.ics`)).text();
    expect(new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent")).toHaveLength(2);
  });

  it("an event without parts replies as before: no parts in the view, the event's own calendar", async () => {
    const eventId = await newEvent({});
    const { token } = await invite(eventId, "Hema Noparts");
    expect((await view(token)).parts).toEqual([]);
    const res = await reply(token, { response: "attending" });
    expect(((await res.json()) as RsvpView).guest?.status).toBe("confirmed");
    const file = await (await t.request(`/api/rsvp/${token}/event.ics`)).text();
    const entries = new ICAL.Component(ICAL.parse(file)).getAllSubcomponents("vevent");
    expect(entries.map((v) => v.getFirstPropertyValue("uid"))).toEqual([`${eventId}@eventhub`]);
  });
});

describe("the invitation at an event in parts", () => {
  it("lists the guest's parts in order, and only theirs", async () => {
    const { eventId, parts } = await wedding({
      Reception: { venue: "Lawn", startTime: "20:00", endTime: null },
    });
    const [haldi, , , reception] = parts;
    const { guest } = await invite(eventId, "Jaya Parts");
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [reception.id, haldi.id]);
    const res = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: {
        eventId,
        templateId: await customTemplate(t, host),
        design: "template",
        title: "Our wedding",
        message: "Join us.",
        replyToHost: false,
        guestId: guest.id,
      },
    });
    expect(res.status).toBe(200);
    const { html } = (await res.json()) as { html: string };
    const items = [...html.matchAll(/<li[^>]*>([^<]*)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual(["Haldi · Sun 5 Jan, 10:00–12:00 · Jaipur", "Reception · Sun 5 Jan, 20:00 · Lawn"]);
  });
});

describe("open registration at an event in parts", () => {
  it("offers the public parts and joins a stranger to the ones they chose", async () => {
    const { eventId, parts } = await wedding({ Haldi: { isPublic: false } });
    const [haldi, mehndi, sangeet] = parts;
    const form = (await (await t.request(`/api/events/${eventId}/rsvp`)).json()) as RsvpView;
    expect(form.parts.map((p) => p.name)).toEqual(["Mehndi", "Sangeet", "Reception"]);
    expect(form.parts[0].answer).toBeNull();

    const who = { name: "Isha Stranger", email: "isha.parts@example.com" };
    const none = await openReply(eventId, { ...who, response: "attending", parts: [] }, "10.9.0.1");
    expect(none.status).toBe(400);
    expect((await errorOf(none)).fields).toEqual({ parts: replyPartMessages.chooseAPublicPart });
    const closed = await openReply(
      eventId,
      { ...who, response: "attending", parts: [{ partId: haldi.id, attending: true }] },
      "10.9.0.2",
    );
    expect(closed.status).toBe(400);

    const ok = await openReply(
      eventId,
      { ...who, response: "attending", parts: [{ partId: sangeet.id, attending: true }] },
      "10.9.0.3",
    );
    expect(ok.status).toBe(200);
    const c = await counts(eventId);
    expect(c[sangeet.id]).toMatchObject({ confirmed: 1, seats: 1 });
    expect(c[mehndi.id]?.invited ?? 0).toBe(0);
    expect(c[haldi.id]?.invited ?? 0).toBe(0);
    const [mail] = await mailsTo(who.email);
    const calendar = new ICAL.Component(ICAL.parse(calendarAttachment(mail.raw)));
    expect(calendar.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"))).toEqual([
      `${sangeet.id}@eventhub`,
    ]);
  });
});
