import { createRoute } from "@hono/zod-openapi";
import { meResponseSchema } from "../../contract/session.ts";
import { signInOptional } from "../http/openapi-security.ts";
import { createRouter } from "../http/router.ts";

export function meRoutes() {
  return createRouter().openapi(
    createRoute({
      method: "get",
      path: "/me",
      security: signInOptional,
      tags: ["account"],
      summary: "The signed-in user, or null",
      responses: {
        200: { description: "Current user", content: { "application/json": { schema: meResponseSchema } } },
      },
    }),
    (c) => {
      c.header("cache-control", "no-store");
      return c.json({ user: c.get("user") }, 200);
    },
  );
}
