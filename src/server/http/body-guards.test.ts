import http from "node:http";
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Event } from "../../contract/events.ts";
import { customTemplate, sharedLinkInvitation } from "../test/invitation-fixtures.ts";
import { createEvent } from "../test/new-event.ts";
import { createTestApp, signUp, type TestApp, testOrigin } from "../test/test-app.ts";
import { invalidTextMessage } from "./input-guard.ts";

// The body guards and the order of checks (docs/security.md, "Order of checks and body guards"):
// the guest pages' form posts are guarded as the API's bodies are, and nothing is read before the
// request is allowed.

let t: TestApp;
let host: Awaited<ReturnType<typeof signUp>>;
let event: Event;
let token: string;
let code: string;
let postId: string;
let address = 0;
/** Each request from its own client address: the guest pages' budgets never mix the checks. */
const from = () => ({ "x-forwarded-for": `203.0.113.${++address % 250}`, origin: testOrigin });

beforeAll(async () => {
  t = await createTestApp({ RSVP_RATE_LIMIT: "3", TRUST_PROXY: "true" }, { web: true });
  host = await signUp(t);
  event = (await createEvent(t, host.cookie, {
    title: "Diwali Night",
    description: "Lamps and sweets.",
    date: "2031-11-01",
    time: "19:00",
    location: "Bangalore",
  })) as Event;
  const guest = await t.request(`/api/events/${event.id}/guests`, {
    cookie: host.cookie,
    json: { name: "Arjun", email: "arjun@example.com", status: "invited" },
  });
  const added = (await guest.json()) as { id: string; rsvpPath: string };
  token = added.rsvpPath.split("/").pop() ?? "";
  const templateId = await customTemplate(t, host);
  const d = await sharedLinkInvitation(t, host, event.id, [added.id], templateId);
  code = d.uniqueCode;
  const post = await t.request(`/api/events/${event.id}/feed`, {
    cookie: host.cookie,
    json: { title: "Gates open at six", content: "Bring a lamp", type: "announcement" },
  });
  postId = ((await post.json()) as { id: string }).id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

const formPost = (pathname: string, fields: Record<string, string>) =>
  t.app.request(pathname, {
    method: "POST",
    headers: { ...from(), "content-type": "application/x-www-form-urlencoded" },
    // Written by hand: URLSearchParams would escape the NUL exactly as a browser does, which is the point.
    body: Object.entries(fields)
      .map(([k, v]) => `${k}=${v}`)
      .join("&"),
  });

/** A multipart body cut off in the middle of its first field, as a dropped connection leaves it. */
const truncatedPost = (pathname: string, field: string) =>
  t.app.request(pathname, {
    method: "POST",
    headers: { ...from(), "content-type": "multipart/form-data; boundary=b" },
    body: `--b\r\nContent-Disposition: form-data; name="${field}"\r\n\r\nhello`,
  });

describe("the guest pages' form posts go through the API's body guards", () => {
  it("answer a NUL in the open reply, a comment and a personal reply's note with a 400 page", async () => {
    const nul = "a%00b";
    const posts = [
      formPost(`/events/${event.id}`, { name: nul, email: "x%40example.com", response: "attending" }),
      formPost(`/invite/${code}`, { name: nul, email: "x%40example.com", response: "attending" }),
      formPost(`/rsvp/${token}/feed/${postId}/comment`, { text: nul }),
      formPost(`/invite/${code}/${token}/feed/${postId}/comment`, { text: nul }),
      formPost(`/rsvp/${token}`, { response: "attending", noteToHost: nul }),
      formPost(`/invite/${code}/${token}`, { response: "attending", noteToHost: nul }),
    ];
    for (const res of await Promise.all(posts)) {
      expect(res.status).toBe(400);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(await res.text()).toContain(invalidTextMessage);
    }
  });

  it("answer a truncated multipart body with the page, never a 500", async () => {
    await t.request(`/api/events/${event.id}/gallery/settings`, {
      method: "PUT",
      cookie: host.cookie,
      json: { guestUploads: true },
    });
    const posts = [
      truncatedPost(`/rsvp/${token}/feed/${postId}/comment`, "text"),
      truncatedPost(`/events/${event.id}`, "name"),
      truncatedPost(`/invite/${code}`, "name"),
      truncatedPost(`/rsvp/${token}`, "noteToHost"),
    ];
    // A page either way: the form again with its fields' messages (422), or a 400 page.
    for (const res of await Promise.all(posts)) {
      expect([400, 422]).toContain(res.status);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    }
    // The photo form says so where it shows a refused file's reason.
    const photos = await truncatedPost(`/rsvp/${token}/photos`, "file");
    expect(photos.status).toBe(422);
    expect(await photos.text()).toContain("The form data could not be read");
  });
});

describe("the guest pages' multipart posts go through the one multipart reader", () => {
  const multipartPost = (pathname: string, form: FormData) =>
    t.app.request(pathname, { method: "POST", headers: from(), body: form });

  it("read a multipart reply form's fields, and refuse a file in a form that takes none", async () => {
    const reply = new FormData();
    reply.append("response", "attending");
    reply.append("noteToHost", "Sent as multipart");
    const saved = await multipartPost(`/invite/${code}/${token}`, reply);
    expect(saved.status).toBe(200);
    const view = (await (await t.request(`/api/rsvp/${token}`)).json()) as {
      guest: { status: string; noteToHost: string };
    };
    expect(view.guest).toMatchObject({ status: "confirmed", noteToHost: "Sent as multipart" });

    const withFile = new FormData();
    withFile.append("response", "declined");
    withFile.append("file", new File(["<html>"], "page.html", { type: "text/html" }));
    const refused = await multipartPost(`/rsvp/${token}`, withFile);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await refused.text()).toContain("The form data could not be read");
  });
});

describe("nothing is read before it is allowed", () => {
  /**
   * Declares a photo post of `mb` megabytes, sends its first 64 KB and then nothing more: the answer
   * can only come if the server decides without the body. Resolves with the answer's status.
   */
  async function unsentPost(url: string, pathname: string, mb = 200): Promise<number> {
    const { hostname, port } = new URL(url);
    return new Promise((resolve, reject) => {
      let answered = false;
      const req = http.request({
        hostname,
        port,
        path: pathname,
        method: "POST",
        headers: {
          ...from(),
          "content-type": "multipart/form-data; boundary=b",
          "content-length": String(mb * 1024 * 1024),
        },
      });
      req.on("response", (res) => {
        answered = true;
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      // The server closing the connection on the unsent rest is expected once it has answered.
      req.on("error", (error) => {
        if (!answered) reject(error);
      });
      req.write(Buffer.alloc(64 * 1024, 7));
    });
  }

  it("refuses a 200 MB photo post to a made-up token, or while photos are off, before its body is sent", {
    timeout: 90_000,
  }, async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: "127.0.0.1" });
    await new Promise((r) => server.once("listening", r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      expect(await unsentPost(url, "/rsvp/made-up-token-that-is-no-guest/photos")).toBe(404);
      await t.request(`/api/events/${event.id}/gallery/settings`, {
        method: "PUT",
        cookie: host.cookie,
        json: { guestUploads: false },
      });
      expect(await unsentPost(url, `/rsvp/${token}/photos`)).toBe(403);
      await t.request(`/api/events/${event.id}/gallery/settings`, {
        method: "PUT",
        cookie: host.cookie,
        json: { guestUploads: true },
      });
      // Allowed, but declaring more than the largest post (ten 25 MB photos): 413 before the body, too.
      expect(await unsentPost(url, `/rsvp/${token}/photos`, 300)).toBe(413);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it("tells a stranger 401 and a user 403 before looking at the body", async () => {
    const empty = { method: "POST", json: {} };
    expect((await t.request("/api/admin/news", empty)).status).toBe(401);
    const signedOut = await t.request(`/api/events/${event.id}/guests`, empty);
    expect(signedOut.status).toBe(401);
    expect(JSON.stringify(await signedOut.json())).not.toContain("fields");
    expect((await t.request("/api/admin/news", { ...empty, cookie: host.cookie })).status).toBe(403);
    // A guest's own link needs no account: its bad body is the 400 it always was.
    expect((await t.request(`/api/rsvp/${token}`, { method: "PUT", json: {} })).status).toBe(400);
  });
});

describe("the invitation pages' guessing budget", () => {
  it("answers 429 once one address has tried more codes than the invitation API allows", async () => {
    const headers = { "x-forwarded-for": "198.51.100.77" };
    const statuses: number[] = [];
    // RSVP_RATE_LIMIT=3: the API's invite-read budget is 18 a minute.
    for (let i = 0; i < 20; i++) {
      statuses.push((await t.app.request(`/invite/guess${i}abc`, { headers })).status);
    }
    expect(statuses.slice(0, 18).every((s) => s === 404)).toBe(true);
    expect(statuses.slice(18)).toEqual([429, 429]);
  });
});
