import { z } from "@hono/zod-openapi";
import {
  adminStatsSchema,
  adminSystemSchema,
  adminUserListSchema,
  adminUserQuerySchema,
  adminUserSchema,
  adminUserUpdateSchema,
  auditLogSchema,
  newsAudienceSchema,
  productNewsSchema,
} from "../../contract/admin.ts";
import type { SessionCache } from "../auth/session-cache.ts";
import { requireAdmin } from "../auth/session-middleware.ts";
import { jsonBody, jsonResponse, oneClickUnsubscribeBody } from "../http/openapi-content.ts";
import { noSignIn } from "../http/openapi-security.ts";
import { idParam, routesTagged } from "../http/route-kit.ts";
import { createRouter } from "../http/router.ts";
import type { ProductNewsService } from "./product-news.ts";
import type { AdminService } from "./service.ts";

const route = routesTagged(["admin"]);

/** The admin panel's API: every route refuses anyone who is not an admin (403; 401 signed out). */
export function adminRoutes(
  admin: AdminService,
  news: ProductNewsService,
  sessions: Pick<SessionCache, "forgetUser">,
) {
  return createRouter()
    .openapi(
      route("get", "/admin/stats", {
        summary: "The platform's numbers and monthly sign-ups and events (admin)",
        responses: { 200: jsonResponse(adminStatsSchema, "The figures") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json(await admin.stats(), 200);
      },
    )
    .openapi(
      route("get", "/admin/users", {
        summary: "Search users by e-mail or name, newest first, 25 a page (admin)",
        request: { query: adminUserQuerySchema },
        responses: { 200: jsonResponse(adminUserListSchema, "The users") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json(await admin.users(c.req.valid("query")), 200);
      },
    )
    .openapi(
      route("get", "/admin/users/{id}", {
        summary: "One user (admin)",
        request: { params: idParam },
        responses: { 200: jsonResponse(adminUserSchema, "The user") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json(await admin.user(c.req.valid("param").id), 200);
      },
    )
    .openapi(
      route("patch", "/admin/users/{id}", {
        summary: "Make or revoke admin, disable or enable an account; recorded in the audit log (admin)",
        request: { params: idParam, body: jsonBody(adminUserUpdateSchema) },
        responses: { 200: jsonResponse(adminUserSchema, "The user") },
      }),
      async (c) => {
        const actor = requireAdmin(c);
        const { id } = c.req.valid("param");
        const updated = await admin.updateUser(actor, id, c.req.valid("json"));
        // This server forgets the user's sessions now; the database's change notice reaches the
        // others (on PostgreSQL it arrives a moment later, after this answer).
        sessions.forgetUser(id);
        return c.json(updated, 200);
      },
    )
    .openapi(
      route("get", "/admin/audit", {
        summary: "The latest 100 admin actions (admin)",
        responses: { 200: jsonResponse(auditLogSchema, "The audit log") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json({ entries: await admin.auditLog() }, 200);
      },
    )
    .openapi(
      route("get", "/admin/system", {
        summary: "Version, database and migrations, storage, mail, job queue and outbox (admin)",
        responses: { 200: jsonResponse(adminSystemSchema, "The system's state") },
      }),
      async (c) => {
        requireAdmin(c);
        c.header("cache-control", "no-store");
        return c.json(await admin.system(), 200);
      },
    )
    .openapi(
      route("post", "/admin/test-mail", {
        summary: "Send a test mail to the admin's own address (admin)",
        responses: { 200: jsonResponse(z.object({ message: z.string() }), "Sent") },
      }),
      async (c) => {
        const actor = requireAdmin(c);
        return c.json(await admin.sendTestMail(actor), 200);
      },
    )
    .openapi(
      route("get", "/admin/news/audience", {
        summary: "How many users product news would reach (marketing emails on) (admin)",
        responses: { 200: jsonResponse(newsAudienceSchema, "The audience") },
      }),
      async (c) => {
        requireAdmin(c);
        return c.json(await news.audience(), 200);
      },
    )
    .openapi(
      route("post", "/admin/news", {
        summary: "Send product news to every user who chose marketing emails (admin; audited)",
        request: { body: jsonBody(productNewsSchema) },
        responses: { 202: jsonResponse(z.object({ message: z.string() }), "Queued") },
      }),
      async (c) => {
        const actor = requireAdmin(c);
        return c.json(await news.send(actor, c.req.valid("json")), 202);
      },
    )
    .openapi(
      route("post", "/news/unsubscribe/{token}", {
        summary: "One-click unsubscribe from product news (List-Unsubscribe-Post; no sign-in)",
        security: noSignIn,
        request: { body: oneClickUnsubscribeBody, params: z.object({ token: z.string().min(1).max(100) }) },
        responses: { 204: { description: "Unsubscribed" } },
      }),
      async (c) => {
        await news.unsubscribe(c.req.valid("param").token);
        return c.body(null, 204);
      },
    );
}
