import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { user } from "./auth.ts";
import { createdAt, id, updatedAt } from "./columns.ts";
import { events } from "./events.ts";

export const templateCategories = [
  "birthday",
  "wedding",
  "anniversary",
  "baby shower",
  "corporate",
  "holiday",
  "other",
] as const;

export const invitationTemplates = pgTable(
  "invitation_templates",
  {
    id: id(),
    name: text("name").notNull(),
    category: text("category", { enum: templateCategories }).notNull().default("other"),
    description: text("description").notNull().default(""),
    previewKey: text("preview_key"),
    isCustom: boolean("is_custom").notNull().default(false),
    /** Null for the shipped default templates. */
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [index("templates_name_idx").on(t.name)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    templateId: uuid("template_id").references(() => invitationTemplates.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    message: text("message").notNull().default(""),
    type: text("type", { enum: ["email", "whatsapp", "link"] })
      .notNull()
      .default("email"),
    status: text("status", { enum: ["draft", "sent", "scheduled"] })
      .notNull()
      .default("draft"),
    uniqueCode: text("unique_code").notNull().unique(),
    recipientCount: integer("recipient_count").notNull().default(0),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invitations_created_by_created_idx").on(t.createdBy, t.createdAt.desc()),
    index("invitations_event_created_idx").on(t.eventId, t.createdAt.desc()),
  ],
);
