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
import { jsonResponse, oneClickUnsubscribeBody } from "../http/openapi-content.ts";
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
      ...route.json("get", "/admin/stats", {
        summary: "The platform's numbers and monthly sign-ups and events (admin)",
        caller: "admin",
        responses: { 200: jsonResponse(adminStatsSchema, "The figures") },
        answer: () => admin.stats(),
      }),
    )
    .openapi(
      ...route.json("get", "/admin/users", {
        summary: "Search users by e-mail or name, newest first, 25 a page (admin)",
        caller: "admin",
        query: adminUserQuerySchema,
        responses: { 200: jsonResponse(adminUserListSchema, "The users") },
        answer: (_admin, { query }) => admin.users(query),
      }),
    )
    .openapi(
      ...route.json("get", "/admin/users/{id}", {
        summary: "One user (admin)",
        caller: "admin",
        params: idParam,
        responses: { 200: jsonResponse(adminUserSchema, "The user") },
        answer: (_admin, { param }) => admin.user(param.id),
      }),
    )
    .openapi(
      ...route.json("patch", "/admin/users/{id}", {
        summary: "Make or revoke admin, disable or enable an account; recorded in the audit log (admin)",
        caller: "admin",
        params: idParam,
        body: adminUserUpdateSchema,
        responses: { 200: jsonResponse(adminUserSchema, "The user") },
        answer: async (actor, { param, body }) => {
          const updated = await admin.updateUser(actor, param.id, body);
          // This server forgets the user's sessions now; the database's change notice reaches the
          // others (on PostgreSQL it arrives a moment later, after this answer).
          sessions.forgetUser(param.id);
          return updated;
        },
      }),
    )
    .openapi(
      ...route.json("get", "/admin/audit", {
        summary: "The latest 100 admin actions (admin)",
        caller: "admin",
        responses: { 200: jsonResponse(auditLogSchema, "The audit log") },
        answer: async () => ({ entries: await admin.auditLog() }),
      }),
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
      ...route.json("post", "/admin/test-mail", {
        summary: "Send a test mail to the admin's own address (admin)",
        caller: "admin",
        responses: { 200: jsonResponse(z.object({ message: z.string() }), "Sent") },
        answer: (actor) => admin.sendTestMail(actor),
      }),
    )
    .openapi(
      ...route.json("get", "/admin/news/audience", {
        summary: "How many users product news would reach (marketing emails on) (admin)",
        caller: "admin",
        responses: { 200: jsonResponse(newsAudienceSchema, "The audience") },
        answer: () => news.audience(),
      }),
    )
    .openapi(
      ...route.json("post", "/admin/news", {
        summary: "Send product news to every user who chose marketing emails (admin; audited)",
        caller: "admin",
        body: productNewsSchema,
        responses: { 202: jsonResponse(z.object({ message: z.string() }), "Queued") },
        answer: (actor, { body }) => news.send(actor, body),
      }),
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
