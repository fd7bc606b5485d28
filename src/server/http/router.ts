import { OpenAPIHono } from "@hono/zod-openapi";
import type { AppEnv } from "./app-env.ts";
import { validationHook } from "./validation-hook.ts";

/** Every feature's router: OpenAPI-described routes whose bad input becomes our 400 envelope. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
}
