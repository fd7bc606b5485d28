import type { AuditEntry } from "../../contract/admin.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { adminAuditLog } from "./tables.ts";

/** Records an admin action in the audit log shown on the admin panel; the entry's id. */
export async function recordAdminAction(
  db: Db,
  actor: CurrentUser,
  action: AuditEntry["action"],
  target?: { id: string; email: string },
  detail = "",
): Promise<string> {
  const [row] = await db
    .insert(adminAuditLog)
    .values({
      actorId: actor.id,
      actorEmail: actor.email,
      action,
      targetUserId: target?.id ?? null,
      targetEmail: target?.email ?? "",
      detail,
    })
    .returning({ id: adminAuditLog.id });
  return row.id;
}
