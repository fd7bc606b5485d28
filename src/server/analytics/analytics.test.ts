import { randomUUID } from "node:crypto";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsSummary,
  type AnalyticsTrends,
  headcountCsvColumns,
} from "../../contract/analytics.ts";
import { guests as guestsTable } from "../db/schema.ts";
import {
  addGuests,
  browser,
  crawlers,
  host,
  mealEvent,
  open,
  reply,
  type Seeded,
  startAnalyticsApp,
  t,
  templateId,
} from "../test/analytics-setup.ts";

// An event's analytics against a seeded event whose every number is known.

startAnalyticsApp();

describe("an event's analytics", () => {
  let eventId: string;
  let g: Record<string, Seeded>;
  const kolkataDay = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const dinnerBefore = new Date(Date.now() - 3 * 86_400_000);

  beforeAll(async () => {
    eventId = await mealEvent("deluxe");
    g = await addGuests(eventId, [
      ["Asha", "family"],
      ["Bala", "family"],
      ["Chitra", "friend"],
      ["Dinesh", "friend"],
      ["Esha", "vip"],
      ["Farid", "colleague"],
      ["Gita", "colleague"],
      ["Hari", null],
      ["Indu", null],
    ]);
    // A WhatsApp invitation to the first five, sent by hand.
    const inv = (await (
      await t.request("/api/invitations", {
        cookie: host.cookie,
        json: {
          eventId,
          templateId,
          title: "Sangeet",
          message: "Come and dance!",
          type: "whatsapp",
          guestIds: ["Asha", "Bala", "Chitra", "Esha", "Dinesh"].map((n) => g[n].id),
        },
      })
    ).json()) as { id: string };
    const marked = await t.request(`/api/invitations/${inv.id}/mark-sent`, {
      cookie: host.cookie,
      json: { guestIds: "all" },
    });
    expect(marked.status, await marked.clone().text()).toBe(200);
    // Four open their links and answer; Esha's link is only fetched by WhatsApp's preview.
    for (const n of ["Asha", "Bala", "Chitra", "Dinesh"]) await open(`/rsvp/${g[n].token}`);
    await open(`/rsvp/${g.Esha.token}`, { "user-agent": crawlers[0] });
    // Asha and her +1 Ravi each choose their own meal; Indu's +1 Om answers nothing (as a reply
    // from before +1s were asked).
    await reply(g.Asha.token, {
      response: "attending",
      plusOnes: ["Ravi"],
      plusOneAnswers: [{ mealChoice: "Non-veg", dietaryNotes: "no nuts" }],
      mealChoice: "Veg",
      dietaryNotes: "No nuts",
    });
    await reply(g.Bala.token, { response: "attending", mealChoice: "Non-veg", dietaryNotes: " no   NUTS " });
    await reply(g.Chitra.token, { response: "maybe" });
    await reply(g.Dinesh.token, { response: "not_attending" });
    // Dinesh answered three days ago.
    await t.db.update(guestsTable).set({ respondedAt: dinnerBefore }).where(eq(guestsTable.id, g.Dinesh.id));
    // The host previews Farid's link; Gita told the host by phone; Indu answered through the API.
    await open(`/rsvp/${g.Farid.token}`, { "user-agent": browser, cookie: host.cookie });
    const gita = await t.request(`/api/guests/${g.Gita.id}`, {
      cookie: host.cookie,
      method: "PUT",
      json: { name: "Gita", email: "gita@example.com", category: "colleague", status: "confirmed" },
    });
    expect(gita.status).toBe(200);
    await reply(g.Indu.token, {
      response: "attending",
      plusOnes: ["Om"],
      mealChoice: "Veg",
      dietaryNotes: "=2+2",
    });
  });

  it("counts the funnel: every step the guests who reached it", async () => {
    const res = await t.request(`/api/events/${eventId}/analytics`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const { funnel } = (await res.json()) as AnalyticsSummary;
    expect(funnel).toEqual({
      invited: 9,
      // Five sent by WhatsApp, and Indu, who answered through her link.
      delivered: 6,
      // Asha, Bala, Chitra and Dinesh opened their pages; Indu replied through her link.
      opened: 5,
      // Gita's answer came from the host.
      replied: 6,
      attending: 4,
      maybe: 1,
      declined: 1,
      checkedIn: 0,
    });
  });

  it("takes the checked-in guests from the door", async () => {
    for (const [name, party] of [
      ["Asha", 2],
      ["Bala", 1],
    ] as const) {
      const res = await t.request(`/api/events/${eventId}/check-in/arrivals`, {
        cookie: host.cookie,
        json: { actionId: randomUUID(), guestId: g[name].id, party },
      });
      expect(res.status).toBe(200);
    }
    const { funnel } = (await (
      await t.request(`/api/events/${eventId}/analytics`, { cookie: host.cookie })
    ).json()) as AnalyticsSummary;
    expect(funnel.checkedIn).toBe(2);
  });

  it("adds up the caterer's headcount: confirmed people per meal and dietary note, each person their own", async () => {
    const { headcount } = (await (
      await t.request(`/api/events/${eventId}/analytics`, { cookie: host.cookie })
    ).json()) as AnalyticsSummary;
    expect(headcount).toMatchObject({
      parties: 4,
      people: 6,
      maybePeople: 1,
      waitlistedPeople: 0,
      // Asha (Veg) and Ravi (Non-veg) are one party of two meals, not two Veg.
      meals: [
        { label: "Non-veg", parties: 2, people: 2 },
        { label: "Veg", parties: 2, people: 2 },
        { label: null, parties: 2, people: 2 },
      ],
      otherDietary: null,
      askMeal: true,
      askDietary: true,
    });
    // The same note in any case and spacing is one line; each person's note counts them alone
    // (Om, Indu's +1, has none of hers).
    expect(
      headcount.dietary.map((d) => [d.label?.toLowerCase().replace(/\s+/g, " "), d.parties, d.people]),
    ).toEqual([
      ["no nuts", 2, 3],
      ["=2+2", 1, 1],
    ]);
  });

  it("gives replies per day in the event's time zone, the days between filled in, and the categories", async () => {
    const res = await t.request(`/api/events/${eventId}/analytics/trends`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    const trends = (await res.json()) as AnalyticsTrends;
    expect(trends.timeZone).toBe("Asia/Kolkata");
    const today = kolkataDay(new Date());
    expect(trends.days.map((d) => d.day)).toEqual(
      [3, 2, 1, 0].map((n) => kolkataDay(new Date(Date.now() - n * 86_400_000))),
    );
    expect(trends.days[0]).toEqual({
      day: kolkataDay(dinnerBefore),
      opened: 0,
      attending: 0,
      maybe: 0,
      declined: 1,
    });
    expect(trends.days[1]).toMatchObject({ opened: 0, attending: 0, maybe: 0, declined: 0 });
    expect(trends.days.at(-1)).toEqual({ day: today, opened: 4, attending: 3, maybe: 1, declined: 0 });
    expect(trends.categories).toEqual([
      { category: "family", invited: 2, attending: 2, maybe: 0, declined: 0, waiting: 0, people: 3 },
      { category: "friend", invited: 2, attending: 0, maybe: 1, declined: 1, waiting: 0, people: 0 },
      { category: "colleague", invited: 2, attending: 1, maybe: 0, declined: 0, waiting: 1, people: 1 },
      { category: "vip", invited: 1, attending: 0, maybe: 0, declined: 0, waiting: 1, people: 0 },
      { category: null, invited: 2, attending: 1, maybe: 0, declined: 0, waiting: 1, people: 2 },
    ]);
  });

  it("exports the headcount as CSV: one line per confirmed person, parties by name, cells safe for spreadsheets, the total", async () => {
    const res = await t.request(`/api/events/${eventId}/analytics/headcount.csv`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sangeet-night-headcount.csv"');
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows).toEqual([
      headcountCsvColumns,
      ["Asha", "Asha", "Veg", "No nuts", "family"],
      ["Asha", "Ravi", "Non-veg", "no nuts", "family"],
      ["Bala", "Bala", "Non-veg", "no   NUTS", "family"],
      ["Gita", "Gita", "", "", "colleague"],
      ["Indu", "Indu", "Veg", "'=2+2", ""],
      ["Indu", "Om", "", "", ""],
      ["Total", "6 people in 4 parties", "", "", ""],
    ]);
  });
});
