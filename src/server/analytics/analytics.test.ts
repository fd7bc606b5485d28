import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { parse } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type AnalyticsSummary,
  type AnalyticsTrends,
  analyticsMessages,
  headcountCsvColumns,
} from "../../contract/analytics.ts";
import { featureRefusal, type PackageId } from "../../contract/payments.ts";
import { guests as guestsTable } from "../db/schema.ts";
import { buyPackage } from "../test/buy-package.ts";
import { customTemplate } from "../test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// An event's analytics against a seeded event whose every number is known, the first-open
// record behind "link opened", and the package gates.

const browser =
  "Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Mobile Safari/537.36";
const crawlers = [
  "WhatsApp/2.23.20.0 A",
  "facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)",
  "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)",
  "TelegramBot (like TwitterBot)",
];

let t: TestApp;
let webDir: string;
let host: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;
let templateId: string;

type Seeded = { id: string; token: string; name: string };

async function newEvent(packageId: PackageId | null, title = "Sangeet Night") {
  const event = (await (
    await t.request("/api/events", {
      cookie: host.cookie,
      json: {
        title,
        description: "Music and food.",
        date: "2035-02-10",
        time: "19:00",
        location: "Jaipur",
        isPublic: false,
        timeZone: "Asia/Kolkata",
      },
    })
  ).json()) as { id: string };
  if (packageId) await buyPackage(t, host.cookie, event.id, packageId);
  return event.id;
}

async function addGuest(eventId: string, name: string, category: string | null): Promise<Seeded> {
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      category,
      status: "invited",
      plusOnesAllowed: 2,
    },
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { id: string; rsvpPath: string };
  return { id: g.id, name, token: g.rsvpPath.split("/").pop()! };
}

/** Opens a personal link as a browser (or whatever `headers` say) would. */
const open = (
  pathname: string,
  headers: Record<string, string> = { "user-agent": browser },
  method = "GET",
) => t.app.request(pathname, { method, headers });

const firstOpenedAt = async (guestId: string) =>
  (
    await t.db.select({ at: guestsTable.firstOpenedAt }).from(guestsTable).where(eq(guestsTable.id, guestId))
  )[0].at;

async function reply(token: string, body: Record<string, unknown>) {
  const res = await t.request(`/api/rsvp/${token}`, {
    method: "PUT",
    json: { plusOnes: [], mealChoice: null, dietaryNotes: "", noteToHost: "", ...body },
  });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>EventHub</title>");
  t = await createTestApp({}, { webDir });
  host = await signUp(t);
  other = await signUp(t);
  templateId = await customTemplate(t, host);
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

describe("the first open of a guest's personal link", () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = await newEvent(null, "Link opens");
  });

  it("is recorded once, at the first visit of the reply page", async () => {
    const g = await addGuest(eventId, "Ravi", null);
    const updatedAt = async () =>
      (await t.db.select({ at: guestsTable.updatedAt }).from(guestsTable).where(eq(guestsTable.id, g.id)))[0]
        .at;
    const before = await updatedAt();
    expect(await firstOpenedAt(g.id)).toBeNull();
    expect((await open(`/rsvp/${g.token}`)).status).toBe(200);
    const first = await firstOpenedAt(g.id);
    expect(first).toBeInstanceOf(Date);
    // The guest's details did not change.
    expect(await updatedAt()).toEqual(before);
    await new Promise((r) => setTimeout(r, 20));
    expect((await open(`/rsvp/${g.token}`)).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toEqual(first);
  });

  it("is not recorded by link-preview crawlers, HEAD requests, a request without a browser, or the host", async () => {
    const g = await addGuest(eventId, "Sunita", null);
    for (const ua of crawlers)
      expect((await open(`/rsvp/${g.token}`, { "user-agent": ua })).status).toBe(200);
    expect((await open(`/rsvp/${g.token}`, { "user-agent": browser }, "HEAD")).status).toBe(200);
    expect((await open(`/rsvp/${g.token}`, {})).status).toBe(200);
    // The host previewing the guest's link while signed in.
    expect((await open(`/rsvp/${g.token}`, { "user-agent": browser, cookie: host.cookie })).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toBeNull();
    // Someone else signed in (the guest has an account of their own) is a guest opening it.
    await open(`/rsvp/${g.token}`, { "user-agent": browser, cookie: other.cookie });
    expect(await firstOpenedAt(g.id)).toBeInstanceOf(Date);
  });

  it("is recorded from the invitation's personal link too, not from a bad link", async () => {
    const g = await addGuest(eventId, "Manoj", null);
    const made = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: {
        eventId,
        templateId,
        title: "Come",
        message: "Come!",
        type: "link",
        guestIds: [g.id],
      },
    });
    expect(made.status, await made.clone().text()).toBe(201);
    const inv = (await made.json()) as { id: string; uniqueCode: string };
    const shared = await t.request(`/api/invitations/${inv.id}/share`, {
      method: "POST",
      cookie: host.cookie,
    });
    expect(shared.status, await shared.clone().text()).toBe(200);
    expect((await open(`/rsvp/not-a-token`)).status).toBe(404);
    expect((await open(`/invite/${inv.uniqueCode}/${g.token}`, { "user-agent": crawlers[0] })).status).toBe(
      200,
    );
    expect(await firstOpenedAt(g.id)).toBeNull();
    expect((await open(`/invite/${inv.uniqueCode}/${g.token}`)).status).toBe(200);
    expect(await firstOpenedAt(g.id)).toBeInstanceOf(Date);
  });
});

describe("an event's analytics", () => {
  let eventId: string;
  let g: Record<string, Seeded>;
  const kolkataDay = (d: Date) => d.toLocaleDateString("en-CA", { timeZone: "Asia/Kolkata" });
  const dinnerBefore = new Date(Date.now() - 3 * 86_400_000);

  beforeAll(async () => {
    eventId = await newEvent("deluxe");
    const settings = await t.request(`/api/events/${eventId}/rsvp-settings`, {
      cookie: host.cookie,
      method: "PUT",
      json: {
        rsvpDeadline: null,
        capacity: null,
        askMeal: true,
        mealOptions: ["Veg", "Non-veg"],
        askDietary: true,
        hostMessage: "",
        openPlusOnes: 0,
      },
    });
    expect(settings.status).toBe(200);
    g = {};
    for (const [name, category] of [
      ["Asha", "family"],
      ["Bala", "family"],
      ["Chitra", "friend"],
      ["Dinesh", "friend"],
      ["Esha", "vip"],
      ["Farid", "colleague"],
      ["Gita", "colleague"],
      ["Hari", null],
      ["Indu", null],
    ] as const) {
      g[name] = await addGuest(eventId, name, category);
    }
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
    await reply(g.Asha.token, {
      response: "attending",
      plusOnes: ["Ravi"],
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

  it("adds up the caterer's headcount: confirmed parties and people per meal and dietary note", async () => {
    const { headcount } = (await (
      await t.request(`/api/events/${eventId}/analytics`, { cookie: host.cookie })
    ).json()) as AnalyticsSummary;
    expect(headcount).toMatchObject({
      parties: 4,
      people: 6,
      maybePeople: 1,
      waitlistedPeople: 0,
      meals: [
        { label: "Veg", parties: 2, people: 4 },
        { label: "Non-veg", parties: 1, people: 1 },
        { label: null, parties: 1, people: 1 },
      ],
      otherDietary: null,
      askMeal: true,
      askDietary: true,
    });
    // The same note in any case and spacing is one line.
    expect(
      headcount.dietary.map((d) => [d.label?.toLowerCase().replace(/\s+/g, " "), d.parties, d.people]),
    ).toEqual([
      ["no nuts", 2, 3],
      ["=2+2", 1, 2],
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

  it("exports the headcount as CSV: one line per confirmed party by name, cells safe for spreadsheets, the total", async () => {
    const res = await t.request(`/api/events/${eventId}/analytics/headcount.csv`, { cookie: host.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="sangeet-night-headcount.csv"');
    const rows = parse(await res.text(), { bom: true }) as string[][];
    expect(rows).toEqual([
      headcountCsvColumns,
      ["Asha", "2", "Ravi", "Veg", "No nuts", "family"],
      ["Bala", "1", "", "Non-veg", "no   NUTS", "family"],
      ["Gita", "1", "", "", "", "colleague"],
      ["Indu", "2", "Om", "Veg", "'=2+2", ""],
      ["Total: 4 parties", "6", "", "", "", ""],
    ]);
  });
});

describe("analytics gates", () => {
  const summary = (id: string, cookie = host.cookie) => t.request(`/api/events/${id}/analytics`, { cookie });
  const trends = (id: string) => t.request(`/api/events/${id}/analytics/trends`, { cookie: host.cookie });
  const csv = (id: string) => t.request(`/api/events/${id}/analytics/headcount.csv`, { cookie: host.cookie });
  const message = async (res: Response) =>
    ((await res.json()) as { error: { message: string } }).error.message;

  it("refuses every analytics route on the free plan and the Basic package, naming the package to buy", async () => {
    for (const pkg of [null, "basic"] as const) {
      const id = await newEvent(pkg);
      const res = await summary(id);
      expect(res.status).toBe(403);
      expect(await message(res)).toBe(featureRefusal("basicAnalytics"));
      expect((await trends(id)).status).toBe(403);
      expect((await csv(id)).status).toBe(403);
    }
  });

  it("opens basic analytics with Premium, and refuses the advanced ones until Deluxe", async () => {
    const id = await newEvent("premium");
    expect((await summary(id)).status).toBe(200);
    const refused = await trends(id);
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe(featureRefusal("advancedAnalytics"));
    expect(await message(await csv(id))).toBe(featureRefusal("advancedAnalytics"));
    // The upgrade counts at once.
    await buyPackage(t, host.cookie, id, "deluxe");
    expect((await trends(id)).status).toBe(200);
    expect((await csv(id)).status).toBe(200);
  });

  it("refuses another user whatever the event's package, without telling them the package", async () => {
    const id = await newEvent("deluxe");
    const res = await summary(id, other.cookie);
    expect(res.status).toBe(403);
    expect(await message(res)).toBe(analyticsMessages.noPermission);
  });
});
