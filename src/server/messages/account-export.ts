import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import { type AccountExportPart, exportTable, mapRows } from "../storage/account-export-part.ts";
import { attendeeReminderMails, attendeeReminders, messageRecipients, messages } from "./tables.ts";

/**
 * "Download my data": the messages the user wrote to the guests of their events, each guest's
 * delivery of them, and the reminders to Going guests with whom each went to. The reminders' job
 * ids are the queue's business, not the user's data. Each table is read a page at a time, the
 * deliveries and mails by their parent's event (a subquery, not a list of every message's id).
 */
export async function exportMessages(db: Db, eventIds: string[]): Promise<AccountExportPart> {
  const ofEvents = inArray(messages.eventId, eventIds);
  const written = keysetPages(db, messages, ofEvents, {
    id: messages.id,
  });
  const deliveries = keysetPages(
    db,
    messageRecipients,
    inArray(messageRecipients.messageId, db.select({ id: messages.id }).from(messages).where(ofEvents)),
    { id: messageRecipients.id },
  );
  const remindersOfEvents = inArray(attendeeReminders.eventId, eventIds);
  const reminders = keysetPages(db, attendeeReminders, remindersOfEvents, { id: attendeeReminders.id });
  const reminderMails = keysetPages(
    db,
    attendeeReminderMails,
    inArray(
      attendeeReminderMails.reminderId,
      db.select({ id: attendeeReminders.id }).from(attendeeReminders).where(remindersOfEvents),
    ),
    { reminderId: attendeeReminderMails.reminderId, guestId: attendeeReminderMails.guestId },
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
