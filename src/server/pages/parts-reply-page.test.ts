import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { partFields, replyPartMessages } from "../../contract/reply-parts.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { addInvitedGuest, createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp, testOrigin } from "../test/test-app.ts";

// The reply page of a guest at an event in parts as a browser without script uses it (issue 36):
// only their parts in the HTML, each with its radios and party size, answered by one form post.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  host = await signUp(t, "parts-page-host@example.com", "Parts Host");
});
afterAll(async () => {
  await t.close();
});

const actor = (): CurrentUser => ({
  id: host.id,
  email: host.email,
  name: "Parts Host",
  image: null,
  emailVerified: false,
  isAdmin: false,
});

const post = (pathname: string, fields: [string, string][]) =>
  t.app.request(pathname, {
    method: "POST",
    headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

async function wedding() {
  const { id: eventId } = await createEvent(t, host.cookie, { title: "Wedding", location: "Jaipur" });
  const parts = [];
  for (const [name, startTime, note] of [
    ["Haldi", "10:00", "Dress code: Yellow"],
    ["Mehndi", "15:00", ""],
    ["Sangeet", "19:00", ""],
    ["Reception", "20:00", ""],
  ]) {
    parts.push(
      await t.services.parts.create(actor(), eventId, {
        name,
        date: "2031-01-05",
        startTime,
        endTime: null,
        venue: null,
        note,
        capacity: null,
        isPublic: name !== "Haldi",
      }),
    );
  }
  return { eventId, parts };
}

describe("the reply page at an event in parts, without script", () => {
  it("shows only the guest's parts and saves a yes to one and a no to the other from one post", {
    timeout: 90_000,
  }, async () => {
    const { eventId, parts } = await wedding();
    const [haldi, mehndi, sangeet] = parts;
    const guest = await addInvitedGuest(t, host.cookie, eventId, {
      name: "Kavya",
      email: "kavya@example.com",
    });
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [haldi.id, sangeet.id]);
    const page = `/rsvp/${guest.token}`;
    const html = await (await t.app.request(page)).text();
    expect(html).toContain(`name="${partFields.answer(haldi.id)}"`);
    expect(html).toContain(`name="${partFields.answer(sangeet.id)}"`);
    expect(html).toContain("Sun 5 Jan, 10:00 · Jaipur");
    expect(html).toContain("Dress code: Yellow");
    expect(html).not.toContain("Mehndi");
    expect(html).not.toContain(mehndi.id);
    // The one answer of an event without parts is not asked.
    expect(html).not.toMatch(/name="response"/);

    // A part left unanswered: the page again, the message beside that part, nothing saved.
    const refused = await post(page, [
      ["partsForm", "1"],
      [partFields.answer(haldi.id), "yes"],
      [partFields.party(haldi.id), "1"],
      [partFields.party(sangeet.id), "1"],
    ]);
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain(replyPartMessages.answerEachPart);

    const saved = await post(page, [
      ["partsForm", "1"],
      [partFields.answer(haldi.id), "yes"],
      [partFields.party(haldi.id), "1"],
      [partFields.answer(sangeet.id), "no"],
      [partFields.party(sangeet.id), "1"],
    ]);
    expect(saved.status).toBe(200);
    const view = (await (await t.request(`/api/rsvp/${guest.token}`)).json()) as RsvpView;
    expect(view.guest?.status).toBe("confirmed");
    expect(view.parts.map((p) => [p.name, p.answer?.status])).toEqual([
      ["Haldi", "confirmed"],
      ["Sangeet", "declined"],
    ]);
  });

  it("the public page offers the public parts, and a stranger registers for one", async () => {
    const { eventId, parts } = await wedding();
    const [haldi, , sangeet] = parts;
    const html = await (await t.app.request(`/events/${eventId}`)).text();
    expect(html).toContain(`value="${sangeet.id}"`);
    expect(html).not.toContain(`value="${haldi.id}"`);
    const none = await post(`/events/${eventId}`, [
      ["partsForm", "1"],
      ["name", "Lata Stranger"],
      ["email", "lata@example.com"],
    ]);
    expect(await none.text()).toContain(replyPartMessages.chooseAPublicPart);
    const ok = await post(`/events/${eventId}`, [
      ["partsForm", "1"],
      ["name", "Lata Stranger"],
      ["email", "lata@example.com"],
      [partFields.chosen, sangeet.id],
    ]);
    expect(ok.status).toBe(200);
    const counts = await t.services.parts.counts(eventId);
    expect(counts.find((c) => c.partId === sangeet.id)).toMatchObject({ confirmed: 1, seats: 1 });
  });
});
