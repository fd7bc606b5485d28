import { z } from "@hono/zod-openapi";
import {
  type InvitationDetail,
  invitationDetailSchema,
  invitationInputSchema,
  invitationPreviewInputSchema,
  invitationPreviewSchema,
  invitationSummarySchema,
  reminderInputSchema,
  scheduleSchema,
} from "../../contract/invitations.ts";
import type { SessionUser } from "../../contract/session.ts";
import { requireUser } from "../auth/session-middleware.ts";
import { jsonBody, jsonResponse } from "../http/openapi-content.ts";
import { errorResponses } from "../http/openapi-errors.ts";
import { routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { InvitationsService } from "./service.ts";

const route = routesTagged(["invitations"]);
const detail = jsonResponse(invitationDetailSchema, "The invitation with its recipients");

/**
 * The body as the document shows it, with the rule the service adds (checkDesign): the template
 * design, the default, names its template; only the event's banner goes without one.
 */
const invitationBody = invitationInputSchema.meta({
  // Within allOf, so that generated clients intersect it with the fields (a bare anyOf beside
  // `properties` is typed by openapi-typescript as one more alternative, not a further rule).
  allOf: [
    {
      anyOf: [
        { properties: { design: { const: "event-banner" } }, required: ["design"] },
        {
          properties: { design: { const: "template" }, templateId: { type: "string", format: "uuid" } },
          required: ["templateId"],
        },
      ],
    },
  ],
});

export function invitationsRoutes(invitations: InvitationsService) {
  /** A route on one invitation that answers with it as its page shows it (recipients, reminders). */
  function detailRoute<B extends z.ZodType | undefined = undefined>(
    method: "get" | "put" | "post",
    path: `/invitations/{id}${string}`,
    summary: string,
    answer: (
      user: SessionUser | null,
      id: string,
      body: B extends z.ZodType ? z.infer<B> : undefined,
    ) => Promise<InvitationDetail>,
    body?: B,
  ) {
    return route.byId(method, path, { summary, body, responses: { 200: detail }, answer });
  }

  const recipientSent = route.recipientMark("/invitations/{id}/recipients/{guestId}/sent", {
    on: "WhatsApp: the host opened this guest's message; 'sent' once every recipient is",
    off: "WhatsApp: undo marking this guest as sent (the invitation is a draft again)",
    responses: { 200: detail },
    mark: (user, id, guestId, sent) => invitations.markRecipient(user, id, guestId, sent),
  });

  // A refused body to /invitations/{id}/… is answered as the invitation's owner check would be, first.
  return createRouter((c) => {
    const id = c.req.param("id");
    return id && invitations.get(c.get("user"), id);
  })
    .openapi(
      route("get", "/invitations", {
        summary: "My invitations, newest first (optionally of one event)",
        request: { query: z.object({ eventId: z.uuid().optional() }) },
        responses: {
          200: jsonResponse(z.object({ items: z.array(invitationSummarySchema) }), "Invitations"),
        },
      }),
      async (c) =>
        c.json({ items: await invitations.list(requireUser(c), c.req.valid("query").eventId) }, 200),
    )
    .openapi(
      route("get", "/invitations/recent", {
        summary: "My 5 newest invitations (dashboard)",
        responses: {
          200: jsonResponse(z.object({ items: z.array(invitationSummarySchema) }), "Invitations"),
        },
      }),
      async (c) => c.json({ items: await invitations.recent(requireUser(c)) }, 200),
    )
    .openapi(
      route("post", "/invitations", {
        summary: "Save an invitation as a draft",
        request: { body: jsonBody(invitationBody) },
        // The event, template or guests the body names may not exist.
        responses: { 201: detail, ...errorResponses(404) },
      }),
      async (c) => c.json(await invitations.create(requireUser(c), c.req.valid("json")), 201),
    )
    .openapi(
      route("post", "/invitations/preview", {
        summary: "The e-mail an invitation would send to one guest, unsaved",
        request: { body: jsonBody(invitationPreviewInputSchema) },
        // The event, template or guest the body names may not exist.
        responses: {
          200: jsonResponse(invitationPreviewSchema, "The e-mail's subject and HTML"),
          ...errorResponses(404),
        },
      }),
      async (c) => c.json(await invitations.previewMail(requireUser(c), c.req.valid("json")), 200),
    )
    .openapi(
      ...detailRoute(
        "get",
        "/invitations/{id}",
        "One invitation with each recipient's delivery and reply",
        (user, id) => invitations.get(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "put",
        "/invitations/{id}",
        "Edit a draft or scheduled invitation",
        (user, id, body) => invitations.update(user, id, body),
        invitationBody,
      ),
    )
    .openapi(
      ...route.deleteById(
        "/invitations/{id}",
        "Delete an invitation (a scheduled send is withdrawn)",
        (user, id) => invitations.remove(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/send",
        "Send now (e-mail: one message per recipient, from a job)",
        (user, id) => invitations.send(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/schedule",
        "Schedule the send for a future time",
        (user, id, body) => invitations.schedule(user, id, new Date(body.scheduledDate)),
        scheduleSchema,
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/cancel-schedule",
        "Withdraw a scheduled send (back to draft)",
        (user, id) => invitations.cancelSchedule(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/retry",
        "Send again to the recipients whose e-mail failed",
        (user, id) => invitations.retry(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/share",
        "The host shared the link (copied it, showed the QR code, opened WhatsApp): its code opens from now on",
        (user, id) => invitations.share(user, id),
      ),
    )
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/mark-sent",
        "WhatsApp: mark recipients (or all) as sent by the host",
        (user, id, body) => invitations.markSent(user, id, body.guestIds),
        z.object({ guestIds: z.union([z.array(z.uuid()).min(1), z.literal("all")]) }),
      ),
    )
    .openapi(...recipientSent.on)
    .openapi(...recipientSent.off)
    .openapi(
      ...detailRoute(
        "post",
        "/invitations/{id}/reminders",
        "Schedule a reminder to the recipients who have not replied",
        (user, id, body) => invitations.addReminder(user, id, new Date(body.sendAt)),
        reminderInputSchema,
      ),
    )
    .openapi(
      route("delete", "/invitations/{id}/reminders/{reminderId}", {
        summary: "Cancel a scheduled reminder",
        request: { params: z.object({ id: z.uuid(), reminderId: z.uuid() }) },
        responses: { 200: detail },
      }),
      async (c) => {
        const { id, reminderId } = c.req.valid("param");
        return c.json(await invitations.cancelReminder(c.get("user"), id, reminderId), 200);
      },
    );
}
