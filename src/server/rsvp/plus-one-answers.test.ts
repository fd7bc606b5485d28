import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Guest, GuestPage } from "../../contract/guests.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { unzip } from "../test/profile-setup.ts";
import { host, invite, newEvent, openReply, reply, startRsvpApp, t } from "../test/rsvp-setup.ts";

// Issue 34, item 1: each +1 is a person. Every person in a party answers the meal and dietary
// questions; the counts count people; Maybe and No keep the party for the guest's return but show
// the host none of it.

startRsvpApp();

const mealEvent = () =>
  newEvent({ askMeal: true, mealOptions: ["Veg", "Non-veg", "Jain"], askDietary: true, openPlusOnes: 2 });

const party = {
  response: "attending",
  plusOnes: ["Arjun", "Kavya"],
  plusOneAnswers: [
    { mealChoice: "Non-veg", dietaryNotes: "No gluten" },
    { mealChoice: "Veg", dietaryNotes: "" },
  ],
  mealChoice: "Jain",
  dietaryNotes: "No onion",
  noteToHost: "Can't wait!",
};
const partyAnswers = {
  plusOnes: party.plusOnes,
  plusOneAnswers: party.plusOneAnswers,
  mealChoice: party.mealChoice,
  dietaryNotes: party.dietaryNotes,
};
const noParty = { plusOnes: [], plusOneAnswers: [], mealChoice: null, dietaryNotes: "" };

const hostGuest = async (id: string) =>
  (await (await t.request(`/api/guests/${id}`, { cookie: host.cookie })).json()) as Guest;
const guestPage = async (eventId: string) =>
  (await (
    await t.request(`/api/events/${eventId}/guests?pageSize=25`, { cookie: host.cookie })
  ).json()) as GuestPage;
const guestView = async (token: string) =>
  ((await (await t.request(`/api/rsvp/${token}`)).json()) as RsvpView).guest;

describe("each +1 is a person", () => {
  it("keeps each person's meal and dietary needs, and counts meals and seats per person", async () => {
    const id = await mealEvent();
    const { guest, token } = await invite(id, "Meera", 2);
    const res = await reply(token, party);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(((await res.json()) as RsvpView).guest).toMatchObject(partyAnswers);
    expect(await hostGuest(guest.id)).toMatchObject({ status: "confirmed", ...partyAnswers });
    const page = await guestPage(id);
    expect(page.counts).toMatchObject({ confirmed: 1, seatsTaken: 3, plusOnes: 2 });
    // Three people, three meals: not the guest's meal guessed for the whole party.
    expect(page.meals).toEqual([
      { choice: "Jain", guests: 1 },
      { choice: "Non-veg", guests: 1 },
      { choice: "Veg", guests: 1 },
    ]);
    // One fewer +1: their answer goes with them, and the counts follow.
    await reply(token, { ...party, plusOnes: ["Kavya"], plusOneAnswers: [party.plusOneAnswers[1]] });
    expect(await hostGuest(guest.id)).toMatchObject({
      plusOnes: ["Kavya"],
      plusOneAnswers: [{ mealChoice: "Veg", dietaryNotes: "" }],
    });
    expect((await guestPage(id)).meals).toEqual([
      { choice: "Jain", guests: 1 },
      { choice: "Veg", guests: 1 },
      { choice: "Non-veg", guests: 0 },
    ]);
  });

  it("Attending, Maybe, Attending: the +1 names, meals and notes come back, and Maybe shows the host none", async () => {
    const id = await mealEvent();
    const { guest, token } = await invite(id, "Farah", 2);
    await reply(token, party);

    const maybe = await reply(token, { response: "maybe", noteToHost: "Not sure yet" });
    expect(maybe.status).toBe(200);
    // The guest's own page keeps the party for their form...
    expect(((await maybe.json()) as RsvpView).guest).toMatchObject({ status: "maybe", ...partyAnswers });
    expect(await guestView(token)).toMatchObject({ status: "maybe", ...partyAnswers });
    // ...the host sees only the answer and the note, and nobody's meal is counted.
    expect(await hostGuest(guest.id)).toMatchObject({
      status: "maybe",
      noteToHost: "Not sure yet",
      ...noParty,
    });
    const page = await guestPage(id);
    expect(page.counts).toMatchObject({ maybe: 1, seatsTaken: 0 });
    expect(page.meals.every((m) => m.guests === 0)).toBe(true);

    // Back to Attending with what the form offers again: everything is as it was.
    const view = (await guestView(token))!;
    const back = await reply(token, {
      response: "attending",
      plusOnes: view.plusOnes,
      plusOneAnswers: view.plusOneAnswers,
      mealChoice: view.mealChoice,
      dietaryNotes: view.dietaryNotes,
      noteToHost: party.noteToHost,
    });
    expect(back.status).toBe(200);
    expect(await hostGuest(guest.id)).toMatchObject({ status: "confirmed", ...partyAnswers });
    expect((await guestPage(id)).counts).toMatchObject({ seatsTaken: 3 });
  });

  it("a declined reply keeps the party for the guest's return, but the host's list, exports and data never hold it", async () => {
    const id = await mealEvent();
    const { guest, token } = await invite(id, "Kiran", 2);
    await reply(token, party);
    await reply(token, { response: "not_attending" });
    // Declined, then Maybe: still kept.
    await reply(token, { response: "maybe" });
    await reply(token, { response: "not_attending" });
    expect(await guestView(token)).toMatchObject({ status: "declined", ...partyAnswers });

    expect(await hostGuest(guest.id)).toMatchObject({ status: "declined", ...noParty });
    const list = JSON.stringify(await guestPage(id));
    const csv = await (await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie })).text();
    const zip = await t.request("/api/profile/export", { cookie: host.cookie });
    expect(zip.status).toBe(200);
    const { read } = await unzip(Buffer.from(await zip.arrayBuffer()));
    // The host's export holds the guests of every test's event: Kiran's row is the one to read.
    const exported = (JSON.parse(read("guests.json")) as Record<string, unknown>[]).find(
      (g) => g.id === guest.id,
    );
    const exportedLine = read("guests.csv")
      .split("\n")
      .find((line) => line.includes(guest.id));
    expect(exported).toMatchObject({ status: "declined" });
    for (const [what, text] of [
      ["guest list", list],
      ["guest CSV", csv],
      ["data export JSON", JSON.stringify(exported)],
      ["data export CSV", exportedLine ?? ""],
    ]) {
      for (const secret of ["Arjun", "Kavya", "No gluten", "No onion"]) {
        expect({ what, leaks: text.includes(secret) }).toEqual({ what, leaks: false });
      }
    }
    expect(csv).toContain("Kiran");
  });

  it("the guest CSV and Download my data carry each +1's answers while attending", async () => {
    const id = await mealEvent();
    const { token } = await invite(id, "Zara", 2);
    await reply(token, party);
    const csv = await (await t.request(`/api/events/${id}/guests/export`, { cookie: host.cookie })).text();
    expect(csv.split("\n")[0]).toContain("plus_one_meals,plus_one_dietary_notes");
    expect(csv).toContain("Arjun; Kavya,Jain,No onion,Arjun: Non-veg; Kavya: Veg,Arjun: No gluten");
    const zip = await t.request("/api/profile/export", { cookie: host.cookie });
    const { read } = await unzip(Buffer.from(await zip.arrayBuffer()));
    const zara = (JSON.parse(read("guests.json")) as Record<string, unknown>[]).find(
      (g) => g.name === "Zara",
    );
    expect(zara).toMatchObject({ plusOnes: party.plusOnes, plusOneAnswers: party.plusOneAnswers });
    expect(zara).not.toHaveProperty("heldAnswers");
    expect(read("guests.csv").split("\n")[0]).toContain("plusOneAnswers");
  });

  it("a party's single meal from before per-person answers stays the guest's own", async () => {
    const id = await mealEvent();
    const { guest, token } = await invite(id, "Old Timer", 1);
    // As a reply saved before this change left it: one meal for the party, no +1 answers.
    await t.db
      .update(guestsTable)
      .set({ status: "confirmed", plusOnes: ["Old friend"], mealChoice: "Veg", respondedAt: new Date() })
      .where(eq(guestsTable.id, guest.id));
    expect(await hostGuest(guest.id)).toMatchObject({
      mealChoice: "Veg",
      plusOnes: ["Old friend"],
      plusOneAnswers: [{ mealChoice: null, dietaryNotes: "" }],
    });
    const page = await guestPage(id);
    expect(page.counts).toMatchObject({ seatsTaken: 2 });
    expect(page.meals.find((m) => m.choice === "Veg")).toEqual({ choice: "Veg", guests: 1 });
    expect(await guestView(token)).toMatchObject({
      mealChoice: "Veg",
      plusOneAnswers: [{ mealChoice: null, dietaryNotes: "" }],
    });
  });

  it("an open registration answers for each person too, and drops the answers of +1 places left empty", async () => {
    const id = await mealEvent();
    const res = await openReply(
      id,
      {
        name: "Dev",
        email: "dev@example.com",
        ...party,
        plusOnes: ["Arjun"],
        // A stray second answer with no +1 to go with it.
        plusOneAnswers: party.plusOneAnswers,
      },
      "203.0.113.34",
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const dev = (await guestPage(id)).items.find((g) => g.name === "Dev");
    expect(dev).toMatchObject({
      status: "confirmed",
      plusOnes: ["Arjun"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "No gluten" }],
      mealChoice: "Jain",
    });
  });
});
