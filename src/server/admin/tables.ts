import { index, pgTable, primaryKey, text, uuid } from "drizzle-orm/pg-core";
import { auditActions } from "../../contract/admin.ts";
import { user } from "../auth/tables.ts";
import { createdAt, id, ownedBy, timestamptz } from "../db/columns.ts";

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
    action: text("action", { enum: auditActions }).notNull(),
    targetUserId: uuid("target_user_id").references(() => user.id, { onDelete: "set null" }),
    targetEmail: text("target_email").notNull().default(""),
    detail: text("detail").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("admin_audit_log_created_at_idx").on(t.createdAt)],
);

/**
 * Who got which product news (the news is its audit log entry). A row is written just before its
 * mail goes, so a retried sending job skips everyone already written; the token is the mail's
 * one-click unsubscribe (no sign-in needed, and it says nothing about the account).
 */
export const productNewsDeliveries = pgTable(
  "product_news_deliveries",
  {
    newsId: ownedBy("news_id", () => adminAuditLog.id),
    userId: ownedBy("user_id", () => user.id),
    token: text("token").notNull().unique(),
    sentAt: timestamptz("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.userId] })],
);
