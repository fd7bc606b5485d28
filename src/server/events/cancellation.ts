import { createHash } from "node:crypto";
import { and, eq, isNotNull, not, type SQLWrapper, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.ts";
import { cancellationMails, cancelledEventLinks, cancelledEvents } from "./tables.ts";

/** The pg-boss queue of cancellation e-mails; its job carries no guest data (see cancellation-mail.ts). */
export const cancellationMailQueue = "event-cancelled-mail";
/**
 * What the queue keeps (pg-boss holds finished jobs for days): the notice's id and the moment as
 * text, never the host's name, which is read from their account when the mails go.
 * `hostName` is only read from jobs queued before this was so.
 */
export type CancellationJob = { cancelledEventId: string; when: string; hostName?: string };

/** A guest's reply token, or an invitation's shared code. */
export type LinkKind = "token" | "code";

/** How a link is kept once its event is gone: SHA-256 of "kind:value", never the value itself. */
export function linkKey(kind: LinkKind, value: string): string {
  return createHash("sha256").update(`${kind}:${value}`).digest("hex");
}

/** Same hash as linkKey, in SQL, so thousands of links are kept in one statement. */
const keySql = (kind: LinkKind, column: string) =>
  sql.raw(`encode(sha256(convert_to('${kind}:' || ${column}, 'UTF8')), 'hex')`);

/** One SELECT over another feature's rows of an event, built on the connection that runs it. */
export type EventRowsQuery = (conn: Db | Tx, eventId: string) => SQLWrapper;

/**
 * What an event's tombstone keeps of other features' rows, each read by its owner in one SELECT
 * (guests and invitations import events, so they are handed in by services.ts, not imported):
 * per kind of link, the secrets guests were given (column `value`); and the names and addresses
 * of the guests to tell (columns `name`, `email`): those who replied and can be e-mailed.
 */
export type CancellationSources = { links: Record<LinkKind, EventRowsQuery>; toTell: EventRowsQuery };

export async function countReplied(db: Db, eventId: string, sources: CancellationSources): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`${sources.toTell(db, eventId)} as told`);
  return row?.n ?? 0;
}

/**
 * Runs inside the delete's transaction, before the event row goes: keeps the event's title, date
 * and owner (until the owner's account goes: `forgetHost`) with the hashes of every reply token
 * and of the invitation codes guests were given (sent or shared; an unshared draft's code answered
 * like an unknown one), and, when the host asked, the names and addresses of the guests to tell.
 * Returns how many mails wait.
 */
export async function writeTombstone(
  tx: Tx,
  event: { id: string; title: string; date: string; createdBy: string },
  notifyGuests: boolean,
  sources: CancellationSources,
): Promise<number> {
  await tx
    .insert(cancelledEvents)
    .values({ id: event.id, title: event.title, date: event.date, hostId: event.createdBy })
    .onConflictDoNothing();
  const kept = (Object.keys(sources.links) as LinkKind[]).map(
    (kind) =>
      sql`select ${keySql(kind, "links.value")}, ${event.id}::uuid from ${sources.links[kind](tx, event.id)} as links`,
  );
  await tx.execute(sql`
    insert into ${cancelledEventLinks} (key_hash, cancelled_event_id)
    ${sql.join(kept, sql` union all `)}
    on conflict do nothing`);
  if (!notifyGuests) return 0;
  const queued = await tx
    .insert(cancellationMails)
    .select(
      tx
        .select({
          id: sql`gen_random_uuid()`.as("id"),
          cancelledEventId: sql`${event.id}::uuid`.as("cancelled_event_id"),
          name: sql<string>`told.name`.as("name"),
          email: sql<string>`told.email`.as("email"),
          createdAt: sql`now()`.as("created_at"),
          updatedAt: sql`now()`.as("updated_at"),
        })
        .from(sql`${sources.toTell(tx, event.id)} as told`),
    )
    .returning({ id: cancellationMails.id });
  return queued.length;
}

/** Notices whose cancellation mails are all sent (or were never asked for). */
const noMailWaiting = sql`not exists (select 1 from cancellation_mails m where m.cancelled_event_id = ${cancelledEvents.id})`;

const forgotten = { title: null, date: null, hostId: null, hostName: null };

/**
 * A host's account is being deleted: the notices of their cancelled events keep only what an old
 * link needs to say "cancelled" (the id and the links' hashes), not what the event was, when, or
 * whose. A guest then reads that the event was cancelled by its host, without its title.
 * With `tellGuestsAs` (the host's name; they asked for their guests to be told), the notices whose
 * mails still wait keep title, date and that name until the last mail went (`forgetSent`).
 */
export async function forgetHost(db: Db, userId: string, tellGuestsAs?: string): Promise<void> {
  const mine = eq(cancelledEvents.hostId, userId);
  if (tellGuestsAs) {
    await db
      .update(cancelledEvents)
      .set({ hostName: tellGuestsAs })
      .where(and(mine, not(noMailWaiting)));
    await db.update(cancelledEvents).set(forgotten).where(and(mine, noMailWaiting));
    return;
  }
  await db.update(cancelledEvents).set(forgotten).where(mine);
}

/**
 * After a notice's mails went: a notice kept only for those mails (its host's account is being or
 * was deleted, `hostName` is set) is forgotten like the others of that account.
 */
export async function forgetSent(db: Db, cancelledEventId: string): Promise<void> {
  await db
    .update(cancelledEvents)
    .set(forgotten)
    .where(and(eq(cancelledEvents.id, cancelledEventId), isNotNull(cancelledEvents.hostName), noMailWaiting));
}

/** What is kept of a cancelled event; a null title once its host's account was deleted. */
export type CancelledEvent = { title: string | null; date: string | null };

/** The deleted event an old link pointed to, or null when the link never existed. */
export async function cancelledByLink(db: Db, kind: LinkKind, value: string): Promise<CancelledEvent | null> {
  const [row] = await db
    .select({ title: cancelledEvents.title, date: cancelledEvents.date })
    .from(cancelledEventLinks)
    .innerJoin(cancelledEvents, eq(cancelledEvents.id, cancelledEventLinks.cancelledEventId))
    .where(eq(cancelledEventLinks.keyHash, linkKey(kind, value)));
  return row ?? null;
}

/** A deleted event by its former id (its public page's address), or null. */
export async function cancelledById(db: Db, id: string): Promise<CancelledEvent | null> {
  const [row] = await db
    .select({ title: cancelledEvents.title, date: cancelledEvents.date })
    .from(cancelledEvents)
    .where(eq(cancelledEvents.id, id));
  return row ?? null;
}
