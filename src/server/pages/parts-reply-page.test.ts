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

/** The reply form's post from `page`: Attending `yes` and Not attending `no`, each for one person. */
const yesAndNo = (page: string, yes: string, no: string) =>
  post(page, [
    ["partsForm", "1"],
    [partFields.answer(yes), "yes"],
    [partFields.party(yes), "1"],
    [partFields.answer(no), "no"],
    [partFields.party(no), "1"],
  ]);

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

    const saved = await yesAndNo(page, haldi.id, sangeet.id);
    expect(saved.status).toBe(200);
    const view = (await (await t.request(`/api/rsvp/${guest.token}`)).json()) as RsvpView;
    expect(view.guest?.status).toBe("confirmed");
    expect(view.parts.map((p) => [p.name, p.answer?.status])).toEqual([
      ["Haldi", "confirmed"],
      ["Sangeet", "declined"],
    ]);
  });

  it("after the reply, offers Google and Outlook links for each part they come to, at its own time", async () => {
    const { eventId, parts } = await wedding();
    const [haldi, , sangeet] = parts;
    const guest = await addInvitedGuest(t, host.cookie, eventId, {
      name: "Lalit",
      email: "lalit@example.com",
    });
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [haldi.id, sangeet.id]);
    const page = `/rsvp/${guest.token}`;
    // Before any answer there is no part to add: no links for the event's own time either.
    expect(await (await t.app.request(page)).text()).not.toContain("calendar.google.com");

    const saved = await yesAndNo(page, haldi.id, sangeet.id);
    const html = await saved.text();
    // The haldi, 10:00 in Kolkata (04:30 UTC) for the default three hours, titled as its .ics entry.
    const google = [...html.matchAll(/href="(https:\/\/calendar\.google\.com[^"]+)"/g)].map(
      (m) => new URL(m[1].replaceAll("&amp;", "&")),
    );
    expect(google.map((u) => [u.searchParams.get("text"), u.searchParams.get("dates")])).toEqual([
      ["Haldi · Wedding", "20310105T043000Z/20310105T073000Z"],
    ]);
    expect(google[0].searchParams.get("location")).toBe("Jaipur");
    expect(google[0].searchParams.get("details")).toContain("Dress code: Yellow");
    const outlook = [...html.matchAll(/href="(https:\/\/outlook\.live\.com[^"]+)"/g)].map(
      (m) => new URL(m[1].replaceAll("&amp;", "&")),
    );
    expect(outlook.map((u) => [u.searchParams.get("subject"), u.searchParams.get("startdt")])).toEqual([
      ["Haldi · Wedding", "2031-01-05T04:30:00.000Z"],
    ]);
    // The page read again later shows the same links on their card.
    expect(await (await t.app.request(page)).text()).toContain("20310105T043000Z");
  });

  it("a guest invited to no part reads so, with no form, and a reply is refused", async () => {
    const { eventId, parts } = await wedding();
    const guest = await addInvitedGuest(t, host.cookie, eventId, {
      name: "Mohan",
      email: "mohan@example.com",
    });
    // Invited to the Mehndi only, which the host then removes.
    await t.services.parts.invite(actor(), eventId, { guestIds: [guest.id] }, [parts[1].id]);
    await t.services.parts.remove(actor(), eventId, parts[1].id);
    const page = `/rsvp/${guest.token}`;
    const html = await (await t.app.request(page)).text();
    expect(html).toContain(replyPartMessages.invitedToNoPart);
    expect(html).not.toContain("Send reply");
    expect(html).not.toMatch(/name="response"/);
    expect(html).not.toContain("calendar.google.com");
    const view = (await (await t.request(`/api/rsvp/${guest.token}`)).json()) as RsvpView;
    expect(view).toMatchObject({ parts: [], invitedToNoPart: true });

    const refused = await t.request(`/api/rsvp/${guest.token}`, {
      method: "PUT",
      json: { response: "attending" },
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      replyPartMessages.invitedToNoPart,
    );
    // A form post (a page kept open from before) is refused the same way, and says why.
    const posted = await post(page, [["response", "attending"]]);
    expect(await posted.text()).toContain(replyPartMessages.invitedToNoPart);
    const after = (await (await t.request(`/api/rsvp/${guest.token}`)).json()) as RsvpView;
    expect(after.guest?.respondedAt).toBeNull();
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
