import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  invitationDesigns,
  invitationStatuses,
  invitationTypes,
  recipientStates,
  templateCategories,
  templateStyles,
} from "../../contract/invitations.ts";
import { user } from "../auth/tables.ts";
import {
  id,
  ownedBy,
  reminderMailsTable,
  scheduledSendColumns,
  timestamps,
  timestamptz,
} from "../db/columns.ts";
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
    ...timestamps(),
  },
  (t) => [index("templates_name_idx").on(t.name)],
);

export const invitations = pgTable(
  "invitations",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    createdBy: ownedBy("created_by", () => user.id),
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
    scheduledDate: timestamptz("scheduled_date"),
    /** pg-boss job of a scheduled send, so cancelling can withdraw it. */
    sendJobId: text("send_job_id"),
    /** When the host first shared the link (copied it, showed its QR, opened WhatsApp): a draft's code opens from then on. */
    sharedAt: timestamptz("shared_at"),
    ...timestamps(),
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
    invitationId: ownedBy("invitation_id", () => invitations.id),
    guestId: ownedBy("guest_id", () => guests.id),
    state: text("state", { enum: recipientStates }).notNull().default("pending"),
    error: text("error"),
    sentAt: timestamptz("sent_at"),
    ...timestamps(),
  },
  (t) => [uniqueIndex("invitation_recipients_unique_idx").on(t.invitationId, t.guestId)],
);

/** A reminder to the recipients who have not replied yet, sent by a job at `sendAt`. */
export const invitationReminders = pgTable(
  "invitation_reminders",
  {
    id: id(),
    invitationId: ownedBy("invitation_id", () => invitations.id),
    ...scheduledSendColumns(),
    ...timestamps(),
  },
  (t) => [index("invitation_reminders_invitation_idx").on(t.invitationId)],
);

/** Whom each of its reminders mailed. */
export const invitationReminderMails = reminderMailsTable(
  "invitation_reminder_mails",
  () => invitationReminders.id,
  () => guests.id,
);
