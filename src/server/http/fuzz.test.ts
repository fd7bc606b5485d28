import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  badBodies,
  badValues,
  brokenMultipart,
  form,
  type Operation,
  type Parameter,
  type Probe,
  type Schema,
  send,
  startFuzzWorld,
  w,
} from "../test/fuzz-setup.ts";

/**
 * Sends bad values (NUL, lone surrogates, broken escapes, huge strings, wrong types) into every
 * path parameter, query parameter and JSON body field the OpenAPI document describes, and into the
 * uploads and Better Auth's forms, signed out and signed in. Whatever the answer, it must never be
 * a 5xx. The guest pages' form posts: fuzz-guest-pages.test.ts.
 */

startFuzzWorld();

function resolve(s: Schema | undefined): Schema {
  if (!s) return {};
  if (s.$ref) return resolve(w.doc.components?.schemas?.[s.$ref.split("/").pop() ?? ""]);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return resolve(choices.find((c) => resolve(c).type !== "null") ?? choices[0]);
  if (s.allOf) return Object.assign({}, ...s.allOf.map(resolve));
  return s;
}

/** A plausible good value for a schema, so that one bad field at a time reaches deeper code. */
function sample(raw: Schema | undefined, name = ""): unknown {
  const s = resolve(raw);
  if (s.const !== undefined) return s.const;
  if (s.default !== undefined) return s.default;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((x) => x !== "null") : s.type;
  switch (type) {
    case "string": {
      if (s.format === "uuid") return /event/i.test(name) || name === "id" ? w.eventId : randomUUID();
      if (s.format === "email" || /email/i.test(name)) return "guest@example.com";
      if (s.format === "date" || s.pattern?.includes("\\d{4}-\\d{2}-\\d{2}")) return "2031-01-05";
      if (s.format === "date-time") return "2031-01-05T10:00:00.000Z";
      if (s.pattern?.includes(":")) return "18:30";
      if (/zone/i.test(name)) return "Asia/Kolkata";
      const text = "Fuzz value long enough for most fields";
      return text.padEnd(s.minLength ?? 0, "x").slice(0, s.maxLength ?? text.length);
    }
    case "integer":
    case "number":
      return s.minimum ?? 1;
    case "boolean":
      return true;
    case "array":
      return s.minItems ? Array.from({ length: s.minItems }, () => sample(s.items, name)) : [];
    case "object":
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, sample(v, k)]));
    default:
      return "x";
  }
}

/** Good URL text for a path parameter: the real event where the route is about events. */
function goodParam(path: string, p: Parameter): string {
  const s = resolve(p.schema);
  if (s.format === "uuid") return p.name === "id" && path.startsWith("/events/") ? w.eventId : randomUUID();
  return "abc123";
}

function probesFor(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === "path");
  const queryParams = params.filter((p) => p.in === "query");
  const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
  const good = Object.fromEntries(pathParams.map((p) => [p.name, goodParam(path, p)]));
  const url = (values: Record<string, string>, query = "") =>
    `/api${path.replace(/\{(\w+)\}/g, (_, n: string) => values[n] ?? "x")}${query ? `?${query}` : ""}`;
  const goodBody = bodySchema ? sample(bodySchema) : undefined;
  const body = goodBody === undefined ? undefined : JSON.stringify(goodBody);
  const M = method.toUpperCase();
  const probes: Probe[] = [];

  for (const p of pathParams) {
    for (const bad of badValues) {
      if (bad.url === undefined || bad.url === "") continue;
      probes.push({
        name: `${M} ${path} path ${p.name}=${bad.label}`,
        method: M,
        url: url({ ...good, [p.name]: bad.url }),
        body,
      });
    }
  }
  for (const q of queryParams) {
    for (const bad of badValues) {
      if (bad.url === undefined) continue;
      probes.push({
        name: `${M} ${path} query ${q.name}=${bad.label}`,
        method: M,
        url: url(good, `${q.name}=${bad.url}`),
        body,
      });
    }
    probes.push({
      name: `${M} ${path} query ${q.name} twice`,
      method: M,
      url: url(good, `${q.name}=a&${q.name}=b`),
      body,
    });
  }
  if (goodBody && typeof goodBody === "object" && !Array.isArray(goodBody)) {
    const props = Object.keys(resolve(bodySchema).properties ?? {});
    for (const prop of props) {
      for (const bad of badValues) {
        if (!("json" in bad)) continue;
        const json = JSON.stringify({ ...goodBody, [prop]: bad.json });
        probes.push({
          name: `${M} ${path} body ${prop}=${bad.label}`,
          method: M,
          url: url(good),
          body: json,
        });
      }
      // Arrays of strings (plus-ones, meal options, ids): a bad element.
      if (resolve(resolve(bodySchema).properties?.[prop]).type === "array") {
        for (const el of ["a\u0000b", "\ud800", null, { a: 1 }]) {
          const json = JSON.stringify({ ...goodBody, [prop]: [el] });
          probes.push({
            name: `${M} ${path} body ${prop}[0]=${JSON.stringify(el)}`,
            method: M,
            url: url(good),
            body: json,
          });
        }
      }
    }
    for (const bad of badBodies) {
      probes.push({ name: `${M} ${path} ${bad.label}`, method: M, url: url(good), body: bad.body });
    }
  }
  return probes;
}

const csv = (text: string | Uint8Array<ArrayBuffer>, name = "guests.csv") =>
  new File([text], name, { type: "text/csv" });

/** Uploads and other multipart bodies: bad text fields, file names and contents, broken framing. */
function multipartProbes(): Probe[] {
  const banner = `/api/events/${w.eventId}/banner`;
  // The preview parses and checks the file exactly as the import does (which also wants its fingerprint).
  const importUrl = `/api/events/${w.eventId}/guests/import/preview`;
  const template = { name: "Fuzz card", category: "birthday", description: "A template" };
  const probes: Probe[] = [];
  for (const field of Object.keys(template)) {
    probes.push({
      name: `POST /api/templates form ${field}=NUL`,
      method: "POST",
      url: "/api/templates",
      form: form({ ...template, [field]: "a\u0000b" }),
    });
  }
  probes.push(
    {
      name: "POST /api/templates image not an image",
      method: "POST",
      url: "/api/templates",
      form: form({ ...template, image: new File(["nope"], "a\u0000.png", { type: "image/png" }) }),
    },
    {
      name: "POST import NUL in a name",
      method: "POST",
      url: importUrl,
      form: form({ file: csv("name,email\na\u0000b,n@example.com\n") }),
    },
    {
      name: "POST import invalid UTF-8",
      method: "POST",
      url: importUrl,
      form: form({ file: csv(new Uint8Array([0x6e, 0x61, 0x6d, 0x65, 0x0a, 0xed, 0xa0, 0x80, 0xff])) }),
    },
    {
      name: "POST import NUL file name",
      method: "POST",
      url: importUrl,
      form: form({ file: csv("name,email\n", "a\u0000.csv") }),
    },
    { name: "POST import no file", method: "POST", url: importUrl, form: form({ file: "a\u0000b" }) },
    {
      name: "POST banner not an image",
      method: "POST",
      url: banner,
      form: form({ file: new File(["nope"], "a\u0000.jpg", { type: "image/jpeg" }) }),
    },
    {
      name: "POST sign-up multipart NUL",
      method: "POST",
      url: "/api/auth/sign-up/email",
      form: form({ email: "m@example.com", password: w.password, name: "a\u0000b" }),
    },
  );
  for (const url of ["/api/templates", importUrl, banner, "/api/events", "/api/auth/sign-up/email"]) {
    probes.push({
      name: `POST ${url} broken multipart`,
      method: "POST",
      url,
      body: brokenMultipart,
      contentType: "multipart/form-data; boundary=b",
    });
  }
  return probes;
}

/**
 * Better Auth's endpoints, probed on their own (the document's walk above leaves them out: its
 * sign-out and session revocations would sign the fuzzer out): the ones a visitor or user can post to.
 */
const authOperations = (): { path: string; body: Record<string, unknown> }[] => [
  {
    path: "/auth/sign-up/email",
    body: { email: "new-user@example.com", password: w.password, name: "New User" },
  },
  { path: "/auth/sign-in/email", body: { email: "fuzz@example.com", password: w.password } },
  { path: "/auth/update-user", body: { name: "Fuzz Host" } },
  {
    path: "/auth/request-password-reset",
    body: { email: "fuzz@example.com", redirectTo: "/reset-password" },
  },
];

function authProbes(): Probe[] {
  const probes: Probe[] = [];
  for (const op of authOperations()) {
    for (const prop of Object.keys(op.body)) {
      for (const bad of badValues) {
        if ("json" in bad) {
          probes.push({
            name: `POST /api${op.path} body ${prop}=${bad.label}`,
            method: "POST",
            url: `/api${op.path}`,
            body: JSON.stringify({ ...op.body, [prop]: bad.json }),
          });
        }
        if (bad.url !== undefined) {
          const form = Object.entries({ ...op.body, [prop]: "" })
            .map(([k, v]) => `${k}=${k === prop ? bad.url : encodeURIComponent(String(v))}`)
            .join("&");
          probes.push({
            name: `POST /api${op.path} form ${prop}=${bad.label}`,
            method: "POST",
            url: `/api${op.path}`,
            body: form,
            contentType: "application/x-www-form-urlencoded",
          });
        }
      }
    }
  }
  probes.push({ name: "GET /api/auth/get-session?x=NUL", method: "GET", url: "/api/auth/get-session?x=%00" });
  probes.push({ name: "GET /api/auth/malformed path", method: "GET", url: "/api/auth/%E0%A4%A" });
  return probes;
}

describe("odd input never answers 5xx", () => {
  it("on every operation, signed out and signed in", { timeout: 120_000 }, async () => {
    const probes: Probe[] = [];
    for (const [path, ops] of Object.entries(w.doc.paths)) {
      if (path.startsWith("/auth/")) continue;
      for (const [method, op] of Object.entries(ops)) probes.push(...probesFor(path, method, op));
    }
    probes.push(...authProbes(), ...multipartProbes());
    probes.push({ name: "GET /api/media malformed", method: "GET", url: "/api/media/%E0%A4%A" });
    probes.push({ name: "GET /api/media encoded percent", method: "GET", url: "/api/media/a%25E0%25A4" });
    probes.push({
      name: "GET /api/media traversal",
      method: "GET",
      url: "/api/media/..%2F..%2Fetc%2Fpasswd",
    });
    probes.push({ name: "GET /api/unknown malformed", method: "GET", url: "/api/nowhere/%E0%A4%A?q=%ZZ" });
    expect(probes.length).toBeLessThan(6000);

    const failures: string[] = [];
    for (const signedIn of [false, true]) {
      for (const p of probes) {
        const failure = await send(w, p, signedIn);
        if (failure) failures.push(failure);
      }
    }
    expect(failures, failures.join("\n")).toEqual([]);
  });
});
