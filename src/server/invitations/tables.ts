import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  invitationDesigns,
  invitationStatuses,
  invitationTypes,
  recipientStates,
  templateCategories,
  templateStyles,
} from "../../contract/invitations.ts";
import { user } from "../auth/tables.ts";
import { createdAt, id, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";

export { templateCategories };

export const invitationTemplates = pgTable(
  "invitation_templates",
  {
    id: id(),
    name: text("name").notNull(),
    category: text("category", { enum: templateCategories }).notNull().default("other"),
    description: text("description").notNull().default(""),
    previewKey: text("preview_key"),
    /** How e-mails made from this template look: layout style and accent colour. */
    style: text("style", { enum: templateStyles }).notNull().default("modern"),
    accentColor: text("accent_color").notNull().default("#d6246e"),
    isCustom: boolean("is_custom").notNull().default(false),
    /** Which edition of a shipped default's art this row carries; a newer one replaces it on start. */
    artVersion: integer("art_version").notNull().default(0),
    /** Null for the shipped default templates. */
    createdBy: uuid("created_by").references(() => user.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    /** 'event-banner': the invitation wears its event's banner (templateId is then null). */
    design: text("design", { enum: invitationDesigns }).notNull().default("template"),
    title: text("title").notNull(),
    message: text("message").notNull().default(""),
    /** E-mails carry Reply-To: the host's address (guests expect a reply to reach the host); false keeps it private. */
    replyToHost: boolean("reply_to_host").notNull().default(true),
    type: text("type", { enum: invitationTypes }).notNull().default("email"),
    status: text("status", { enum: invitationStatuses }).notNull().default("draft"),
    uniqueCode: text("unique_code").notNull().unique(),
    recipientCount: integer("recipient_count").notNull().default(0),
    scheduledDate: timestamp("scheduled_date", { withTimezone: true }),
    /** pg-boss job of a scheduled send, so cancelling can withdraw it. */
    sendJobId: text("send_job_id"),
    /** When the host first shared the link (copied it, showed its QR, opened WhatsApp): a draft's code opens from then on. */
    sharedAt: timestamp("shared_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("invitations_created_by_created_idx").on(t.createdBy, t.createdAt.desc()),
    index("invitations_event_created_idx").on(t.eventId, t.createdAt.desc()),
  ],
);

/** One row per guest an invitation goes to, with that delivery's state. */
export const invitationRecipients = pgTable(
  "invitation_recipients",
  {
    id: id(),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => invitations.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    state: text("state", { enum: recipientStates }).notNull().default("pending"),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("invitation_recipients_unique_idx").on(t.invitationId, t.guestId)],
);

/** A reminder to the recipients who have not replied yet, sent by a job at `sendAt`. */
export const invitationReminders = pgTable(
  "invitation_reminders",
  {
    id: id(),
    invitationId: uuid("invitation_id")
      .notNull()
      .references(() => invitations.id, { onDelete: "cascade" }),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    jobId: text("job_id"),
    status: text("status", { enum: ["scheduled", "sent", "cancelled"] })
      .notNull()
      .default("scheduled"),
    sentCount: integer("sent_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("invitation_reminders_invitation_idx").on(t.invitationId)],
);

/**
 * One row per guest a reminder's mail went to, written in the transaction that sends it: a
 * reminder interrupted by a crash goes on from where it was, and never mails a guest twice.
 */
export const invitationReminderMails = pgTable(
  "invitation_reminder_mails",
  {
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => invitationReminders.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.guestId] })],
);
