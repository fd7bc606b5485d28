import { createHmac, timingSafeEqual } from "node:crypto";
import { Readable } from "node:stream";
import { createRoute, z } from "@hono/zod-openapi";
import { requireAdmin } from "../auth/session-middleware.ts";
import type { Database } from "../db/client.ts";
import { adminOrOperatorKey } from "../http/openapi-security.ts";
import { createRouter } from "../http/router.ts";
import type { Storage } from "../storage/storage.ts";
import { writeBackup } from "./archive.ts";

/**
 * The operator's key for `npm run backup` against a running server: derived from the auth secret
 * (BETTER_AUTH_SECRET, or DATA_DIR/auth-secret), so whoever can read the server's configuration or
 * data folder, and only they, can ask for a backup without an admin session.
 */
export function backupToken(authSecret: string): string {
  return createHmac("sha256", authSecret).update("eventhub backup").digest("base64url");
}

function isOperator(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.replace(/^Bearer\s+/i, "") ?? "");
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const backupFileName = (at = new Date()) =>
  `eventhub-backup-${at
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-")}.zip`;

/** GET /api/admin/backup: the whole installation as one archive (an admin, or the operator's key). */
export function backupRoutes(deps: {
  database: Database;
  databaseUrl?: string;
  storage: Storage;
  authSecret: string;
}) {
  const token = backupToken(deps.authSecret);
  return createRouter().openapi(
    createRoute({
      method: "get",
      path: "/admin/backup",
      security: adminOrOperatorKey,
      tags: ["admin"],
      summary:
        "Download a backup: a ZIP with a consistent SQL dump, every uploaded file and a manifest (admin, or `Authorization: Bearer` the operator's key used by `npm run backup`)",
      responses: {
        200: {
          description: "The archive, streamed",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
      },
    }),
    async (c) => {
      if (!isOperator(c.req.header("authorization"), token)) requireAdmin(c);
      const archive = await writeBackup(deps);
      return c.body(Readable.toWeb(archive) as ReadableStream, 200, {
        "Content-Type": "application/zip",
        "Content-Disposition": `attachment; filename="${backupFileName()}"`,
        "Cache-Control": "no-store",
      });
    },
  );
}
