import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { validationHookWith, type WriteCheck } from "./validation-hook.ts";

export type { WriteCheck };

/**
 * Every feature's router: OpenAPI-described routes whose bad input becomes our 400 envelope.
 * `mayWrite` is the feature's own answer to "may this caller write where the path points?": it is
 * asked before a refused body answers 400, so a stranger gets the 403 or 404 a good body would
 * earn and never the schema's field names (docs/security.md, the order of the checks).
 */
export function createRouter(mayWrite?: WriteCheck) {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHookWith(mayWrite) });
}
