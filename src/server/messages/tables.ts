import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { guestCategories } from "../../contract/guests.ts";
import {
  attendeeReminderTimings,
  messageAudiences,
  messageChannels,
  messageDeliveryStates,
} from "../../contract/messages.ts";
import { user } from "../auth/tables.ts";
import {
  createdAt,
  id,
  ownedBy,
  reminderMailsTable,
  scheduledSendColumns,
  timestamps,
  timestamptz,
} from "../db/columns.ts";
import { events } from "../events/tables.ts";
import { guests } from "../guests/tables.ts";
import { eventParts } from "../parts/tables.ts";

/** A host's message to a part of an event's guest list (issue 33), sent when it is written. */
export const messages = pgTable(
  "guest_messages",
  {
    id: id(),
    eventId: ownedBy("event_id", () => events.id),
    createdBy: ownedBy("created_by", () => user.id),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    audience: text("audience", { enum: messageAudiences }).notNull(),
    category: text("category", { enum: guestCategories }),
    /** The part written to when `audience` is 'part' (Going to it); null once the part is removed. */
    partId: uuid("part_id").references(() => eventParts.id, { onDelete: "set null" }),
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
    messageId: ownedBy("message_id", () => messages.id),
    guestId: ownedBy("guest_id", () => guests.id),
    channel: text("channel", { enum: messageChannels }).notNull(),
    state: text("state", { enum: messageDeliveryStates }).notNull(),
    error: text("error"),
    sentAt: timestamptz("sent_at"),
    /** The guest opened their personal link from this e-mail (the link carries this row's id). */
    openedAt: timestamptz("opened_at"),
    ...timestamps(),
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
    eventId: ownedBy("event_id", () => events.id),
    createdBy: ownedBy("created_by", () => user.id),
    timing: text("timing", { enum: attendeeReminderTimings }).notNull(),
    includeMaybe: boolean("include_maybe").notNull().default(false),
    /** A reminder of one part (Going to it, at its time); gone with the part. Null: the event's. */
    partId: uuid("part_id").references(() => eventParts.id, { onDelete: "cascade" }),
    ...scheduledSendColumns(),
    ...timestamps(),
  },
  (t) => [index("attendee_reminders_event_idx").on(t.eventId)],
);

/** Whom each of its reminders mailed. */
export const attendeeReminderMails = reminderMailsTable(
  "attendee_reminder_mails",
  () => attendeeReminders.id,
  () => guests.id,
);
