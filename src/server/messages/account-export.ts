import { eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { keysetPages, rowsOfEach } from "../db/keyset-pages.ts";
import { type AccountExportPart, exportTable, mapRows } from "../storage/account-export-part.ts";
import { attendeeReminderMails, attendeeReminders, messageRecipients, messages } from "./tables.ts";

/**
 * "Download my data": the messages the user wrote to the guests of their events, each guest's
 * delivery of them, and the reminders to Going guests with whom each went to. The reminders' job
 * ids are the queue's business, not the user's data. Each table is read a page at a time.
 */
export async function exportMessages(db: Db, eventIds: string[]): Promise<AccountExportPart> {
  const ofEvents = inArray(messages.eventId, eventIds);
  const written = keysetPages(db, messages, ofEvents, {
    id: messages.id,
  });
  // Message by message, and reminder by reminder, along their (parent, guest) keys: a message to
  // 100,000 guests is 100 pages, and across all messages at once each page sorted every remaining row.
  const deliveries = rowsOfEach(
    async () => (await db.select({ id: messages.id }).from(messages).where(ofEvents)).map((r) => r.id),
    (messageId) =>
      keysetPages(db, messageRecipients, eq(messageRecipients.messageId, messageId), {
        guestId: messageRecipients.guestId,
        channel: messageRecipients.channel,
      }),
  );
  const remindersOfEvents = inArray(attendeeReminders.eventId, eventIds);
  const reminders = keysetPages(db, attendeeReminders, remindersOfEvents, { id: attendeeReminders.id });
  const reminderMails = rowsOfEach(
    async () =>
      (await db.select({ id: attendeeReminders.id }).from(attendeeReminders).where(remindersOfEvents)).map(
        (r) => r.id,
      ),
    (reminderId) =>
      keysetPages(db, attendeeReminderMails, eq(attendeeReminderMails.reminderId, reminderId), {
        guestId: attendeeReminderMails.guestId,
      }),
  );
  return {
    tables: {
      guest_messages: exportTable(messages, written),
      guest_message_recipients: exportTable(messageRecipients, deliveries),
      attendee_reminders: exportTable(
        attendeeReminders,
        mapRows(reminders, ({ jobId: _job, ...row }) => row),
        { omit: ["jobId"] },
      ),
      attendee_reminder_mails: exportTable(attendeeReminderMails, reminderMails),
    },
  };
}
