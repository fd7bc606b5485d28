import type { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { type AuthDocument, authPaths } from "./openapi-auth.ts";
import { errorComponents } from "./openapi-errors.ts";
import { completeOperation, type Operation } from "./openapi-operations.ts";
import { securitySchemes, sessionScheme } from "./openapi-security.ts";

/**
 * The API's OpenAPI document, served at /api/openapi.json: our routes as they declare themselves,
 * completed with what every route earns from the chain in front of it (openapi-operations.ts),
 * and Better Auth's endpoints under /auth. `npm test` lints it with Redocly's recommended rules
 * and compiles a client generated from it (openapi-contract.test.ts).
 */
export function buildOpenApiDocument(api: OpenAPIHono<AppEnv>, auth: AuthDocument, publicUrl: string) {
  const servers = [{ url: new URL("/api", publicUrl).href, description: "This server's API" }];
  const base = api.getOpenAPI31Document({
    openapi: "3.1.0",
    info: {
      title: "EventHub",
      version: "1",
      description:
        'Errors answer `{ "error": { "code", "message", "fields"? } }`; bad input is a 400 whose `fields` has a message per field. Better Auth\'s endpoints under /auth answer their own errors as `{ "code", "message" }`.',
    },
    servers,
  });
  const paths: Record<string, Record<string, Operation>> = {};
  for (const [path, ops] of Object.entries(base.paths ?? {})) {
    paths[path] = Object.fromEntries(
      Object.entries(ops as Record<string, Operation>).map(([method, op]) => [
        method,
        completeOperation(path, method, op),
      ]),
    );
  }
  const fromAuth = authPaths(auth);
  const errors = errorComponents();
  const { webhooks: _none, ...document } = base;
  return {
    ...document,
    security: [{ [sessionScheme]: [] }],
    paths: { ...paths, ...fromAuth.paths },
    components: {
      ...base.components,
      schemas: { ...base.components?.schemas, ...errors.schemas, ...fromAuth.schemas },
      responses: errors.responses,
      securitySchemes,
    },
  };
}
