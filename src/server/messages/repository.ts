import { and, asc, desc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";
import { messageRecipients, messages } from "./tables.ts";

export type MessageRow = typeof messages.$inferSelect;
export type RecipientRow = typeof messageRecipients.$inferSelect;
type NewRecipient = Pick<typeof messageRecipients.$inferInsert, "guestId" | "channel" | "state">;

/**
 * Holds the event's "new message" lock until the transaction ends: two messages posted at once
 * are counted one after the other, so the daily limit cannot be passed by sending in parallel.
 */
export async function lockEventMessages(tx: Tx, eventId: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`guest-messages:${eventId}`}))`);
}

export async function countSince(tx: Tx | Db, eventId: string, since: Date): Promise<number> {
  return tx.$count(messages, and(eq(messages.eventId, eventId), gte(messages.createdAt, since)));
}

export async function insertMessage(
  tx: Tx,
  values: typeof messages.$inferInsert,
  recipients: NewRecipient[],
): Promise<MessageRow> {
  const [row] = await tx.insert(messages).values(values).returning();
  if (recipients.length > 0)
    await tx.insert(messageRecipients).values(recipients.map((r) => ({ ...r, messageId: row.id })));
  return row;
}

export const messageById = (db: Db, id: string): Promise<MessageRow | null> =>
  firstRow(db.select().from(messages).where(eq(messages.id, id)));

/** An event's messages, newest first. */
export const messagesOfEvent = (db: Db, eventId: string) =>
  db.select().from(messages).where(eq(messages.eventId, eventId)).orderBy(desc(messages.createdAt));

export async function recipientsOf(db: Db, messageIds: string[]): Promise<RecipientRow[]> {
  if (messageIds.length === 0) return [];
  return db
    .select()
    .from(messageRecipients)
    .where(inArray(messageRecipients.messageId, messageIds))
    .orderBy(asc(messageRecipients.createdAt), asc(messageRecipients.id));
}

/** The host opened (or took back opening) a guest's WhatsApp message; the first time sent is kept. */
export async function setWhatsappSent(db: Db, messageId: string, guestId: string, sent: boolean) {
  const rows = await db
    .update(messageRecipients)
    .set(
      sent
        ? { state: "sent", sentAt: sql`coalesce(${messageRecipients.sentAt}, now())` }
        : { state: "pending", sentAt: null },
    )
    .where(
      and(
        eq(messageRecipients.messageId, messageId),
        eq(messageRecipients.guestId, guestId),
        eq(messageRecipients.channel, "whatsapp"),
      ),
    )
    .returning({ id: messageRecipients.id });
  return rows.length > 0;
}

export async function recordOutcome(
  tx: Tx,
  recipientId: string,
  state: "delivered" | "failed",
  error: string | null,
) {
  await tx
    .update(messageRecipients)
    .set({ state, error, ...(state === "delivered" ? { sentAt: new Date() } : {}) })
    .where(eq(messageRecipients.id, recipientId));
}

/** Messages with e-mail still queued (a sender stopped or crashed): resumed at start. */
export async function messagesWithQueuedMail(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ messageId: messageRecipients.messageId })
    .from(messageRecipients)
    .where(eq(messageRecipients.state, "queued"));
  return rows.map((r) => r.messageId);
}

/** The first open of the guest's link from this e-mail: a no-op after, or for another guest's id. */
export async function markOpened(db: Db, recipientId: string, guestId: string) {
  await db
    .update(messageRecipients)
    .set({ openedAt: new Date() })
    .where(
      and(
        eq(messageRecipients.id, recipientId),
        eq(messageRecipients.guestId, guestId),
        eq(messageRecipients.channel, "email"),
        isNull(messageRecipients.openedAt),
      ),
    );
}
