import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { typesFor } from "@eventhub/openapi-typegen";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { packageRoot } from "../package-root.ts";
import { createTestApp, signUp, type TestApp } from "../test/test-app.ts";

/**
 * The API's contract as its users meet it: the document passes Redocly's recommended rules, and
 * a client generated from it by openapi-typescript + openapi-fetch compiles and types the error
 * answer of every operation (an operation without a declared 4xx would type its error as never).
 */

/** Recommended-rule warnings that stay, and why. */
const acceptedWarnings = new Set([
  // The product is not published under a licence.
  "info-license",
  // The test server's address is localhost.
  "no-server-example.com",
  // /feed/{id}/like and /feed/comments/{id} are both in use by the web client; Hono routes them apart.
  "no-ambiguous-paths",
  // Google's sign-in callback (/auth/callback/{id}) answers with a redirect, never a 2xx.
  "operation-2xx-response",
]);

let t: TestApp;
let doc: { paths: Record<string, object> };
let dir: string;

beforeAll(async () => {
  t = await createTestApp();
  doc = await (await t.request("/api/openapi.json")).json();
  // Inside the package, so the snippet resolves openapi-fetch from our node_modules.
  await fs.mkdir(path.join(packageRoot, ".tmp"), { recursive: true });
  dir = await fs.mkdtemp(path.join(packageRoot, ".tmp", "openapi-client-"));
});
afterAll(async () => {
  await t.close();
  await fs.rm(dir, { recursive: true, force: true });
});

/** The client a user of the API would write, reading the typed error of a refused call. */
const clientSnippet = `
import createClient, { type FetchResponse } from "openapi-fetch";
import type { paths } from "./api.ts";

const client = createClient<paths>({ baseUrl: "http://localhost:3000/api" });

/** The message under a field of a refused invitation, as the form shows it. */
export async function invite(eventId: string, templateId: string, guestIds: string[]): Promise<string> {
  const { data, error } = await client.POST("/invitations", {
    body: { eventId, templateId, title: "Hello", message: "Come!", guestIds },
  });
  if (error) return error.error.fields?.guestIds ?? error.error.message;
  return data.id;
}

/** The template design (the default) without its template: the server refuses it, so the types do. */
export const withoutTemplate = (eventId: string) =>
  client.POST("/invitations", {
    // @ts-expect-error: a template design names its template
    body: { eventId, title: "Hello", message: "Come!", guestIds: [eventId], design: "template", templateId: null },
  });

type Method = "get" | "put" | "post" | "delete" | "patch";
type ErrorOf<Op> = NonNullable<FetchResponse<Op & Record<string, any>, unknown, \`\${string}/json\`>["error"]>;
type Envelope = { error: { code: string; message: string; fields?: Record<string, string> } };

/** Every operation whose error is not typed (no 4xx with a JSON body): must be none. */
type Untyped = {
  [P in keyof paths]: {
    [M in Method]: paths[P][M] extends Record<string, any>
      ? [ErrorOf<paths[P][M]>] extends [never] ? \`\${M} \${P}\` : never
      : never;
  }[Method];
}[keyof paths];
export const everyErrorTyped: [Untyped] extends [never] ? true : Untyped = true;

/** Our own routes (not Better Auth's, under /auth) answer their refusals in the one envelope. */
type NotEnvelope = {
  [P in keyof paths]: P extends \`/auth/\${string}\` ? never : {
    [M in Method]: paths[P][M] extends Record<string, any>
      ? [Extract<ErrorOf<paths[P][M]>, Envelope>] extends [never] ? \`\${M} \${P}\` : never
      : never;
  }[Method];
}[keyof paths];
export const everyErrorAnEnvelope: [NotEnvelope] extends [never] ? true : NotEnvelope = true;
`;

const tsconfig = {
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "bundler",
    lib: ["ES2023", "DOM"],
    types: [],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    allowImportingTsExtensions: true,
  },
  include: ["*.ts"],
};

describe("the OpenAPI document", () => {
  it("passes Redocly's recommended rules", async () => {
    const problems = await lintFromString({
      source: JSON.stringify(doc),
      absoluteRef: "openapi.json",
      config: await createConfig({ extends: ["recommended"] }),
    });
    const shown = problems
      .filter((p) => p.severity === "error" || !acceptedWarnings.has(p.ruleId))
      .map((p) => `${p.severity} ${p.ruleId}: ${p.message} ${p.location[0]?.pointer ?? ""}`);
    expect(shown).toEqual([]);
  });

  it("types a generated client's calls and their errors", async () => {
    await fs.writeFile(path.join(dir, "api.ts"), await typesFor(doc));
    await fs.writeFile(path.join(dir, "client.ts"), clientSnippet);
    await fs.writeFile(path.join(dir, "tsconfig.json"), JSON.stringify(tsconfig));
    const tsc = path.join(packageRoot, "node_modules/.bin/tsc");
    const result = await promisify(execFile)(tsc, ["-p", dir]).catch((err) => err);
    expect(`${result.stdout ?? ""}${result.stderr ?? ""}`).toBe("");
  });

  it("asks for a template where the server does: the document's defaults make no refused invitation", async () => {
    type Body = { properties: Record<string, { default?: unknown }>; allOf: unknown[] };
    const post = (
      doc.paths["/invitations"] as { post: { requestBody: { content: Record<string, { schema: Body }> } } }
    ).post;
    const body = post.requestBody.content["application/json"].schema;
    expect(body.properties.design.default).toBe("template");
    expect(body.properties.templateId).not.toHaveProperty("default");
    expect(body.allOf).toEqual([
      {
        anyOf: [
          expect.objectContaining({ required: ["design"] }),
          expect.objectContaining({ required: ["templateId"] }),
        ],
      },
    ]);
    // What the server answers the request the old defaults made: the spec's message, under the field.
    const { cookie } = await signUp(t, "contract@example.com", "Contract Host");
    const event = await t.request("/api/events", {
      cookie,
      json: {
        title: "Contract party",
        description: "An event to invite people to.",
        date: "2031-01-05",
        time: "18:30",
        location: "Pune",
        isPublic: false,
        timeZone: "Asia/Kolkata",
      },
    });
    const { id: eventId } = await event.json();
    const guest = await t.request(`/api/events/${eventId}/guests`, {
      cookie,
      json: { name: "Ira", email: "ira@example.com", status: "invited" },
    });
    const res = await t.request("/api/invitations", {
      cookie,
      json: {
        eventId,
        title: "Hello",
        message: "Come!",
        guestIds: [(await guest.json()).id],
        design: "template",
        templateId: null,
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ templateId: "Missing required fields" });
  });

  it("describes Better Auth's sign-in and sign-up", () => {
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(["/auth/sign-in/email", "/auth/sign-up/email", "/auth/sign-out"]),
    );
  });
});
