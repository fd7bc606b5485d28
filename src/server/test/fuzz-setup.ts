import { afterAll, beforeAll, expect } from "vitest";
import { type ApiDocument, documentedOperation } from "./documented-operation.ts";
import { customTemplate, draft } from "./invitation-fixtures.ts";
import { createTestApp, signUp, type TestApp } from "./test-app.ts";

/**
 * The fuzzer's shared pieces (http/fuzz*.test.ts): the bad values, the app and event they are sent
 * to, and the one way they are sent. Whatever the answer, it must never be a 5xx.
 */

export type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  minItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
export type Parameter = { name: string; in: "path" | "query" | "header" | "cookie"; schema?: Schema };
export type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
export type OpenApiDoc = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/** A bad value as a JSON body field and as already-encoded URL text. */
export type Bad = { label: string; json?: unknown; url?: string };

const long = "x".repeat(100_000);
export const badValues: Bad[] = [
  { label: "NUL", json: "a\u0000b", url: "a%00b" },
  { label: "lone surrogate", json: "\ud800", url: "%ED%A0%80" },
  { label: "lone low surrogate", json: "a\udc00", url: "a%ED%B0%80" },
  { label: "malformed escape", url: "%E0%A4%A" },
  { label: "bare percent", url: "%" },
  { label: "100 KB string", json: long, url: long },
  { label: "number", json: 123, url: "-1" },
  { label: "huge number", url: "1e999" },
  { label: "object", json: { a: "b" }, url: "%7B%22a%22%3A1%7D" },
  { label: "array", json: ["a"] },
  { label: "null", json: null, url: "null" },
  { label: "boolean", json: true, url: "true" },
  { label: "empty", url: "" },
];
/** Whole bodies that are not the object the route wants. */
export const badBodies: { label: string; body: string }[] = [
  { label: "null body", body: "null" },
  { label: "array body", body: "[]" },
  { label: "string body", body: '"a\\u0000b"' },
  { label: "malformed JSON", body: "{" },
  { label: "NUL key", body: '{"a\\u0000":1}' },
];

export type Probe = {
  name: string;
  method: string;
  url: string;
  body?: string;
  contentType?: string;
  /** A multipart body (the content type with its boundary comes from the form). */
  form?: () => FormData;
};

export const form = (fields: Record<string, string | File>) => () => {
  const f = new FormData();
  for (const [k, v] of Object.entries(fields)) f.append(k, v);
  return f;
};
export const brokenMultipart =
  '--a\r\nContent-Disposition: form-data; name="file"; filename="x.csv"\r\n\r\nname';

/** The app (with the built renderer's stand-in, for the guest pages), its host and what they made. */
export type FuzzWorld = {
  t: TestApp;
  cookie: string;
  password: string;
  eventId: string;
  doc: OpenApiDoc;
  /** The guest pages' own: a guest's token, a shared invitation's code, an announcement. */
  guestToken: string;
  inviteCode: string;
  postId: string;
};

/** The world of the running fuzz test file, once startFuzzWorld's beforeAll has run (a live binding). */
export let w: FuzzWorld;

/** Opens the world before the file's tests and closes its app after them. */
export function startFuzzWorld(): void {
  beforeAll(async () => {
    w = await openFuzzWorld();
  }, 60_000);
  afterAll(async () => {
    await w.t.close();
  });
}

/** A host with a public event, a guest, a shared invitation, an announcement and open photo uploads. */
export async function openFuzzWorld(): Promise<FuzzWorld> {
  const t = await createTestApp({ RSVP_RATE_LIMIT: "100000" }, { web: true });
  const { cookie, password } = await signUp(t, "fuzz@example.com", "Fuzz Host");
  const res = await t.request("/api/events", {
    cookie,
    json: {
      title: "Fuzz party",
      description: "An event the fuzzer can reach.",
      date: "2031-01-05",
      time: "18:30",
      location: "Indiranagar, Bangalore",
      isPublic: true,
      timeZone: "Asia/Kolkata",
    },
  });
  expect(res.status).toBe(201);
  const eventId = ((await res.json()) as { id: string }).id;
  const doc = (await (await t.request("/api/openapi.json")).json()) as OpenApiDoc;
  const guest = (await (
    await t.request(`/api/events/${eventId}/guests`, {
      cookie,
      json: { name: "Fuzz Guest", email: "fuzz-guest@example.com", status: "invited" },
    })
  ).json()) as { id: string; rsvpPath: string };
  const guestToken = guest.rsvpPath.split("/").pop() ?? "";
  const host = { cookie, id: "", email: "fuzz@example.com", password };
  const invitation = await draft(t, host, {
    eventId,
    templateId: await customTemplate(t, host),
    guestIds: [guest.id],
    type: "link",
  });
  await t.request(`/api/invitations/${invitation.id}/share`, { method: "POST", cookie });
  const inviteCode = invitation.uniqueCode;
  const post = await t.request(`/api/events/${eventId}/feed`, {
    cookie,
    json: { title: "Fuzz news", content: "Posted for the fuzzer", type: "announcement" },
  });
  const postId = ((await post.json()) as { id: string }).id;
  await t.request(`/api/events/${eventId}/gallery/settings`, {
    method: "PUT",
    cookie,
    json: { guestUploads: true },
  });
  return { t, cookie, password, eventId, doc, guestToken, inviteCode, postId };
}

/** Sends a probe; what went wrong, or null when the answer is below 500 and one the document declares. */
export async function send(w: FuzzWorld, p: Probe, signedIn: boolean): Promise<string | null> {
  const headers: Record<string, string> = { origin: "http://localhost:3000" };
  if (signedIn) headers.cookie = w.cookie;
  if (p.body !== undefined) headers["content-type"] = p.contentType ?? "application/json";
  const hasBody = p.body !== undefined && p.method !== "GET" && p.method !== "HEAD";
  const body = p.form ? p.form() : hasBody ? p.body : undefined;
  const res = await w.t.app.request(p.url, { method: p.method, headers, body });
  if (res.status < 500) {
    // Event streams never end on their own.
    await res.body?.cancel();
    // A refusal is one the OpenAPI document declares for the operation. The document holds the
    // API alone: a guest page's path can read like an operation's without /api
    // (/rsvp/{token}/unsubscribe) and answers a page, not what the operation answers.
    const operation = p.url.startsWith("/api/")
      ? documentedOperation(w.doc as unknown as ApiDocument, p.method, p.url)
      : undefined;
    if (operation && !(String(res.status) in operation.responses)) {
      return `${signedIn ? "signed in" : "signed out"}: ${p.name} → ${res.status}, not in the OpenAPI document`;
    }
    return null;
  }
  return `${signedIn ? "signed in" : "signed out"}: ${p.name} → ${res.status} ${(await res.text()).slice(0, 200)}`;
}
