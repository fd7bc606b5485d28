import { parse } from "csv-parse/sync";
import { beforeAll, describe, expect, it } from "vitest";
import { type AnalyticsSummary, partsHeadcountCsvColumns } from "../../contract/analytics.ts";
import type { Part } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import {
  addGuests,
  host,
  mealEvent,
  newEvent,
  reply,
  type Seeded,
  startAnalyticsApp,
  t,
} from "../test/analytics-setup.ts";
import { addPart, answerParts } from "../test/part-answers.ts";

// The headcount, the caterer's sheet and the replies of an event in parts (issue 36): per part,
// each going guest counted with the party they bring to it, each person with their own meal.

startAnalyticsApp();

const summaryOf = async (eventId: string) => {
  const res = await t.request(`/api/events/${eventId}/analytics`, { cookie: host.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as AnalyticsSummary;
};

const csvOf = (eventId: string, query = "") =>
  t.request(`/api/events/${eventId}/analytics/headcount.csv${query}`, { cookie: host.cookie });

describe("the headcount of an event in parts", () => {
  let eventId: string;
  let haldi: Part;
  let sangeet: Part;
  let g: Record<string, Seeded>;

  beforeAll(async () => {
    const actor: CurrentUser = {
      ...{ id: host.id, email: host.email, name: "Host", image: null },
      ...{ emailVerified: true, isAdmin: false },
    };
    eventId = await mealEvent("deluxe", "Riya weds Kabir");
    g = await addGuests(eventId, [
      ["Asha", "family"],
      ["Bala", "family"],
      ["Chitra", "friend"],
      ["Hari", null],
    ]);
    // Meals are a person's, answered once: Asha and her +1 Ravi, Bala alone, Chitra and two +1s.
    await reply(g.Asha.token, {
      response: "attending",
      plusOnes: ["Ravi"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "No nuts" }],
      mealChoice: "Veg",
    });
    await reply(g.Bala.token, { response: "attending", mealChoice: "Non-veg" });
    await reply(g.Chitra.token, {
      response: "attending",
      plusOnes: ["Dev", "Esha"],
      plusOneAnswers: [
        { mealChoice: "Veg", dietaryNotes: "" },
        { mealChoice: "Non-veg", dietaryNotes: "Jain" },
      ],
      mealChoice: "Veg",
    });
    haldi = await addPart(t, actor, eventId, "Haldi", {
      endTime: "12:00",
      venue: "Courtyard, Amer",
      capacity: 4,
    });
    sangeet = await addPart(t, actor, eventId, "Sangeet", { startTime: "19:00" });
    const answer = (who: Seeded, plusOnes: string[], haldiParty: number, sangeetParty: number) =>
      answerParts(t, { id: who.id, eventId, plusOnes }, [
        { partId: haldi.id, attending: haldiParty > 0, party: Math.max(haldiParty, 1) },
        { partId: sangeet.id, attending: sangeetParty > 0, party: Math.max(sangeetParty, 1) },
      ]);
    // The haldi (4 seats): Asha alone, Chitra with both +1s; Bala does not come; Hari waits.
    await answer(g.Bala, [], 0, 1);
    await answer(g.Asha, ["Ravi"], 1, 2);
    await answer(g.Chitra, ["Dev", "Esha"], 3, 2);
    const hari = await answerParts(t, { id: g.Hari.id, eventId, plusOnes: [] }, [
      { partId: haldi.id, attending: true, party: 1 },
    ]);
    expect(hari.parts.map((p) => p.status)).toEqual(["waitlisted", "invited"]);
  });

  it("counts each part: guests by answer, people coming, and the meals of those people", async () => {
    const { parts } = await summaryOf(eventId);
    expect(parts.map((p) => p.part.name)).toEqual(["Haldi", "Sangeet"]);
    const [h, s] = parts;
    expect(h).toMatchObject({ going: 2, waitlisted: 1, declined: 1, noAnswer: 0, people: 4 });
    // Ravi does not come to the haldi: his meal is not counted there.
    expect(h.meals).toEqual([
      { label: "Veg", parties: 2, people: 3 },
      { label: "Non-veg", parties: 1, people: 1 },
    ]);
    expect(h.dietary).toEqual([{ label: "Jain", parties: 1, people: 1 }]);
    // The sangeet: Asha and Ravi, Bala, Chitra and Dev (Esha, her second +1, does not come).
    expect(s).toMatchObject({ going: 3, waitlisted: 0, declined: 0, noAnswer: 1, people: 5 });
    expect(s.meals).toEqual([
      { label: "Veg", parties: 2, people: 3 },
      { label: "Non-veg", parties: 2, people: 2 },
    ]);
    expect(s.dietary).toEqual([{ label: "No nuts", parties: 1, people: 1 }]);
  });

  it("gives the caterer a section per part with its time, place, people and totals", async () => {
    const res = await csvOf(eventId);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="riya-weds-kabir-headcount.csv"',
    );
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows).toEqual([
      partsHeadcountCsvColumns,
      ["Haldi", "Sat 10 Feb, 10:00–12:00 · Courtyard, Amer", "", "", "", ""],
      ["Haldi", "Asha", "Asha", "Veg", "", "family"],
      ["Haldi", "Chitra", "Chitra", "Veg", "", "friend"],
      ["Haldi", "Chitra", "Dev", "Veg", "", "friend"],
      ["Haldi", "Chitra", "Esha", "Non-veg", "Jain", "friend"],
      ["Haldi", "Total", "3 people", "Veg", "", ""],
      ["Haldi", "Total", "1 person", "Non-veg", "", ""],
      ["Haldi", "Total", "4 people in 2 parties", "", "", ""],
      ["Sangeet", "Sat 10 Feb, 19:00 · Jaipur", "", "", "", ""],
      ["Sangeet", "Asha", "Asha", "Veg", "", "family"],
      ["Sangeet", "Asha", "Ravi", "Non-veg", "No nuts", "family"],
      ["Sangeet", "Bala", "Bala", "Non-veg", "", "family"],
      ["Sangeet", "Chitra", "Chitra", "Veg", "", "friend"],
      ["Sangeet", "Chitra", "Dev", "Veg", "", "friend"],
      ["Sangeet", "Total", "3 people", "Veg", "", ""],
      ["Sangeet", "Total", "2 people", "Non-veg", "", ""],
      ["Sangeet", "Total", "5 people in 3 parties", "", "", ""],
    ]);
  });

  it("gives one part's sheet on its own, and refuses a part of no such event", async () => {
    const res = await csvOf(eventId, `?partId=${sangeet.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(
      'attachment; filename="riya-weds-kabir-sangeet-headcount.csv"',
    );
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows.map((r) => r[0])).toEqual(["Part", ...Array(9).fill("Sangeet")]);
    expect((await csvOf(eventId, "?partId=00000000-0000-4000-8000-000000000000")).status).toBe(404);
    const onePart = await newEvent("deluxe");
    expect((await csvOf(onePart, `?partId=${sangeet.id}`)).status).toBe(404);
  });

  it("leaves an event without parts as it was: no parts in the summary", async () => {
    const plain = await newEvent("premium");
    const summary = await summaryOf(plain);
    expect(summary.parts).toEqual([]);
    expect(summary.headcount).toMatchObject({ parties: 0, people: 0, meals: [] });
  });
});
