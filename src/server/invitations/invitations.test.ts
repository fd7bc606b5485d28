import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InvitationDetail, InvitationSummary, Template } from "../../contract/invitations.ts";
import { customTemplate, draft, eventWithGuests, waitFor } from "../test/invitation-fixtures.ts";
import { jpegWithGps, pngImage } from "../test/sample-images.ts";
import { createTestApp, signUp, signUpAdmin, type TestApp } from "../test/test-app.ts";
import { defaultTemplates } from "./default-templates.ts";

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let templateId: string;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: "admin@example.com" }, { workers: true });
  host = await signUp(t, "host@example.com", "Host Person");
  templateId = await customTemplate(t, host);
});
afterAll(() => t.close());

async function postTemplate(
  fields: Record<string, string>,
  image?: { data: Buffer; name: string; type: string },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("image", new File([new Uint8Array(image.data)], image.name, { type: image.type }));
  return t.app.request("/api/templates", {
    method: "POST",
    body: form,
    headers: { cookie: host.cookie, origin: t.config.publicUrl },
  });
}

describe("templates", () => {
  it("the admin installs the default templates once; everyone sees them by name", async () => {
    const admin = await signUpAdmin(t, "admin@example.com", "Admin");
    const first = await t.request("/api/admin/templates/defaults", { method: "POST", cookie: admin.cookie });
    expect(await first.json()).toEqual({ added: defaultTemplates.length });
    const again = await t.request("/api/admin/templates/defaults", { method: "POST", cookie: admin.cookie });
    expect(await again.json()).toEqual({ added: 0 });
    const list = (await (await t.request("/api/templates", { cookie: host.cookie })).json()) as {
      items: Template[];
    };
    const names = list.items.map((x) => x.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const birthday = list.items.find((x) => x.name === "Classic Birthday")!;
    expect(birthday).toMatchObject({ category: "birthday", isCustom: false, createdBy: null });
    const preview = await t.request(`${birthday.previewUrl}?w=320`);
    expect(preview.headers.get("content-type")).toBe("image/webp");
    expect(list.items.some((x) => x.name === "Elegant Wedding")).toBe(true);
  });

  it("checks the custom template form with the spec's texts", async () => {
    const noName = await postTemplate(
      { name: "", category: "other" },
      { data: await pngImage(), name: "a.png", type: "image/png" },
    );
    expect((await noName.json()).error.fields.name).toBe("Template name is required");
    const noCategory = await postTemplate(
      { name: "X" },
      { data: await pngImage(), name: "a.png", type: "image/png" },
    );
    expect((await noCategory.json()).error.fields.category).toBe("Category is required");
    const noImage = await postTemplate({ name: "X", category: "other" });
    expect((await noImage.json()).error.message).toBe("Template image is required");
    const fake = await postTemplate(
      { name: "X", category: "other" },
      { data: Buffer.from("not an image"), name: "a.png", type: "image/png" },
    );
    expect(fake.status).toBe(415);
    expect((await fake.json()).error.message).toBe("Please upload a valid image file");
    const big = await postTemplate(
      { name: "X", category: "other" },
      {
        data: Buffer.concat([await jpegWithGps(), Buffer.alloc(5 * 1024 * 1024)]),
        name: "big.jpg",
        type: "image/jpeg",
      },
    );
    expect((await big.json()).error.message).toBe("Image size should be less than 5MB");
  });

  it("keeps one user's custom templates from another", async () => {
    const other = await signUp(t);
    const list = (await (await t.request("/api/templates", { cookie: other.cookie })).json()) as {
      items: Template[];
    };
    expect(list.items.some((x) => x.id === templateId)).toBe(false);
    const { eventId, guests } = await eventWithGuests(t, other, [["Zed", "zed@example.com", null]]);
    const res = await t.request("/api/invitations", {
      cookie: other.cookie,
      json: { eventId, templateId, title: "T", message: "M", type: "email", guestIds: [guests[0].id] },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe("Missing required fields");
  });
});

describe("drafts", () => {
  it("saves a draft with a unique 8-character code and the recipients", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Anu", "anu@example.com", null],
      ["Bo", "bo@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    expect(d).toMatchObject({ status: "draft", type: "email", recipientCount: 2 });
    expect(d.uniqueCode).toMatch(/^[A-Za-z0-9]{8}$/);
    expect(d.recipients.map((r) => r.state)).toEqual(["pending", "pending"]);
    expect(d.recipients[0].invitePath).toMatch(new RegExp(`^/invite/${d.uniqueCode}/[a-f0-9]{64}$`));
  });

  it("needs recipients from the event's own list", async () => {
    const { eventId } = await eventWithGuests(t, host, []);
    const none = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: { eventId, templateId, title: "T", message: "M", type: "email", guestIds: [] },
    });
    expect((await none.json()).error.message).toBe("No recipients selected");
    const elsewhere = await eventWithGuests(t, host, [["Cy", "cy@example.com", null]]);
    const foreign = await t.request("/api/invitations", {
      cookie: host.cookie,
      json: {
        eventId,
        templateId,
        title: "T",
        message: "M",
        type: "email",
        guestIds: [elsewhere.guests[0].id],
      },
    });
    expect(foreign.status).toBe(400);
  });

  it("lists mine newest first, and the 5 most recent", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Dee", "dee@example.com", null]]);
    for (let i = 0; i < 6; i++) await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const recent = (await (await t.request("/api/invitations/recent", { cookie: host.cookie })).json()) as {
      items: InvitationSummary[];
    };
    expect(recent.items).toHaveLength(5);
    const times = recent.items.map((i) => i.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    const ofEvent = (await (
      await t.request(`/api/invitations?eventId=${eventId}`, { cookie: host.cookie })
    ).json()) as { items: unknown[] };
    expect(ofEvent.items).toHaveLength(6);
  });
});

describe("sending by e-mail", () => {
  it("refuses when selected guests have no e-mail, with the spec's text", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Eve", "eve@example.com", null],
      ["Fay", null, "+91 98765 00000"],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    const res = await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    expect(res.status).toBe(400);
    expect((await res.json()).error.message).toBe(
      "1 selected guest(s) don't have email addresses. Please add their emails or choose a different delivery method.",
    );
  });

  it("sends one mail per recipient with a personal link, a calendar file and unsubscribe", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Gita", "gita@example.com", null],
      ["Hari", "hari@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    const sent = await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    expect(((await sent.json()) as InvitationDetail).status).toBe("sent");
    const done = await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    expect(done.recipients.every((r) => r.sentAt)).toBe(true);
    const mails = (await t.outbox()).filter((m) => m.subject === "Invitation to Mehendi Night");
    const gita = mails.find((m) => m.to === "gita@example.com")!;
    expect(gita.text).toContain(
      `${t.config.publicUrl}${done.recipients.find((r) => r.name === "Gita")!.invitePath}`,
    );
    expect(gita.html).toContain("Reply to the invitation");
    // The footer link opens a confirmation page (mail scanners follow links; a GET must not unsubscribe).
    const token = done.recipients
      .find((r) => r.name === "Gita")!
      .invitePath.split("/")
      .pop();
    expect(gita.html).toContain(`${t.config.publicUrl}/rsvp/${token}?unsubscribe=1`);
    expect((gita as unknown as { headers: Record<string, string> }).headers["List-Unsubscribe"]).toMatch(
      /unsubscribe>$/,
    );
    expect((gita as unknown as { attachments: string[] }).attachments).toEqual(["event.ics"]);
    expect(mails.filter((m) => m.to === "hari@example.com")).toHaveLength(1);
  });

  it("a guest who unsubscribed is not mailed again; the failure says why and can be retried", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Ira", "ira@example.com", null]]);
    const token = guests[0].rsvpPath.split("/").pop();
    expect((await t.request(`/api/rsvp/${token}/unsubscribe`, { method: "POST" })).status).toBe(204);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const failed = await waitFor(t, host, d.id, (x) => x.recipients[0].state === "failed");
    expect(failed.recipients[0].error).toBe("The guest asked not to receive these e-mails");
    const retried = (await (
      await t.request(`/api/invitations/${d.id}/retry`, { method: "POST", cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(retried.recipients[0].state).toBe("queued");
  });
});

describe("scheduling", () => {
  it("refuses a date in the past with the spec's text", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Jai", "jai@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const res = await t.request(`/api/invitations/${d.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: new Date(Date.now() - 60_000).toISOString() },
    });
    expect((await res.json()).error.message).toBe("Scheduled date must be in the future");
  });

  it("sends at the scheduled time, and not at all once cancelled", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Kavi", "kavi@example.com", null],
      ["Lata", "lata@example.com", null],
    ]);
    const onTime = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const cancelled = await draft(t, host, { eventId, templateId, guestIds: [guests[1].id] });
    const when = new Date(Date.now() + 2500).toISOString();
    const scheduled = (await (
      await t.request(`/api/invitations/${onTime.id}/schedule`, {
        cookie: host.cookie,
        json: { scheduledDate: when },
      })
    ).json()) as InvitationDetail;
    expect(scheduled).toMatchObject({ status: "scheduled", scheduledDate: when });
    await t.request(`/api/invitations/${cancelled.id}/schedule`, {
      cookie: host.cookie,
      json: { scheduledDate: when },
    });
    await t.request(`/api/invitations/${cancelled.id}/cancel-schedule`, {
      method: "POST",
      cookie: host.cookie,
    });
    const done = await waitFor(t, host, onTime.id, (x) => x.recipients[0].state === "sent");
    expect(done.status).toBe("sent");
    expect(Date.now()).toBeGreaterThanOrEqual(new Date(when).getTime());
    await new Promise((r) => setTimeout(r, 1500));
    const after = (await (
      await t.request(`/api/invitations/${cancelled.id}`, { cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(after).toMatchObject({ status: "draft", scheduledDate: null });
    expect((await t.outbox()).some((m) => m.to === "lata@example.com")).toBe(false);
  });

  it("reminds only the recipients who have not replied", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Mira", "mira@example.com", null],
      ["Nilo", "nilo@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: guests.map((g) => g.id) });
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    await waitFor(t, host, d.id, (x) => x.recipients.every((r) => r.state === "sent"));
    const miraToken = guests[0].rsvpPath.split("/").pop();
    await t.request(`/api/rsvp/${miraToken}`, { method: "PUT", json: { response: "attending" } });
    await t.request(`/api/invitations/${d.id}/reminders`, {
      cookie: host.cookie,
      json: { sendAt: new Date(Date.now() + 1500).toISOString() },
    });
    const reminded = await waitFor(
      t,
      host,
      d.id,
      (x) => x.reminders[0]?.status === "sent" && x.reminders[0].sentCount > 0,
    );
    expect(reminded.reminders[0].sentCount).toBe(1);
    const reminders = (await t.outbox()).filter((m) => m.subject === "Reminder: Invitation to Mehendi Night");
    expect(reminders.map((m) => m.to)).toEqual(["nilo@example.com"]);
    // The host hears that it went out ("Event reminders" is on by default).
    await expect
      .poll(async () => (await t.outbox()).find((m) => m.subject === "Reminder sent: Mehendi Night")?.to)
      .toBe("host@example.com");
  });
});

describe("WhatsApp and link invitations", () => {
  it("gives a click-to-send link per guest with a phone and lets the host mark them sent", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Om", "om@example.com", "98450 12345"],
      ["Pia", "pia@example.com", null],
    ]);
    const d = await draft(t, host, {
      eventId,
      templateId,
      guestIds: guests.map((g) => g.id),
      type: "whatsapp",
    });
    const om = d.recipients.find((r) => r.name === "Om")!;
    expect(om.whatsappUrl).toMatch(/^https:\/\/wa\.me\/919845012345\?text=/);
    expect(decodeURIComponent(om.whatsappUrl!.split("text=")[1])).toContain(
      `${t.config.publicUrl}${om.invitePath}`,
    );
    expect(d.recipients.find((r) => r.name === "Pia")!.whatsappUrl).toBeNull();
    const still = (await (
      await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie })
    ).json()) as InvitationDetail;
    expect(still.status).toBe("draft");
    const marked = (await (
      await t.request(`/api/invitations/${d.id}/mark-sent`, {
        cookie: host.cookie,
        json: { guestIds: "all" },
      })
    ).json()) as InvitationDetail;
    expect(marked.status).toBe("sent");
    expect(marked.recipients.every((r) => r.state === "sent")).toBe(true);
  });

  it("the shared link opens the invitation and takes open replies, even for a private event", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Qi", "qi@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    // A draft nobody has shared yet answers like an unknown code, replies included.
    expect((await t.request(`/api/invite/${d.uniqueCode}`)).status).toBe(404);
    expect((await t.request(`${"/api"}${d.recipients[0].invitePath}`)).status).toBe(404);
    const early = await t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
      json: { name: "Too Early", email: "early@example.com", response: "attending" },
    });
    expect(early.status).toBe(404);
    await t.request(`/api/invitations/${d.id}/share`, { method: "POST", cookie: host.cookie });
    const page = await (await t.request(`/api/invite/${d.uniqueCode}`)).json();
    expect(page.invitation).toMatchObject({ title: "Invitation to Mehendi Night", openRsvp: true });
    expect(page.rsvp.event.title).toBe("Mehendi Night");
    expect(JSON.stringify(page)).not.toContain("qi@example.com");
    const reply = await t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
      json: { name: "Walk In", email: "walkin@example.com", response: "attending" },
    });
    expect(reply.status).toBe(200);
    const page2 = (await (
      await t.request(`/api/events/${eventId}/guests?search=walkin`, { cookie: host.cookie })
    ).json()) as { items: { name: string; status: string }[] };
    expect(page2.items[0]).toMatchObject({ name: "Walk In", status: "confirmed" });
    const personal = await (await t.request(`${"/api"}${d.recipients[0].invitePath}`)).json();
    expect(personal.rsvp.guest.name).toBe("Qi");
    expect((await t.request(`/api/invite/NOPE1234`)).status).toBe(404);
    const otherEvent = await eventWithGuests(t, host, [["Ravi", "ravi@example.com", null]]);
    const wrongToken = otherEvent.guests[0].rsvpPath.split("/").pop();
    expect((await t.request(`/api/invite/${d.uniqueCode}/${wrongToken}`)).status).toBe(404);
  });

  it("a shared link's registrant brings +1s up to the event's setting for open replies", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [["Uma", "uma@example.com", null]]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id], type: "link" });
    await t.request(`/api/invitations/${d.id}/share`, { method: "POST", cookie: host.cookie });
    await t.request(`/api/events/${eventId}/rsvp-settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: {
        rsvpDeadline: null,
        capacity: null,
        askMeal: false,
        mealOptions: [],
        askDietary: false,
        hostMessage: "",
        openPlusOnes: 1,
      },
    });
    const page = await (await t.request(`/api/invite/${d.uniqueCode}`)).json();
    expect(page.rsvp.form.plusOnesAllowed).toBe(1);
    const send = (plusOnes: string[], email: string) =>
      t.request(`/api/invite/${d.uniqueCode}/rsvp`, {
        json: { name: "Link Visitor", email, response: "attending", plusOnes },
      });
    const two = await send(["A", "B"], "two@example.com");
    expect(two.status).toBe(400);
    expect((await two.json()).error.message).toBe("You can bring up to 1 guest");
    expect((await send(["A"], "one@example.com")).status).toBe(200);
    const list = (await (
      await t.request(`/api/events/${eventId}/guests?search=one@example.com`, { cookie: host.cookie })
    ).json()) as { items: { status: string; plusOnes: string[] }[] };
    expect(list.items).toEqual([expect.objectContaining({ status: "confirmed", plusOnes: ["A"] })]);
  });
});

describe("editing and deleting", () => {
  it("edits a draft, refuses to edit a sent one, and deletes", async () => {
    const { eventId, guests } = await eventWithGuests(t, host, [
      ["Sam", "sam@example.com", null],
      ["Tara", "tara@example.com", null],
    ]);
    const d = await draft(t, host, { eventId, templateId, guestIds: [guests[0].id] });
    const body = {
      eventId,
      templateId,
      title: "New title",
      message: "New message",
      type: "email",
      guestIds: [guests[1].id],
    };
    const edited = (await (
      await t.request(`/api/invitations/${d.id}`, { method: "PUT", cookie: host.cookie, json: body })
    ).json()) as InvitationDetail;
    expect(edited).toMatchObject({ title: "New title", recipientCount: 1 });
    expect(edited.recipients.map((r) => r.name)).toEqual(["Tara"]);
    await t.request(`/api/invitations/${d.id}/send`, { method: "POST", cookie: host.cookie });
    const refused = await t.request(`/api/invitations/${d.id}`, {
      method: "PUT",
      cookie: host.cookie,
      json: body,
    });
    expect(refused.status).toBe(409);
    expect(
      (await t.request(`/api/invitations/${d.id}`, { method: "DELETE", cookie: host.cookie })).status,
    ).toBe(204);
    expect((await t.request(`/api/invitations/${d.id}`, { cookie: host.cookie })).status).toBe(404);
  });
});
