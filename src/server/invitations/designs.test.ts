import fs from "node:fs/promises";
import { and, eq, isNull } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import type { Event } from "../../contract/events.ts";
import type { InvitationDetail, InvitationPage, Template } from "../../contract/invitations.ts";
import { variantKey } from "../images/image-processor.ts";
import { draft, eventWithGuests, waitFor } from "../test/invitation-fixtures.ts";
import { fileForm, pngImage } from "../test/sample-images.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { defaultArtVersion, defaultTemplates } from "./default-templates.ts";
import { invitationTemplates } from "./tables.ts";

// Issue 20: "the invitation shows this event". A Diwali party's invitation read "Birthday
// Celebration" because the designs carried their wording and the event's banner was never used.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({}, { web: true, workers: true });
  host = await signUp(t, "host@example.com", "Asha");
  await t.services.templates.installDefaults();
});
afterAll(async () => {
  await t.close();
});

async function withBanner(eventId: string): Promise<string> {
  const res = await t.app.request(`/api/events/${eventId}/banner`, {
    method: "PUT",
    body: fileForm(await pngImage(1280, 720), "banner.png", "image/png"),
    headers: { cookie: host.cookie, origin: t.config.publicUrl },
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as Event).bannerUrl!;
}

const templates = async (): Promise<Template[]> =>
  ((await (await t.request("/api/templates", { cookie: host.cookie })).json()) as { items: Template[] })
    .items;

describe("the shipped designs", () => {
  it("carry no wording: their SVG sources have no text, and the pictures are 1200x1800 portraits", async () => {
    expect(defaultTemplates.map((d) => d.name)).toEqual(
      expect.arrayContaining(["Classic Birthday", "Elegant Wedding"]),
    );
    expect(new Set(defaultTemplates.map((d) => d.category))).toEqual(
      new Set(["birthday", "wedding", "holiday", "baby shower", "corporate", "other"]),
    );
    for (const d of defaultTemplates) {
      const svg = await fs.readFile(d.image.replace(/\.jpg$/, ".svg"), "utf8");
      expect(svg, d.name).toMatch(/^<svg /);
      expect(svg, d.name).not.toMatch(/<text[\s>]|<tspan|<textPath|font-family/);
      const meta = await sharp(d.image).metadata();
      expect([meta.width, meta.height], d.name).toEqual([1200, 1800]);
    }
  });

  it("are all installed, once, for every account", async () => {
    const names = (await templates()).map((x) => x.name);
    expect(names).toEqual(expect.arrayContaining(defaultTemplates.map((d) => d.name)));
    expect(await t.services.templates.installDefaults()).toBe(0);
    expect((await templates()).length).toBe(names.length);
  });

  it("replace the old worded art of templates installed before, keeping their ids", async () => {
    const [birthday] = await t.db
      .select()
      .from(invitationTemplates)
      .where(and(eq(invitationTemplates.name, "Classic Birthday"), isNull(invitationTemplates.createdBy)));
    // As an account made before this change has it: the first edition's picture.
    const oldKey = "templates/defaults/old-birthday";
    await t.storage.put(variantKey(oldKey, 640), Buffer.from("old"), "image/webp");
    await t.db
      .update(invitationTemplates)
      .set({ artVersion: 0, previewKey: oldKey })
      .where(eq(invitationTemplates.id, birthday.id));

    expect(await t.services.templates.installDefaults()).toBe(0);
    const [after] = await t.db
      .select()
      .from(invitationTemplates)
      .where(eq(invitationTemplates.id, birthday.id));
    expect(after.artVersion).toBe(defaultArtVersion);
    expect(after.previewKey).not.toBe(oldKey);
    expect(await t.storage.get(variantKey(oldKey, 640))).toBeNull();
    // Running again changes nothing.
    await t.services.templates.installDefaults();
    const [again] = await t.db
      .select()
      .from(invitationTemplates)
      .where(eq(invitationTemplates.id, birthday.id));
    expect(again.previewKey).toBe(after.previewKey);
  });
});

describe("an invitation wearing the event's banner", () => {
  it("is refused for an event without a banner, and a template design still needs its template", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Ira", "ira@example.com", null]]);
    const body = { title: "Hi", message: "Come!", eventId, guestIds: guests.map((g) => g.id) };
    const noBanner = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: { ...body, design: "event-banner" },
    });
    expect(noBanner.status).toBe(400);
    const noTemplate = await t.request("/api/invitations", { cookie: host.cookie, json: body });
    expect(noTemplate.status).toBe(400);
    expect((await noTemplate.json()).error.fields.templateId).toBe("Missing required fields");
    // An older client sends only a template id: a template design.
    const templateId = (await templates())[0].id;
    const old = await draft(t, host, { eventId, templateId, guestIds: body.guestIds });
    expect(old).toMatchObject({ design: "template", templateId });
    expect(old.artUrl).toBe(old.template?.previewUrl);
  });

  it("shows the banner as the page's picture with the event's title, date and place as text, and mails them", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Jaya", "jaya@example.com", null]]);
    const bannerUrl = await withBanner(eventId);
    const templateId = (await templates())[0].id;
    const res = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: {
        eventId,
        // The banner wins: a stray template id from the client is not kept.
        templateId,
        design: "event-banner",
        title: "Invitation to Mehendi Night",
        message: "Dear friends,\n\nPlease join us!",
        type: "email",
        guestIds: guests.map((g) => g.id),
      },
    });
    expect(res.status).toBe(201);
    const d = (await res.json()) as InvitationDetail;
    expect(d).toMatchObject({ design: "event-banner", templateId: null, template: null, artUrl: bannerUrl });

    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const done = await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    const invitePath = done.recipients[0].invitePath;

    // The API's page data.
    const page = (await (await t.request(`/api/invite/${d.uniqueCode}`)).json()) as {
      invitation: InvitationPage;
    };
    expect(page.invitation).toMatchObject({ design: "event-banner", artUrl: bannerUrl });

    // The guest's page as sent: the banner as its picture, the event's facts as text over it.
    const when = formatEventDateLong("2031-02-14", "19:00");
    for (const pagePath of [invitePath, `/invite/${d.uniqueCode}`]) {
      const html = await (await t.request(pagePath)).text();
      expect(html).toMatch(new RegExp(`<img[^>]+src="${bannerUrl}\\?w=640"`));
      expect(html).toContain('data-invite-art="event-banner"');
      expect(html).toMatch(/<h1[^>]*>Mehendi Night<\/h1>/);
      expect(html).toContain(when);
      expect(html).toContain("Udaipur");
      // The shared link's preview: the banner and the facts.
      expect(html).toContain(`<meta property="og:image" content="${t.config.publicUrl}${bannerUrl}?w=1280"`);
    }

    const mail = (await t.outbox()).find((m) => m.to === "jaya@example.com")!;
    expect(mail.html).toContain(`background-image:url('${t.config.publicUrl}${bannerUrl}?w=640')`);
    expect(mail.html).toMatch(/<h1[^>]*>Mehendi Night<\/h1>/);
    expect(mail.html).toContain(`>${when}</p>`);
    expect(mail.html).toContain(">Udaipur</p>");
  });

  it("mails a template's art with the event's text set over it, not in the picture", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Kavi", "kavi@example.com", null]]);
    const diwali = (await templates()).find((x) => x.name === "Diwali Lights")!;
    const d = await draft(t, host, { eventId, templateId: diwali.id, guestIds: guests.map((g) => g.id) });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    const mail = (await t.outbox()).find((m) => m.to === "kavi@example.com")!;
    expect(mail.html).toContain(`url('${t.config.publicUrl}${diwali.previewUrl}?w=640')`);
    expect(mail.html).toMatch(/<h1[^>]*>Mehendi Night<\/h1>/);
    expect(mail.html).toContain(">Udaipur</p>");
  });
});
