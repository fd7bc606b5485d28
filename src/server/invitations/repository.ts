import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import { recentInvitationsLimit } from "../../contract/invitations.ts";
import type { Db, Tx } from "../db/client.ts";
import { firstRow } from "../db/first-row.ts";
import { keysetPages, rowsOfEach } from "../db/keyset-pages.ts";
import { descNullsLast } from "../db/order.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import { invitationRecipients, invitationReminders, invitations } from "./tables.ts";

// The invitations feature's SQL: each statement over its tables, by name. Who may run it, and
// when, is service.ts's business; a write inside the service's transaction takes its `tx`.

type Conn = Db | Tx;
type InvitationChanges = Partial<typeof invitations.$inferInsert>;

export const invitationById = (db: Db, id: string): Promise<InvitationRow | null> =>
  firstRow(db.select().from(invitations).where(eq(invitations.id, id)));

export const invitationByCode = (db: Db, code: string): Promise<InvitationRow | null> =>
  firstRow(db.select().from(invitations).where(eq(invitations.uniqueCode, code)));

/** The invitations of the events a user runs, newest first; of one of them when `eventId` is given. */
export const invitationsOfEvents = (db: Db, eventIds: string[], eventId?: string) =>
  db
    .select()
    .from(invitations)
    .where(
      eventId
        ? and(inArray(invitations.eventId, eventIds), eq(invitations.eventId, eventId))
        : inArray(invitations.eventId, eventIds),
    )
    .orderBy(descNullsLast(invitations.createdAt));

export const recentInvitationsOfEvents = (db: Db, eventIds: string[]) =>
  db
    .select()
    .from(invitations)
    .where(inArray(invitations.eventId, eventIds))
    .orderBy(descNullsLast(invitations.createdAt))
    .limit(recentInvitationsLimit);

export async function insertInvitation(tx: Tx, values: typeof invitations.$inferInsert) {
  const [created] = await tx.insert(invitations).values(values).returning();
  return created;
}

/** Changes one invitation; the row as it now is (`where` narrows it further, e.g. to a status). */
export async function updateInvitation(conn: Conn, id: string, set: InvitationChanges) {
  const [row] = await conn.update(invitations).set(set).where(eq(invitations.id, id)).returning();
  return row;
}

/** Back to draft, only if still scheduled: the send job may have just started. */
export async function unscheduleInvitation(db: Db, id: string) {
  await db
    .update(invitations)
    .set({ status: "draft", scheduledDate: null, sendJobId: null })
    .where(and(eq(invitations.id, id), eq(invitations.status, "scheduled")));
}

/** Marks the invitation shared, keeping the first time it was. */
export async function markShared(conn: Conn, id: string, extra: InvitationChanges = {}) {
  await conn
    .update(invitations)
    .set({ sharedAt: sql`coalesce(${invitations.sharedAt}, now())`, ...extra })
    .where(eq(invitations.id, id));
}

export async function deleteInvitation(db: Db, id: string) {
  await db.delete(invitations).where(eq(invitations.id, id));
}

/** The recipients become exactly `ids`: others go, new ones are added. */
export async function setRecipients(tx: Tx, invitationId: string, ids: string[]) {
  await tx
    .delete(invitationRecipients)
    .where(
      and(
        eq(invitationRecipients.invitationId, invitationId),
        ids.length ? sql`${invitationRecipients.guestId} not in ${ids}` : undefined,
      ),
    );
  if (ids.length) {
    await tx
      .insert(invitationRecipients)
      .values(ids.map((guestId) => ({ invitationId, guestId })))
      .onConflictDoNothing();
  }
}

export async function recipientGuestIds(db: Db, invitationId: string): Promise<string[]> {
  const rows = await db
    .select({ guestId: invitationRecipients.guestId })
    .from(invitationRecipients)
    .where(eq(invitationRecipients.invitationId, invitationId));
  return rows.map((r) => r.guestId);
}

/** Send Now: the invitation is sent, its pending recipients queued, in one transaction. */
export async function markSentAndQueue(db: Db, id: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(invitations)
      .set({ status: "sent", scheduledDate: null, sendJobId: null })
      .where(eq(invitations.id, id));
    await tx
      .update(invitationRecipients)
      .set({ state: "queued", error: null })
      .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.state, "pending")));
  });
}

/** Queues again the recipients whose delivery failed; how many. */
export async function requeueFailed(db: Db, id: string): Promise<number> {
  const retried = await db
    .update(invitationRecipients)
    .set({ state: "queued", error: null })
    .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.state, "failed")))
    .returning({ id: invitationRecipients.id });
  return retried.length;
}

/** Hand-sent recipients (those in `guestIds`, or all) that are not sent yet become sent. */
export async function markRecipientsSent(tx: Tx, id: string, guestIds: string[] | "all") {
  await tx
    .update(invitationRecipients)
    .set({ state: "sent", sentAt: new Date(), error: null })
    .where(
      and(
        eq(invitationRecipients.invitationId, id),
        ne(invitationRecipients.state, "sent"),
        guestIds === "all" ? undefined : inArray(invitationRecipients.guestId, guestIds),
      ),
    );
}

/** One recipient sent (keeping the first time) or back to pending; false if not a recipient. */
export async function setRecipientSent(tx: Tx, id: string, guestId: string, sent: boolean): Promise<boolean> {
  const [changed] = await tx
    .update(invitationRecipients)
    .set(
      sent
        ? { state: "sent", sentAt: sql`coalesce(${invitationRecipients.sentAt}, now())`, error: null }
        : { state: "pending", sentAt: null, error: null },
    )
    .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.guestId, guestId)))
    .returning({ id: invitationRecipients.id });
  return changed !== undefined;
}

/** Recipients of the invitation not (or no longer) sent. */
export async function unsentRecipientCount(tx: Tx, id: string): Promise<number> {
  const [{ left }] = await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(invitationRecipients)
    .where(and(eq(invitationRecipients.invitationId, id), ne(invitationRecipients.state, "sent")));
  return left;
}

export async function scheduledReminderJobs(db: Db, invitationId: string): Promise<(string | null)[]> {
  const rows = await db
    .select({ jobId: invitationReminders.jobId })
    .from(invitationReminders)
    .where(
      and(eq(invitationReminders.invitationId, invitationId), eq(invitationReminders.status, "scheduled")),
    );
  return rows.map((r) => r.jobId);
}

export async function insertReminder(db: Db, invitationId: string, sendAt: Date) {
  const [reminder] = await db.insert(invitationReminders).values({ invitationId, sendAt }).returning();
  return reminder;
}

export async function setReminderJob(db: Db, reminderId: string, jobId: string | null) {
  await db.update(invitationReminders).set({ jobId }).where(eq(invitationReminders.id, reminderId));
}

/** Cancels a still-scheduled reminder of the invitation; the reminder, or undefined if none was. */
export async function cancelScheduledReminder(db: Db, invitationId: string, reminderId: string) {
  const [reminder] = await db
    .update(invitationReminders)
    .set({ status: "cancelled" })
    .where(
      and(
        eq(invitationReminders.id, reminderId),
        eq(invitationReminders.invitationId, invitationId),
        eq(invitationReminders.status, "scheduled"),
      ),
    )
    .returning();
  return reminder;
}

/** A user's invitations with their recipients and reminders, each a page at a time (account export). */
export function invitationsWithParts(db: Db, userId: string) {
  const mine = eq(invitations.createdBy, userId);
  const ofMine = db.select({ id: invitations.id }).from(invitations).where(mine);
  return {
    rows: keysetPages(db, invitations, mine, {
      id: invitations.id,
    }),
    // Invitation by invitation, along the (invitation, guest) index: one to 100,000 guests is
    // 100 pages, and across all invitations at once each page sorted every remaining recipient.
    recipients: rowsOfEach(
      async () => (await ofMine).map((r) => r.id),
      (invitationId) =>
        keysetPages(db, invitationRecipients, eq(invitationRecipients.invitationId, invitationId), {
          guestId: invitationRecipients.guestId,
        }),
    ),
    reminders: keysetPages(db, invitationReminders, inArray(invitationReminders.invitationId, ofMine), {
      id: invitationReminders.id,
    }),
  };
}

/** Invitations sent to a recipient: across the platform, or of one creator. */
export async function sentRecipientCount(db: Db, createdBy?: string): Promise<number> {
  const sent = sql`${invitationRecipients.sentAt} is not null`;
  if (createdBy === undefined) {
    const [{ total }] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(invitationRecipients)
      .where(sent);
    return total;
  }
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(invitationRecipients)
    .innerJoin(invitations, eq(invitations.id, invitationRecipients.invitationId))
    .where(and(eq(invitations.createdBy, createdBy), sent));
  return total;
}

// Reads other features compose into statements of their own (analytics' funnel, an event's
// tombstone): each is part of ONE statement over one event's invitations, and hands out named
// columns, never the tables (invitations/service.ts re-exports them).

/** The event's guests an invitation was sent to (mail handed to the server, WhatsApp marked sent), each once. */
export const deliveredGuestIds = (conn: Conn, eventId: string) =>
  conn
    .selectDistinct({ guestId: invitationRecipients.guestId })
    .from(invitationRecipients)
    .innerJoin(invitations, eq(invitations.id, invitationRecipients.invitationId))
    .where(and(eq(invitations.eventId, eventId), eq(invitationRecipients.state, "sent")));

/**
 * The codes of the event's invitations guests were given (sent or shared; an unshared draft's code
 * opens nothing), as column `value`: an event's tombstone hashes them.
 */
export const givenCodesOf = (conn: Conn, eventId: string) =>
  conn
    .select({ value: sql<string>`${invitations.uniqueCode}`.as("value") })
    .from(invitations)
    .where(
      and(
        eq(invitations.eventId, eventId),
        or(eq(invitations.status, "sent"), isNotNull(invitations.sharedAt)),
      ),
    );
