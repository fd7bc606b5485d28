import { createRoute, z } from "@hono/zod-openapi";
import { invitationPageSchema } from "../../contract/invitations.ts";
import { openRsvpResultSchema, openRsvpSchema, rsvpViewSchema } from "../../contract/rsvp.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { noSignIn } from "../http/openapi-security.ts";
import type { RateLimits } from "../http/rate-limit.ts";
import { createRouter } from "../http/router.ts";
import type { InvitationsService } from "./service.ts";

const tags = ["invite"];
const pageSchema = z.object({ invitation: invitationPageSchema, rsvp: rsvpViewSchema });
const codeParam = z.object({ code: z.string().max(20) });

/**
 * The pages behind a shared invitation link: /invite/{code} (open reply) and /invite/{code}/{token}
 * (a guest's own).
 */
export function invitePublicRoutes(
  invitations: InvitationsService,
  limits: RateLimits,
  writesPerMinute: number,
) {
  const router = createRouter();
  const reads = limits.limit("invite-read", writesPerMinute * 6, 60);
  const writes = limits.limit("invite-write", writesPerMinute, 60);
  router.use("/invite/*", async (c, next) => (c.req.method === "GET" ? reads(c, next) : writes(c, next)));

  return router
    .openapi(
      createRoute({
        method: "get",
        path: "/invite/{code}",
        security: noSignIn,
        tags,
        summary: "A shared invitation: its content, the event and the open reply form",
        request: { params: codeParam },
        responses: { ...errorResponses(410, 429), 200: jsonResponse(pageSchema, "The invitation page") },
      }),
      async (c) => c.json(await invitations.publicPage(c.req.valid("param").code), 200),
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/invite/{code}/{token}",
        security: noSignIn,
        tags,
        summary: "A guest's personal invitation: the content and their own reply",
        request: { params: codeParam.extend({ token: z.string().max(100) }) },
        responses: { ...errorResponses(410, 429), 200: jsonResponse(pageSchema, "The invitation page") },
      }),
      async (c) => {
        const { code, token } = c.req.valid("param");
        const page = await invitations.publicPage(code, { token });
        c.header("cache-control", "no-store");
        return c.json(page, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/invite/{code}/rsvp",
        security: noSignIn,
        tags,
        summary: "Reply through a shared invitation link (works for private events: the code is the key)",
        request: { params: codeParam, body: jsonBody(openRsvpSchema) },
        responses: {
          ...errorResponses(410, 429),
          200: jsonResponse(openRsvpResultSchema, "The reply's outcome"),
        },
      }),
      async (c) => c.json(await invitations.openReply(c.req.valid("param").code, c.req.valid("json")), 200),
    );
}
