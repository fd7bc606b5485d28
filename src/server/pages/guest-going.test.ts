import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Guest } from "../../contract/guests.ts";
import type { RsvpSettings } from "../../contract/rsvp.ts";
import { guests } from "../db/schema.ts";
import { sharedLinkInvitation } from "../test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// Issue 33, item 6: a guest's reply page (server-rendered, no script needed) shows who is coming
// as the host chose: nothing, the number going, or the number and first names of those going.

let t: TestApp;
let webDir: string;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), "eventhub-web-"));
  await fs.writeFile(path.join(webDir, "index.html"), "<!doctype html><title>EventHub</title>");
  t = await createTestApp({}, { webDir });
  host = await signUp(t, "hosting.going@example.com", "Gita Host");
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/**
 * An event where Ravi Kumar (with a +1) and Meena Iyer attend, Sunil Rao may come and Kavya Nair
 * declined; the page is read through Sunil's own link.
 */
async function eventWithReplies(isPublic: boolean) {
  const created = await t.request("/api/events", {
    cookie: host.cookie,
    json: {
      title: "Gita's Housewarming",
      description: "Food, music and a new home.",
      date: "2031-05-10",
      time: "17:00",
      location: "Pune",
      isPublic,
      timeZone: "Asia/Kolkata",
    },
  });
  const { id } = (await created.json()) as { id: string };
  const made: Record<string, Guest> = {};
  for (const [name, status] of [
    ["Ravi Kumar", "confirmed"],
    ["Meena Iyer", "confirmed"],
    ["Sunil Rao", "maybe"],
    ["Kavya Nair", "declined"],
  ] as const) {
    const email = `${name.split(" ")[0].toLowerCase()}.${id.slice(0, 6)}@example.com`;
    const res = await t.request(`/api/events/${id}/guests`, {
      cookie: host.cookie,
      json: { name, email, phone: "+919876543210", status },
    });
    made[name] = (await res.json()) as Guest;
  }
  await t.db
    .update(guests)
    .set({ plusOnes: ["Anil"] })
    .where(eq(guests.id, made["Ravi Kumar"].id));
  return { id, sunilPage: made["Sunil Rao"].rsvpPath, made };
}

async function settingsOf(id: string): Promise<RsvpSettings> {
  const res = await t.request(`/api/events/${id}/rsvp-settings`, { cookie: host.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as RsvpSettings;
}

async function save(id: string, change: Partial<RsvpSettings>) {
  const res = await t.request(`/api/events/${id}/rsvp-settings`, {
    cookie: host.cookie,
    method: "PUT",
    json: { ...(await settingsOf(id)), showGoing: undefined, ...change },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as RsvpSettings;
}

async function page(rsvpPath: string) {
  const res = await t.request(rsvpPath);
  expect(res.status).toBe(200);
  return res.text();
}

/** The "Who is coming" card's text, or null when the page has none. */
function goingCard(html: string): string | null {
  const at = html.indexOf('id="going-heading"');
  if (at < 0) return null;
  const end = html.indexOf("</section>", at);
  return html.slice(at, end).replace(/<[^>]+>/g, " ");
}

describe("who is coming on a guest's reply page", () => {
  it("shows nothing for a private event until its host chooses to", async () => {
    const e = await eventWithReplies(false);
    expect((await settingsOf(e.id)).showGoing).toBe("off");
    const html = await page(e.sunilPage);
    expect(goingCard(html)).toBeNull();
    expect(html).not.toContain("Who is coming");
    expect(html).not.toContain("Ravi");
  });

  it("shows the number going (attending guests and their +1s) for a public event, without names", async () => {
    const e = await eventWithReplies(true);
    expect((await settingsOf(e.id)).showGoing).toBe("count");
    const card = goingCard(await page(e.sunilPage));
    expect(card).toContain("Who is coming");
    expect(card).toContain("3 going");
    expect(card).not.toContain("Ravi");
    expect(card).not.toContain("Meena");
  });

  it("names only the first names of attending guests when the host allows it", async () => {
    const e = await eventWithReplies(false);
    expect((await save(e.id, { showGoing: "names" })).showGoing).toBe("names");
    const html = await page(e.sunilPage);
    const card = goingCard(html)!;
    expect(card).toContain("3 going");
    expect(card).toContain("Ravi and Meena");
    // Not a surname, address or phone of another guest, and nobody who is not attending.
    for (const hidden of ["Kumar", "Iyer", "Kavya", "Nair", "Anil", "@example.com", "98765"]) {
      expect(card, hidden).not.toContain(hidden);
    }
    for (const hidden of ["Kumar", "Iyer", "Kavya", e.made["Ravi Kumar"].email!, "Anil"]) {
      expect(html, hidden).not.toContain(hidden);
    }
  });

  it("keeps the host's choice when a client saves the settings without it, and turns off again", async () => {
    const e = await eventWithReplies(true);
    await save(e.id, { showGoing: "names" });
    expect((await save(e.id, { hostMessage: "Bring slippers" })).showGoing).toBe("names");
    expect(goingCard(await page(e.sunilPage))).toContain("Ravi and Meena");
    await save(e.id, { showGoing: "off" });
    expect(goingCard(await page(e.sunilPage))).toBeNull();
  });

  it("shows on a guest's own invitation link, never on the invitation's shared link", async () => {
    const e = await eventWithReplies(false);
    await save(e.id, { showGoing: "names" });
    const sunil = e.made["Sunil Rao"];
    const inv = await sharedLinkInvitation(t, host, e.id, [sunil.id]);
    const token = sunil.rsvpPath.split("/").pop()!;
    expect(goingCard(await page(`/invite/${inv.uniqueCode}/${token}`))).toContain("Ravi and Meena");
    const shared = await page(`/invite/${inv.uniqueCode}`);
    expect(goingCard(shared)).toBeNull();
    expect(shared).not.toContain("Ravi");
  });
});
