import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
// By path, not by the workspace name: a git worktree sharing another checkout's node_modules would
// otherwise generate with that checkout's copy of the generator.
import { typesFor } from "../../../tools/openapi-typegen/generate-types.ts";
import { packageRoot } from "../package-root.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/**
 * The web app's typed client (src/web/lib/api-client.ts) is typed by src/web/lib/api-schema.ts,
 * generated from the document this server serves. A route or field changed on the server without
 * regenerating the file would leave the web app compiling against the old API: this test fails
 * then. `npm run api:types` (this test with WRITE_API_SCHEMA=1) writes the file instead.
 */

const schemaFile = path.join(packageRoot, "src/web/lib/api-schema.ts");
const header = `// Generated from the server's OpenAPI document (/api/openapi.json) by \`npm run api:types\`.
// Do not edit: src/server/http/web-api-schema.test.ts fails when this file differs from the document.
`;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("the web app's API types are the server's document", async () => {
  const doc = await (await t.request("/api/openapi.json")).json();
  const generated = header + (await typesFor(doc));
  if (process.env.WRITE_API_SCHEMA === "1") await fs.writeFile(schemaFile, generated);
  const committed = await fs.readFile(schemaFile, "utf8").catch(() => "");
  expect(
    committed === generated,
    "src/web/lib/api-schema.ts is stale: run `npm run api:types` and commit the file",
  ).toBe(true);
});
