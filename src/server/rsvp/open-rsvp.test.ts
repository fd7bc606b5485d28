import { describe, expect, it } from "vitest";
import type { GuestPage } from "../../contract/guests.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { host, invite, newEvent, openReply, reply, startRsvpApp, statuses, t } from "../test/rsvp-setup.ts";

// Open RSVP from the public page: registrants, their +1s, privacy and the rate limit.

startRsvpApp();

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
