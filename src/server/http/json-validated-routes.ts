import type { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import type { AppEnv } from "./app-env.ts";

type RouteDefinition = {
  type: string;
  route?: {
    method: string;
    path: string;
    request?: { body?: { content?: Record<string, { schema?: unknown }> } };
  };
};

const isZodSchema = (schema: unknown) =>
  typeof (schema as { safeParse?: unknown } | undefined)?.safeParse === "function";

/**
 * Which requests reach a route whose JSON body a validator reads (its declared body is a zod
 * schema): the input guard may leave such a body's refusal to that validator's hook, which asks who
 * may write first. Read from the routes' own declarations once they are all mounted under `prefix`.
 */
export function jsonValidatedRoutes(api: OpenAPIHono<AppEnv>, prefix: string): (c: Context) => boolean {
  const patterns: { method: string; path: RegExp }[] = [];
  for (const def of api.openAPIRegistry.definitions as RouteDefinition[]) {
    if (def.type !== "route" || !def.route) continue;
    if (!isZodSchema(def.route.request?.body?.content?.["application/json"]?.schema)) continue;
    const path = def.route.path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    patterns.push({ method: def.route.method.toUpperCase(), path: new RegExp(`^${prefix}${path}$`) });
  }
  return (c) => patterns.some((p) => p.method === c.req.method && p.path.test(c.req.path));
}
