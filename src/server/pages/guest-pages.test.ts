import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import { createEvent } from "../test/new-event.ts";
import { settings } from "../test/rsvp-setup.ts";
import { createTestApp, signUp, type TestApp, testOrigin } from "../test/test-app.ts";

// The guest pages as a browser without script uses them: read as HTML, answered by form posts.

let t: TestApp;
let cookie: string;
let event: Event;

beforeAll(async () => {
  t = await createTestApp({}, { web: true });
  cookie = (await signUp(t)).cookie;
  event = await createEvent(t, cookie, {
    title: "Diwali Night",
    description: "Lamps and sweets.",
    date: "2031-11-01",
    time: "19:00",
    location: "Bangalore",
  });
  const saved = await t.request(`/api/events/${event.id}/rsvp-settings`, {
    cookie,
    method: "PUT",
    json: settings({
      askMeal: true,
      mealOptions: ["Vegetarian", "Non-vegetarian"],
      askDietary: true,
      openPlusOnes: 1,
    }),
  });
  expect(saved.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

async function addGuest(name: string): Promise<{ id: string; token: string }> {
  const res = await t.request(`/api/events/${event.id}/guests`, {
    cookie,
    json: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      category: "friend",
      status: "invited",
      plusOnesAllowed: 2,
    },
  });
  const guest = (await res.json()) as { id: string; rsvpPath: string };
  return { id: guest.id, token: guest.rsvpPath.split("/").pop() ?? "" };
}

/** A form post as a browser without script sends it. */
function post(pathname: string, fields: [string, string][], origin = testOrigin) {
  return t.app.request(pathname, {
    method: "POST",
    headers: { origin, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
}

/** Whether the page has a `tag` element carrying every one of `attributes` (in any order). */
function hasTag(html: string, tag: string, attributes: string[]): boolean {
  return (html.match(new RegExp(`<${tag}\\b[^>]*>`, "g")) ?? []).some((t) =>
    attributes.every((a) => t.includes(a)),
  );
}

const guestOf = async (id: string) =>
  (await (await t.request(`/api/guests/${id}`, { cookie })).json()) as {
    status: string;
    plusOnes: string[];
    plusOneAnswers: { mealChoice: string | null; dietaryNotes: string }[];
    mealChoice: string | null;
    dietaryNotes: string;
    respondedAt: string | null;
  };

describe("a guest's personal reply page without script", () => {
  it("is HTML with the event and a form that posts back to the page", async () => {
    const { token } = await addGuest("Ravi");
    const res = await t.request(`/rsvp/${token}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/html");
    const html = await res.text();
    expect(html).toContain("Diwali Night");
    expect(html).toContain("Hi Ravi, will you join?");
    expect(hasTag(html, "form", ['method="post"', `action="/rsvp/${token}#reply"`])).toBe(true);
    expect(html).toContain('name="response"');
    expect(html).toContain("<style data-guest-css>");
  });

  it("saves a posted reply with a +1 and a meal, and answers with the saved reply", async () => {
    const { id, token } = await addGuest("Meena");
    const res = await post(`/rsvp/${token}`, [
      ["response", "attending"],
      ["plusOnes", "Arjun"],
      ["plusOnes", ""],
      ["mealChoice", "Vegetarian"],
      ["dietaryNotes", "No nuts"],
      ["noteToHost", ""],
    ]);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    const html = await res.text();
    expect(html).toContain(rsvpMessages.thanksAttending);
    expect(html).toContain("Arjun");
    const saved = await guestOf(id);
    expect(saved).toMatchObject({ status: "confirmed", plusOnes: ["Arjun"], mealChoice: "Vegetarian" });
    expect(saved.respondedAt).not.toBeNull();
  });

  it("asks each person of the party their meal: the guest's and each +1's, kept with their name", async () => {
    const { id, token } = await addGuest("Nila");
    const page = await (await t.request(`/rsvp/${token}`)).text();
    // A meal question for the guest and one per +1 box, each its own radio group.
    for (const group of ["mealChoice", "plusOneMeal.0", "plusOneMeal.1"])
      expect(hasTag(page, "input", ['type="radio"', `name="${group}"`, 'value="Vegetarian"'])).toBe(true);
    expect(page).toContain('name="plusOneDietary.1"');
    const party: [string, string][] = [
      ["response", "attending"],
      // The first box left empty: its stray answer goes with it, the second box's stays with Tara.
      ["plusOnes", ""],
      ["plusOnes", "Tara"],
      ["mealChoice", "Vegetarian"],
      ["dietaryNotes", "No nuts"],
      ["plusOneMeal.0", "Vegetarian"],
      ["plusOneMeal.1", "Non-vegetarian"],
      ["plusOneDietary.1", "No shellfish"],
      ["noteToHost", ""],
    ];
    expect((await post(`/rsvp/${token}`, party)).status).toBe(200);
    const tara = {
      plusOnes: ["Tara"],
      plusOneAnswers: [{ mealChoice: "Non-vegetarian", dietaryNotes: "No shellfish" }],
      mealChoice: "Vegetarian",
      dietaryNotes: "No nuts",
    };
    expect(await guestOf(id)).toMatchObject({ status: "confirmed", ...tara });

    // Maybe, as a browser sends it: the hidden +1 fields still in the post. The host sees none of it.
    const maybe = party.map(([k, v]): [string, string] => (k === "response" ? [k, "maybe"] : [k, v]));
    expect((await post(`/rsvp/${token}`, maybe)).status).toBe(200);
    expect(await guestOf(id)).toMatchObject({
      status: "maybe",
      plusOnes: [],
      plusOneAnswers: [],
      mealChoice: null,
      dietaryNotes: "",
    });
    // The guest's form offers Tara and her meal again.
    const again = await (await t.request(`/rsvp/${token}?change=1`)).text();
    expect(hasTag(again, "input", ['name="plusOnes"', 'value="Tara"'])).toBe(true);
    expect(hasTag(again, "input", ['name="plusOneMeal.0"', 'value="Non-vegetarian"', "checked"])).toBe(true);
    expect(again).toContain("No shellfish");
    // Attending again with what the form shows: all back.
    const back: [string, string][] = [
      ["response", "attending"],
      ["plusOnes", "Tara"],
      ["plusOnes", ""],
      ["mealChoice", "Vegetarian"],
      ["dietaryNotes", "No nuts"],
      ["plusOneMeal.0", "Non-vegetarian"],
      ["plusOneDietary.0", "No shellfish"],
      ["plusOneDietary.1", ""],
      ["noteToHost", ""],
    ];
    expect((await post(`/rsvp/${token}`, back)).status).toBe(200);
    expect(await guestOf(id)).toMatchObject({ status: "confirmed", ...tara });
  });

  it("leaves out what a declining guest was not asked", async () => {
    const { id, token } = await addGuest("Kiran");
    await post(`/rsvp/${token}`, [
      ["response", "not_attending"],
      ["plusOnes", "Ghost"],
      ["mealChoice", "Vegetarian"],
    ]);
    expect(await guestOf(id)).toMatchObject({ status: "declined", plusOnes: [], mealChoice: null });
  });

  it("shows the schema's message beside the field and keeps what was typed when a reply is refused", async () => {
    const { id, token } = await addGuest("Sita");
    const res = await post(`/rsvp/${token}`, [["noteToHost", "See you soon"]]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(rsvpMessages.responseRequired);
    expect(html).toContain("See you soon");
    expect((await guestOf(id)).respondedAt).toBeNull();
  });

  it("shows the form again with the saved answer on 'Change reply'", async () => {
    const { token } = await addGuest("Lata");
    await post(`/rsvp/${token}`, [
      ["response", "attending"],
      ["plusOnes", "Dev"],
    ]);
    const answer = await (await t.request(`/rsvp/${token}`)).text();
    expect(answer).toContain("Change reply");
    expect(answer).not.toContain('name="response"');
    const form = await (await t.request(`/rsvp/${token}?change=1`)).text();
    expect(hasTag(form, "input", ['name="response"', 'value="attending"', "checked"])).toBe(true);
    expect(hasTag(form, "input", ['name="response"', 'value="maybe"', "checked"])).toBe(false);
    expect(form).toContain('value="Dev"');
  });

  it("is sent again as kept only while the guest's data is unchanged, and only to that guest's link", async () => {
    const anika = await addGuest("Anika");
    const bela = await addGuest("Bela");
    const page = async (token: string) => {
      const r = await t.app.request(`/rsvp/${token}`);
      expect(r.status).toBe(200);
      expect(r.headers.get("cache-control")).toBe("no-store");
      return r.text();
    };
    const first = await page(anika.token);
    expect(first).toContain("Anika");
    expect(await page(anika.token)).toBe(first);
    expect(await page(bela.token)).not.toContain("Anika");
    // The host renames her: her page shows it at once.
    const renamed = await t.request(`/api/guests/${anika.id}`, {
      cookie,
      method: "PUT",
      json: {
        name: "Anika Sen",
        email: "anika@example.com",
        category: "friend",
        status: "invited",
        plusOnesAllowed: 2,
      },
    });
    expect(renamed.status).toBe(200);
    expect(await page(anika.token)).toContain("Anika Sen");
  });

  it("says a bad link is not valid, with status 404", async () => {
    const res = await post("/rsvp/not-a-real-token", [["response", "attending"]]);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(rsvpMessages.invalidLink);
  });

  it("refuses a form posted from another site", async () => {
    const { id, token } = await addGuest("Omar");
    const res = await post(`/rsvp/${token}`, [["response", "attending"]], "https://evil.example");
    expect(res.status).toBe(403);
    expect((await guestOf(id)).respondedAt).toBeNull();
  });
});

describe("registering on a public event page without script", () => {
  it("checks name and e-mail with the spec's messages", async () => {
    const res = await post(`/events/${event.id}`, [
      ["name", ""],
      ["email", "not-an-address"],
      ["response", "attending"],
    ]);
    expect(res.status).toBe(422);
    const html = await res.text();
    expect(html).toContain(rsvpMessages.nameRequired);
    expect(html).toContain(rsvpMessages.emailInvalid);
    expect(html).toContain('value="not-an-address"');
  });

  it("registers with a +1 and answers with the neutral message", async () => {
    const res = await post(`/events/${event.id}`, [
      ["name", "Farah"],
      ["email", "farah@example.com"],
      ["response", "attending"],
      ["plusOnes", "Zoya"],
    ]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(rsvpMessages.openReplyReceived);
    const list = (await (
      await t.request(`/api/events/${event.id}/guests?search=farah`, { cookie })
    ).json()) as { items: { name: string; plusOnes: string[] }[] };
    expect(list.items).toMatchObject([{ name: "Farah", plusOnes: ["Zoya"] }]);
  });

  it("refuses more +1s than the event allows, beside the field", async () => {
    const res = await post(`/events/${event.id}`, [
      ["name", "Gita"],
      ["email", "gita@example.com"],
      ["response", "attending"],
      ["plusOnes", "One"],
      ["plusOnes", "Two"],
    ]);
    expect(res.status).toBe(422);
    expect(await res.text()).toContain(rsvpMessages.tooManyPlusOnes(1));
  });
});

describe("the pages of a deleted event", () => {
  it("tell the guest it was cancelled (410), not that the link is invalid", async () => {
    const gone = (await createEvent(t, cookie, {
      title: "Holi Brunch",
      description: "Colours, music and brunch.",
      date: "2031-03-01",
      time: "11:00",
      location: "Pune",
    })) as Event;
    const guest = (await (
      await t.request(`/api/events/${gone.id}/guests`, {
        cookie,
        json: { name: "Anu", email: "anu@example.com", category: "friend", status: "invited" },
      })
    ).json()) as { rsvpPath: string };
    const deleted = await t.request(`/api/events/${gone.id}`, { cookie, method: "DELETE" });
    expect(deleted.status, await deleted.text()).toBeLessThan(300);
    for (const page of [guest.rsvpPath, `/events/${gone.id}`]) {
      const res = await t.request(page);
      expect(res.status, page).toBe(410);
      const html = await res.text();
      expect(html, page).toContain("has been cancelled by its host");
      expect(html, page).toContain("Holi Brunch");
    }
  });
});

describe("a guest over the reply budget", () => {
  it("gets a page that says so (429), not the API's JSON", async () => {
    const strict = await createTestApp({ RSVP_RATE_LIMIT: "1" }, { webDir: t.webDir });
    try {
      const send = () =>
        strict.app.request("/rsvp/some-token", {
          method: "POST",
          headers: { origin: testOrigin, "content-type": "application/x-www-form-urlencoded" },
          body: "response=attending",
        });
      expect((await send()).status).toBe(404);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(refused.headers.get("content-type")).toContain("text/html");
      expect(await refused.text()).toContain("Too many requests. Please try again in a minute.");
    } finally {
      await strict.close();
    }
  });
});

describe("a guest asking to be forgotten", () => {
  it("offers a plain form; the post deletes the guest's details, ends the link and tells the host", async () => {
    const { id, token } = await addGuest("Forgetme");
    const html = await (await t.request(`/rsvp/${token}`)).text();
    expect(hasTag(html, "form", ['method="post"', `action="/rsvp/${token}/forget"`])).toBe(true);
    const res = await post(`/rsvp/${token}/forget`, [["confirm", "yes"]]);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(
      "Your contact details have been removed from the host&#x27;s guest list.",
    );
    expect((await t.request(`/api/guests/${id}`, { cookie })).status).toBe(404);
    expect((await t.request(`/rsvp/${token}`)).status).toBe(404);
    const notice = (await t.outbox()).find((m) => m.subject.startsWith("Forgetme was removed"));
    expect(notice?.text).toContain("Diwali Night");
    expect(notice?.text).not.toContain("forgetme@example.com");
  });
});
