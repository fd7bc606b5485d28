import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id } from "./columns.ts";

/**
 * Every admin action on an account (role granted or revoked, account disabled or enabled). The
 * e-mails are copied so the record still reads after either account is deleted.
 */
export const adminAuditLog = pgTable(
  "admin_audit_log",
  {
    id: id(),
    actorId: uuid("actor_id").references(() => user.id, { onDelete: "set null" }),
    actorEmail: text("actor_email").notNull(),
    action: text("action", {
      enum: ["grant_admin", "revoke_admin", "disable", "enable", "send_test_mail"],
    }).notNull(),
    targetUserId: uuid("target_user_id").references(() => user.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull().default(""),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);
