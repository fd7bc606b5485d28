import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ErrorBody } from "../../contract/errors.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";
import { invalidTextMessage } from "./input-guard.ts";

let t: TestApp;
let cookie: string;
let eventId: string;

const event = {
  title: "Guarded party",
  description: "Lights, sweets and music on the terrace.",
  date: "2031-01-05",
  time: "18:30",
  location: "Indiranagar, Bangalore",
  isPublic: true,
  timeZone: "Asia/Kolkata",
};
const reply = { response: "attending", name: "Guest Name", email: "guest@example.com" };

beforeAll(async () => {
  t = await createTestApp({ RSVP_RATE_LIMIT: "100000" });
  ({ cookie } = await signUp(t, "guard@example.com", "Guard Host"));
  const res = await t.request("/api/events", { cookie, json: event });
  expect(res.status).toBe(201);
  eventId = ((await res.json()) as { id: string }).id;
});
afterAll(() => t.close());

/** The event saved with this title, with the cookie `as` (the host's by default; null: signed out). */
const putEventTitle = (title: string, as: string | null = cookie) =>
  t.request(`/api/events/${eventId}`, { method: "PUT", cookie: as ?? undefined, json: { ...event, title } });

/** A POST of these bytes as they are (t.request would encode a body itself), as the host. */
const postRaw = (path: string, contentType: string, body: string) =>
  t.app.request(path, {
    method: "POST",
    headers: { origin: "http://localhost:3000", cookie, "content-type": contentType },
    body,
  });

async function expectRefused(res: Response, field: string) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as ErrorBody;
  expect(body.error.code).toBe("validation_failed");
  expect(body.error.fields?.[field]).toBe(invalidTextMessage);
}

describe("the URL", () => {
  it("refuses NUL in a query value, naming the parameter", async () => {
    await expectRefused(await t.request("/api/events/public?search=%00"), "search");
    await expectRefused(await t.request("/api/events/mine?page=1&search=a%00b", { cookie }), "search");
  });

  it("refuses malformed escapes and encoded surrogates in the path and the query", async () => {
    await expectRefused(await t.request("/api/media/%E0%A4%A"), "path");
    await expectRefused(await t.request("/api/media/a%ED%A0%80"), "path");
    await expectRefused(await t.request("/api/auth/%E0%A4%A"), "path");
    await expectRefused(await t.request("/api/events/public?search=%E0%A4%A"), "search");
    await expectRefused(await t.request("/api/events/public?search=%"), "search");
  });

  it("lets ordinary escapes through", async () => {
    const res = await t.request("/api/events/public?search=Diwali%20party%2C%20%E0%A4%A6%E0%A4%BF");
    expect(res.status).toBe(200);
    expect((await t.request("/api/media/uploads%2Fnothing-here")).status).toBe(404);
  });
});

describe("JSON bodies", () => {
  it("refuses NUL in an open RSVP's name, signed out, naming the field", async () => {
    const res = await t.request(`/api/events/${eventId}/rsvp`, { json: { ...reply, name: "a\u0000b" } });
    await expectRefused(res, "name");
  });

  it("refuses lone surrogates, naming nested fields by their dotted path", async () => {
    await expectRefused(await putEventTitle("\ud800"), "title");
    const settings = {
      rsvpDeadline: null,
      capacity: null,
      askMeal: true,
      mealOptions: ["Veg", "a\u0000b"],
      askDietary: false,
      hostMessage: "",
    };
    await expectRefused(
      await t.request(`/api/events/${eventId}/rsvp-settings`, { method: "PUT", cookie, json: settings }),
      "mealOptions.1",
    );
  });

  it("still hands the body to the route: text that only looks like an escape is stored", async () => {
    const description = String.raw`Bring a \u0000-free playlist and \ud83c\udf89 spirit`;
    const res = await t.request("/api/events", { cookie, json: { ...event, description } });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { description: string }).description).toBe(description);
    const party = await t.request("/api/events", { cookie, json: { ...event, title: "Party \ud83c\udf89" } });
    expect(party.status).toBe(201);
  });

  it("keeps malformed JSON a 400, and a deeply nested body is no 5xx", async () => {
    const res = await postRaw("/api/events", "application/json", '{"title": "\\u0000');
    expect(res.status).toBe(400);
    const deep = `${"[".repeat(50_000)}"\\u0000"${"]".repeat(50_000)}`;
    const nested = await postRaw("/api/events", "application/json", deep);
    expect(nested.status).toBe(400);
  });
});

describe("Better Auth's endpoints", () => {
  it("refuses NUL in a sign-up name, JSON or form", async () => {
    const json = await t.request("/api/auth/sign-up/email", {
      json: { email: "nul@example.com", password: "Tr1cky-Lantern!", name: "a\u0000b" },
    });
    await expectRefused(json, "name");
    const form = await t.app.request("/api/auth/sign-up/email", {
      method: "POST",
      headers: { origin: "http://localhost:3000", "content-type": "application/x-www-form-urlencoded" },
      body: "email=nul%40example.com&password=Tr1cky-Lantern!&name=a%00b",
    });
    await expectRefused(form, "name");
  });

  it("still read the request body themselves", async () => {
    const res = await t.request("/api/auth/sign-in/email", {
      json: { email: "guard@example.com", password: "wrong-Passw0rd!" },
    });
    expect(res.status).toBe(401);
    await signUp(t); // succeeds, or throws
  });
});

describe("multipart uploads", () => {
  it("answer a body that is not multipart after all with 400", async () => {
    const res = await postRaw(
      "/api/templates",
      "multipart/form-data; boundary=b",
      '--a\r\nContent-Disposition: form-data; name="name"\r\n\r\nx',
    );
    expect(res.status).toBe(400);
  });

  it("refuse NUL in a text field", async () => {
    const form = new FormData();
    form.append("name", "a\u0000b");
    form.append("description", "");
    const res = await t.app.request("/api/templates", {
      method: "POST",
      headers: { origin: "http://localhost:3000", cookie },
      body: form,
    });
    await expectRefused(res, "name");
  });
});

describe("the order of the checks", () => {
  it("a stranger's NUL is refused as a stranger first: 401 signed out, 403 for the admin's routes", async () => {
    const signedOut = await putEventTitle("a\u0000b", null);
    expect(signedOut.status).toBe(401);
    const news = await t.request("/api/admin/news", { cookie, json: { subject: "a\u0000b", body: "x" } });
    expect(news.status).toBe(403);
    // The host gets the field's own message.
    await expectRefused(await putEventTitle("a\u0000b"), "title");
  });
});

describe("the order of the checks, signed in", () => {
  it("another host's NUL is refused as the path's own check refuses them: 403, not the field's 400", async () => {
    const { cookie: other } = await signUp(t, "other-guard@example.com", "Other Host");
    expect((await putEventTitle("a\u0000b", other)).status).toBe(403);
    const venue = await t.request(`/api/events/${eventId}/venue`, {
      method: "PUT",
      cookie: other,
      json: { name: "a\u0000b" },
    });
    expect(venue.status).toBe(403);
  });
});
