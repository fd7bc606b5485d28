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
import { guestCategories } from "../../contract/guests.ts";
import {
  attendeeReminderTimings,
  messageAudiences,
  messageChannels,
  messageDeliveryStates,
} from "../../contract/messages.ts";
import { user } from "../auth/tables.ts";
import { createdAt, id, updatedAt } from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";

/** A host's message to a part of an event's guest list (issue 33), sent when it is written. */
export const messages = pgTable(
  "guest_messages",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: text("audience", { enum: messageAudiences }).notNull(),
    category: text("category", { enum: guestCategories }),
    skippedUnsubscribed: integer("skipped_unsubscribed").notNull().default(0),
    skippedNoContact: integer("skipped_no_contact").notNull().default(0),
    createdAt: createdAt(),
  },
  // The daily limit counts an event's messages of the last 24 hours; the page lists them newest first.
  (t) => [index("guest_messages_event_created_idx").on(t.eventId, t.createdAt.desc())],
);

/**
 * One row per guest and channel a message goes by, with that delivery's state. An e-mail row is
 * 'queued' until the job's transaction that sends it records the outcome (exactly once, as an
 * invitation's recipient); a WhatsApp row is 'pending' until the host opens the guest's message.
 */
export const messageRecipients = pgTable(
  "guest_message_recipients",
  {
    id: id(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    channel: text("channel", { enum: messageChannels }).notNull(),
    state: text("state", { enum: messageDeliveryStates }).notNull(),
    error: text("error"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** The guest opened their personal link from this e-mail (the link carries this row's id). */
    openedAt: timestamp("opened_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("guest_message_recipients_unique_idx").on(t.messageId, t.guestId, t.channel),
    // The start-up resume looks for e-mail still queued.
    index("guest_message_recipients_state_idx").on(t.state),
  ],
);

/** A reminder to the guests who are coming (Going, optionally Maybe), sent by a job at `sendAt`. */
export const attendeeReminders = pgTable(
  "attendee_reminders",
  {
    id: id(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => events.id, { onDelete: "cascade" }),
    createdBy: uuid("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    timing: text("timing", { enum: attendeeReminderTimings }).notNull(),
    includeMaybe: boolean("include_maybe").notNull().default(false),
    sendAt: timestamp("send_at", { withTimezone: true }).notNull(),
    /** pg-boss job of the send, so cancelling can withdraw it. */
    jobId: text("job_id"),
    status: text("status", { enum: ["scheduled", "sent", "cancelled"] })
      .notNull()
      .default("scheduled"),
    sentCount: integer("sent_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("attendee_reminders_event_idx").on(t.eventId)],
);

/**
 * One row per guest a reminder's mail went to, written in the transaction that sends it: after a
 * crash or a second run the reminder goes on from where it was and never mails a guest twice.
 */
export const attendeeReminderMails = pgTable(
  "attendee_reminder_mails",
  {
    reminderId: uuid("reminder_id")
      .notNull()
      .references(() => attendeeReminders.id, { onDelete: "cascade" }),
    guestId: uuid("guest_id")
      .notNull()
      .references(() => guests.id, { onDelete: "cascade" }),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reminderId, t.guestId] })],
);
