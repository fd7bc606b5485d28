import { createRoute, z } from "@hono/zod-openapi";
import { sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { noSignIn } from "../http/openapi-security.ts";
import { createRouter } from "../http/router.ts";

const healthSchema = z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) });
const stoppingSchema = z.object({ status: z.literal("stopping") });

/** `draining` is raised when the server has been told to stop (http/draining.ts). */
export function healthRoutes(database: Database, draining?: AbortSignal) {
  return createRouter()
    .openapi(
      createRoute({
        method: "get",
        path: "/ping",
        security: noSignIn,
        tags: ["system"],
        summary: "Liveness only: touches nothing (also the benchmark's hello-world ceiling)",
        responses: { 200: { description: "Alive", content: { "text/plain": { schema: z.string() } } } },
      }),
      (c) => c.text("pong", 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/health",
        security: noSignIn,
        tags: ["system"],
        summary: "Liveness and database reachability; 503 once the server is stopping",
        responses: {
          200: { description: "Healthy", content: { "application/json": { schema: healthSchema } } },
          503: {
            description: "Stopping: send new requests elsewhere",
            content: { "application/json": { schema: stoppingSchema } },
          },
        },
      }),
      async (c) => {
        if (draining?.aborted) return c.json({ status: "stopping" as const }, 503);
        await database.db.execute(sql`select 1`);
        return c.json({ status: "ok" as const, database: database.kind }, 200);
      },
    );
}
