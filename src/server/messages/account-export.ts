import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { attendeeReminderMails, attendeeReminders, messageRecipients, messages } from "./tables.ts";

/**
 * "Download my data": the messages the user wrote to the guests of their events, each guest's
 * delivery of them, and the reminders to Going guests with whom each went to. The reminders' job
 * ids are the queue's business, not the user's data.
 */
export async function exportMessages(db: Db, eventIds: string[]): Promise<AccountExportPart> {
  const written = eventIds.length
    ? await db.select().from(messages).where(inArray(messages.eventId, eventIds))
    : [];
  const messageIds = written.map((m) => m.id);
  const deliveries = messageIds.length
    ? await db.select().from(messageRecipients).where(inArray(messageRecipients.messageId, messageIds))
    : [];
  const reminders = eventIds.length
    ? await db.select().from(attendeeReminders).where(inArray(attendeeReminders.eventId, eventIds))
    : [];
  const reminderIds = reminders.map((r) => r.id);
  const reminderMails = reminderIds.length
    ? await db
        .select()
        .from(attendeeReminderMails)
        .where(inArray(attendeeReminderMails.reminderId, reminderIds))
    : [];
  return {
    tables: {
      guest_messages: exportTable(messages, written),
      guest_message_recipients: exportTable(messageRecipients, deliveries),
      attendee_reminders: exportTable(
        attendeeReminders,
        reminders.map(({ jobId: _job, ...row }) => row),
        { omit: ["jobId"] },
      ),
      attendee_reminder_mails: exportTable(attendeeReminderMails, reminderMails),
    },
    files: [],
  };
}
