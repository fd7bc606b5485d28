import { describe, expect, it } from "vitest";
import { badValues, brokenMultipart, form, type Probe, send, startFuzzWorld, w } from "../test/fuzz-setup.ts";

/**
 * Sends bad values (NUL, lone surrogates, broken escapes, huge strings) into every form post of the
 * guest pages, with the built renderer: each field, each part of the path, broken bodies. Whatever
 * the answer, it must never be a 5xx. The API's operations: fuzz.test.ts.
 */

startFuzzWorld();

/** The guest pages' form posts (pages/guest-page-routes.ts): each URL with the fields its form sends. */
type GuestForm = { url: string; fields: Record<string, string>; multipart?: boolean };
function guestPageForms(): GuestForm[] {
  const reply = {
    response: "attending",
    plusOnes: "Zoya",
    mealChoice: "Vegetarian",
    dietaryNotes: "None",
    noteToHost: "See you",
  };
  const open = { ...reply, name: "Fuzz Visitor", email: "visitor@example.com" };
  const personal = `/rsvp/${w.guestToken}`;
  const invited = `/invite/${w.inviteCode}/${w.guestToken}`;
  return [
    { url: `/events/${w.eventId}`, fields: open },
    { url: `/invite/${w.inviteCode}`, fields: open },
    { url: personal, fields: reply },
    { url: invited, fields: reply },
    { url: `${personal}/unsubscribe`, fields: {} },
    // A made-up link: forgetting the real guest would end the other probes' link.
    { url: "/rsvp/not-a-guest-token/forget", fields: {} },
    // Product news's unsubscribe page: a made-up token, as the page answers any token.
    { url: "/news/unsubscribe/not-a-news-token", fields: {} },
    ...[personal, invited].flatMap((page): GuestForm[] => [
      { url: `${page}/feed/${w.postId}/like`, fields: {} },
      { url: `${page}/feed/${w.postId}/comment`, fields: { text: "Lovely" } },
      { url: `${page}/photos`, fields: { file: "not a file" }, multipart: true },
    ]),
  ];
}

/** Every form post of the guest pages: bad values in each field and path part, broken bodies. */
function guestPageProbes(): Probe[] {
  const probes: Probe[] = [];
  const encode = (fields: Record<string, string>) =>
    Object.entries(fields)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
      .join("&");
  for (const { url, fields, multipart } of guestPageForms()) {
    const post = (name: string, body: string, contentType = "application/x-www-form-urlencoded") =>
      probes.push({ name: `POST ${url} ${name}`, method: "POST", url, body, contentType });
    for (const field of Object.keys(fields)) {
      for (const bad of badValues) {
        if (bad.url === undefined) continue;
        const others = encode(Object.fromEntries(Object.entries(fields).filter(([k]) => k !== field)));
        post(`form ${field}=${bad.label}`, `${others}&${field}=${bad.url}`);
      }
    }
    post("broken multipart", brokenMultipart, "multipart/form-data; boundary=a");
    post("multipart without boundary", "x", "multipart/form-data");
    post("JSON body", JSON.stringify(fields), "application/json");
    probes.push({
      name: `POST ${url} multipart NUL`,
      method: "POST",
      url,
      form: form(
        multipart
          ? { file: new File(["<html>"], "a\u0000.jpg", { type: "image/jpeg" }) }
          : Object.fromEntries(Object.keys(fields).map((k) => [k, "a\u0000b"])),
      ),
    });
    // Each part of the path in turn: a bad token, code or post id.
    const parts = url.split("/");
    for (let i = 2; i < parts.length; i++) {
      if (["feed", "like", "comment", "photos", "forget", "unsubscribe"].includes(parts[i])) continue;
      for (const bad of badValues.slice(0, 5)) {
        if (!bad.url) continue;
        const badUrl = [...parts.slice(0, i), bad.url, ...parts.slice(i + 1)].join("/");
        probes.push({
          name: `POST ${url} path part ${i}=${bad.label}`,
          method: "POST",
          url: badUrl,
          body: encode(fields),
          contentType: "application/x-www-form-urlencoded",
        });
      }
    }
  }
  return probes;
}

describe("odd input never answers 5xx", () => {
  // Guests post these forms without an account; each answer renders a page, so they run once,
  // signed out.
  it("on every form post of the guest pages", { timeout: 600_000 }, async () => {
    // The guest pages are mounted only with the built renderer (npm run build): without it this
    // would pass while covering none of their forms.
    expect((await w.t.app.request(`/events/${w.eventId}`)).headers.get("content-type")).toMatch(
      /^text\/html/,
    );
    const failures: string[] = [];
    for (const p of guestPageProbes()) {
      const failure = await send(w, p, false);
      if (failure) failures.push(failure);
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
