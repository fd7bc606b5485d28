import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageId } from "../../contract/payments.ts";
import { passCatchUpQueue } from "../check-in/service.ts";
import { buyPackage } from "../test/buy-package.ts";
import { eventually } from "../test/eventually.ts";
import { parseCalendarFile } from "../test/parse-calendar-file.ts";
import { settings } from "../test/rsvp-setup.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// A reply from a guest's personal link is confirmed by e-mail (answer, +1s, when and where, link,
// calendar file, pass), the changes made within the window go out as one mail with the last answer
// (to the guest and to the host), and buying check-in mails the passes of guests already attending.

/** Long enough for three quick replies to land in it, short enough for a test. */
const windowSeconds = 3;

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({ REPLY_MAIL_WINDOW_SECONDS: String(windowSeconds) }, { workers: true });
  host = await signUp(t, "reply-host@example.com", "Reply Host");
});
afterAll(async () => {
  await t.close();
});

async function newEvent(title: string, packageId: PackageId | null = null): Promise<string> {
  const res = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      title,
      description: "Dinner and dancing.",
      date: "2034-02-14",
      time: "19:00",
      location: "Rambagh Palace, Jaipur",
      isPublic: false,
      timeZone: "Asia/Kolkata",
    },
  });
  const { id } = (await res.json()) as { id: string };
  if (packageId) {
    await buyPackage(t, host.cookie, id, packageId);
    // The purchase queues the passes of guests already attending; let it run before guests come,
    // or (on PostgreSQL, whose workers poll) it may find this test's guest attending and mail
    // the pass on its own before the confirmation does.
    await eventually(async () => {
      const pending = (await t.db.execute(
        sql`select 1 from pgboss.job where name = ${passCatchUpQueue} and state in ('created', 'retry', 'active')`,
      )) as unknown as { rows: unknown[] };
      return pending.rows.length === 0;
    }, 15_000);
  }
  return id;
}

let n = 0;
async function addGuest(eventId: string) {
  const email = `replier${++n}@example.com`;
  const res = await t.request(`/api/events/${eventId}/guests`, {
    cookie: host.cookie,
    json: { name: `Replier ${n}`, email, status: "invited", plusOnesAllowed: 2 },
  });
  expect(res.status).toBe(201);
  const g = (await res.json()) as { rsvpPath: string };
  return { token: g.rsvpPath.split("/").pop()!, email, name: `Replier ${n}` };
}

const reply = async (token: string, response: string, plusOnes: string[] = [], answers: object = {}) =>
  expect(
    (await t.request(`/api/rsvp/${token}`, { method: "PUT", json: { response, plusOnes, ...answers } }))
      .status,
  ).toBe(200);

const mailsTo = async (to: string) =>
  (await t.outbox()).filter((m) => m.to === to || m.to.includes(`<${to}>`));

/** The attachment part named `filename` in a raw mail, or undefined. */
const part = (raw: string, filename: string) =>
  raw.split(/\r?\n--/).find((p) => new RegExp(`filename=(")?${filename.replace(".", "\\.")}`).test(p));

const decoded = (p: string) => Buffer.from(p.split(/\r?\n\r?\n/)[1].replace(/\s/g, ""), "base64");

describe("reply confirmations", () => {
  it("confirms a reply by one e-mail with the answer, +1s, place, link, calendar file and pass", async () => {
    const eventId = await newEvent("Sangeet Night", "premium");
    const asked = settings({ askMeal: true, mealOptions: ["Veg", "Jain"], askDietary: true });
    await t.request(`/api/events/${eventId}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: asked,
    });
    const g = await addGuest(eventId);
    await reply(g.token, "attending", ["Meera", "Dev"], {
      mealChoice: "Veg",
      dietaryNotes: "no peanuts",
      plusOneAnswers: [
        { mealChoice: "Jain", dietaryNotes: "" },
        { mealChoice: null, dietaryNotes: "" },
      ],
    });
    await eventually(async () => (await mailsTo(g.email)).length > 0, 15_000);
    // Nothing else comes for this reply (the pass is in the confirmation, not a mail of its own).
    await new Promise((r) => setTimeout(r, 1500));
    const mails = await mailsTo(g.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.subject).toBe("Your pass for Sangeet Night");
    expect(mail.text).toContain("You are attending.");
    expect(mail.text).toContain("Your meal: Veg; no peanuts");
    expect(mail.text).toContain("Bringing: Meera (Jain), Dev");
    expect(mail.text).toContain("When: Tuesday, February 14, 2034 at 19:00");
    expect(mail.text).toContain("Where: Rambagh Palace, Jaipur");
    expect(mail.text).toContain(
      "https://www.google.com/maps/dir/?api=1&destination=Rambagh%20Palace%2C%20Jaipur",
    );
    expect(mail.text).toContain(`${t.config.publicUrl}/rsvp/${g.token}`);
    expect(mail.text).toContain("for you and 2 more (3 people)");
    const ics = part(mail.raw, "event.ics");
    expect(ics).toBeDefined();
    expect(parseCalendarFile(decoded(ics!).toString("utf8")).summary).toBe("Sangeet Night");
    expect(part(mail.raw, "pass.png")).toBeDefined();
    // Transactional: the guest asked for it by replying.
    expect(mail.raw).not.toMatch(/^List-Unsubscribe:/im);
  });

  it("without check-in the confirmation has no pass", async () => {
    const eventId = await newEvent("Book Club");
    const g = await addGuest(eventId);
    await reply(g.token, "maybe");
    await eventually(async () => (await mailsTo(g.email)).length > 0, 15_000);
    const [mail] = await mailsTo(g.email);
    expect(mail.subject).toBe("Your reply to Book Club");
    expect(mail.text).toContain("You might attend.");
    expect(part(mail.raw, "pass.png")).toBeUndefined();
    expect(part(mail.raw, "event.ics")).toBeDefined();
  });

  it("folds three quick changes into one mail to the guest and one notice to the host, with the last answer", async () => {
    const eventId = await newEvent("Flip Flop Party");
    const g = await addGuest(eventId);
    const started = Date.now();
    await reply(g.token, "attending");
    await reply(g.token, "not_attending");
    await reply(g.token, "maybe");
    expect(Date.now() - started).toBeLessThan(windowSeconds * 1000);
    const notices = async () =>
      (await mailsTo("reply-host@example.com")).filter((m) => m.subject.includes("Flip Flop Party"));
    // Nothing goes before the window ends.
    expect(await mailsTo(g.email)).toHaveLength(0);
    expect(await notices()).toHaveLength(0);
    await eventually(async () => (await mailsTo(g.email)).length > 0 && (await notices()).length > 0, 15_000);
    // A second mail would have come with the first: wait a moment longer for a slow worker.
    await new Promise((r) => setTimeout(r, 2000));
    const guestMails = await mailsTo(g.email);
    expect(guestMails).toHaveLength(1);
    expect(guestMails[0].text).toContain("You might attend.");
    const hostMails = await notices();
    expect(hostMails).toHaveLength(1);
    expect(hostMails[0].subject).toBe(`${g.name} might come to Flip Flop Party`);
  });
});

describe("passes after an upgrade", () => {
  it("mails a pass to a guest who said yes before the host bought check-in, once", async () => {
    const eventId = await newEvent("Early Birds Gala");
    const early = await addGuest(eventId);
    const declined = await addGuest(eventId);
    await reply(early.token, "attending", ["Kiran"]);
    await reply(declined.token, "not_attending");
    await eventually(async () => (await mailsTo(early.email)).length === 1, 15_000);
    expect((await mailsTo(early.email))[0].subject).toBe("Your reply to Early Birds Gala");

    await buyPackage(t, host.cookie, eventId, "premium");
    await eventually(async () => (await mailsTo(early.email)).length === 2, 15_000);
    const passMail = (await mailsTo(early.email))[1];
    expect(passMail.subject).toBe("Your pass for Early Birds Gala");
    expect(passMail.text).toContain("for you and 1 more (2 people)");
    expect(part(passMail.raw, "pass.png")).toBeDefined();

    // A second purchase with check-in mails nobody again; the declined guest never gets a pass.
    await buyPackage(t, host.cookie, eventId, "deluxe");
    await new Promise((r) => setTimeout(r, 2500));
    expect(await mailsTo(early.email)).toHaveLength(2);
    expect((await mailsTo(declined.email)).map((m) => m.subject)).toEqual(["Your reply to Early Birds Gala"]);
  });
});
