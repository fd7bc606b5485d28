import { createRoute, z } from "@hono/zod-openapi";
import { eq } from "drizzle-orm";
import { invitationPageSchema } from "../../contract/invitations.ts";
import { openRsvpResultSchema, openRsvpSchema, rsvpViewSchema } from "../../contract/rsvp.ts";
import type { Db } from "../db/client.ts";
import { invitationTemplates } from "../db/schema.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { rateLimited } from "../http/rate-limit.ts";
import { createRouter } from "../http/router.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { RsvpService } from "../rsvp/service.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import type { InvitationsService } from "./service.ts";

const tags = ["invite"];
const pageSchema = z.object({ invitation: invitationPageSchema, rsvp: rsvpViewSchema });
const codeParam = z.object({ code: z.string().max(20) });

/** The pages behind a shared invitation link: /invite/{code} (open reply) and /invite/{code}/{token} (a guest's own). */
export function invitePublicRoutes(
  invitations: InvitationsService,
  rsvp: RsvpService,
  db: Db,
  writesPerMinute: number,
) {
  async function invitationPage(row: InvitationRow, openRsvp: boolean) {
    const [template] = row.templateId
      ? await db.select().from(invitationTemplates).where(eq(invitationTemplates.id, row.templateId))
      : [];
    return {
      title: row.title,
      message: row.message,
      template: template
        ? {
            previewUrl: mediaUrl(template.previewKey),
            style: template.style,
            accentColor: template.accentColor,
          }
        : null,
      eventId: row.eventId,
      openRsvp,
    };
  }

  const router = createRouter();
  const reads = rateLimited(db, "invite-read", writesPerMinute * 6, 60);
  const writes = rateLimited(db, "invite-write", writesPerMinute, 60);
  router.use("/invite/*", async (c, next) => (c.req.method === "GET" ? reads(c, next) : writes(c, next)));

  return router
    .openapi(
      createRoute({
        method: "get",
        path: "/invite/{code}",
        tags,
        summary: "A shared invitation: its content, the event and the open reply form",
        request: { params: codeParam },
        responses: { 200: jsonResponse(pageSchema, "The invitation page") },
      }),
      async (c) => {
        const row = await invitations.byCode(c.req.valid("param").code);
        const view = await rsvp.openView(row.eventId, { viaInvitation: true });
        return c.json({ invitation: await invitationPage(row, true), rsvp: view }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "get",
        path: "/invite/{code}/{token}",
        tags,
        summary: "A guest's personal invitation: the content and their own reply",
        request: { params: codeParam.extend({ token: z.string().max(100) }) },
        responses: { 200: jsonResponse(pageSchema, "The invitation page") },
      }),
      async (c) => {
        const { code, token } = c.req.valid("param");
        const row = await invitations.byCode(code);
        const view = await rsvp.viewByTokenForEvent(token, row.eventId);
        c.header("cache-control", "no-store");
        return c.json({ invitation: await invitationPage(row, false), rsvp: view }, 200);
      },
    )
    .openapi(
      createRoute({
        method: "post",
        path: "/invite/{code}/rsvp",
        tags,
        summary: "Reply through a shared invitation link (works for private events: the code is the key)",
        request: { params: codeParam, body: jsonBody(openRsvpSchema) },
        responses: { 200: jsonResponse(openRsvpResultSchema, "The reply's outcome") },
      }),
      async (c) => {
        const row = await invitations.byCode(c.req.valid("param").code);
        return c.json(await rsvp.openReply(row.eventId, c.req.valid("json"), { viaInvitation: true }), 200);
      },
    );
}
