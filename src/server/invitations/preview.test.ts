import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationPreview } from "../../contract/invitations.ts";
import { customTemplate, draft, eventWithGuests, waitFor } from "../test/invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

// Issue 34: before sending, the host sees the e-mail as a guest will get it, built by the sender's code.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  t = await createTestApp({}, { workers: true, web: true });
  host = await signUp(t, "preview.host@example.com", "Priya Host");
  other = await signUp(t, "preview.other@example.com", "Omar Other");
}, 60_000);
afterAll(async () => {
  await t?.close();
});

const content = { title: "Invitation to Mehendi Night", message: "Dear friends,\n\nPlease join us!" };

describe("POST /api/invitations/preview", () => {
  it("shows the very e-mail the sender sends to that guest, nothing saved", async () => {
    const templateId = await customTemplate(t, host);
    const { eventId, guests } = await eventWithGuests(t, host, [["Uma", "uma.preview@example.com", null]]);
    const res = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: { eventId, templateId, ...content, guestId: guests[0].id },
    });
    expect(res.status).toBe(200);
    const preview = (await res.json()) as InvitationPreview;
    expect(preview.guestName).toBe("Uma");
    expect(preview.subject).toBe(content.title);
    expect(preview.html).toContain("Dear Uma,");
    expect(preview.html).toContain("Priya Host has invited you to Mehendi Night.");
    // Nothing was saved.
    const list = await (
      await t.request(`/api/invitations?eventId=${eventId}`, { cookie: host.cookie })
    ).json();
    expect(list.items).toEqual([]);

    // Sent for real, the e-mail is the preview but for the invitation's own code in the reply link.
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    const mail = (await t.outbox()).find((m) => m.to === "uma.preview@example.com");
    expect(mail?.subject).toBe(preview.subject);
    expect(mail?.html.trim()).toBe(
      preview.html.replaceAll("/invite/PREVIEW0/", `/invite/${d.uniqueCode}/`).trim(),
    );
  });

  it("without a guest shows it to a sample guest; the event's banner design needs a banner", async () => {
    const templateId = await customTemplate(t, host);
    const { eventId } = await eventWithGuests(t, host, []);
    const res = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: { eventId, templateId, ...content },
    });
    expect(res.status).toBe(200);
    expect(((await res.json()) as InvitationPreview).html).toContain("Dear Guest,");
    const banner = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: { eventId, design: "event-banner", ...content },
    });
    expect(banner.status).toBe(400);
    expect((await banner.json()).error.message).toContain("no banner");
  });

  it("refuses another host's event, a guest of another event and an empty title, saying why", async () => {
    const templateId = await customTemplate(t, host);
    const { eventId } = await eventWithGuests(t, host, [["Vik", "vik.preview@example.com", null]]);
    const elsewhere = await eventWithGuests(t, host, [["Zoe", "zoe.preview@example.com", null]]);

    const foreign = await t.request("/api/invitations/preview", {
      cookie: other.cookie,
      json: { eventId, templateId, ...content },
    });
    expect(foreign.status).toBe(403);

    const strayGuest = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: { eventId, templateId, ...content, guestId: elsewhere.guests[0].id },
    });
    expect(strayGuest.status).toBe(404);
    expect((await strayGuest.json()).error.message).toBe("Guest not found");

    const untitled = await t.request("/api/invitations/preview", {
      cookie: host.cookie,
      json: { eventId, templateId, ...content, title: "  " },
    });
    expect(untitled.status).toBe(400);
    expect(JSON.stringify(await untitled.json())).toContain("Title is required");
  });

  it("GET /invite-preview shows the guest's invitation page to the host only, saving nothing", async () => {
    const templateId = await customTemplate(t, host);
    const { eventId, guests } = await eventWithGuests(t, host, [["Isha", "isha.preview@example.com", null]]);
    const query = new URLSearchParams({ eventId, templateId, ...content, guestId: guests[0].id });
    const page = await t.request(`/invite-preview?${query}`, { cookie: host.cookie });
    const html = await page.text();
    expect(page.status, html.slice(0, 2000)).toBe(200);
    expect(page.headers.get("cache-control")).toBe("no-store");
    expect(html).toContain("Invitation to Mehendi Night");
    expect(html).toContain("Please join us!");
    expect(html).toContain("Isha");
    // Said to be a preview, and its forms are off: nothing can post to an invitation not yet made.
    expect(html).toContain("Preview: this is how the invitation will look.");
    const fenced = html.slice(html.indexOf("<fieldset"));
    expect(fenced).toMatch(/^<fieldset[^>]* disabled/);
    expect(fenced).toContain('id="reply"');

    const anonymous = await t.request(`/invite-preview?${query}`);
    expect(anonymous.status).toBe(401);
    const foreign = await t.request(`/invite-preview?${query}`, { cookie: other.cookie });
    expect(foreign.status).toBe(403);
    const list = await (
      await t.request(`/api/invitations?eventId=${eventId}`, { cookie: host.cookie })
    ).json();
    expect(list.items).toEqual([]);
  });
});
