import { and, asc, eq, notInArray } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.ts";

/**
 * A feature's delivery rows, one per recipient of a send (an invitation, a host's message): each is
 * 'queued' until the transaction that mails it records the outcome. The owning feature hands its
 * table and columns in; the rows stay its own.
 */
export type RecipientRows = PgTable & {
  id: AnyPgColumn;
  guestId: AnyPgColumn;
  state: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** The guest a row names, as far as the sender needs them: whether there is anyone to mail. */
type Addressee = { id: string; email: string | null; emailOptOut: boolean };

export type RecipientSender<G extends Addressee, Sent extends string> = {
  db: Db;
  rows: RecipientRows;
  /** The rows' column naming the send they belong to. */
  sendColumn: AnyPgColumn;
  /** The guests of these rows (the guests service's read). */
  guest: (guestId: string) => Promise<G | undefined>;
  /**
   * Why this guest gets no mail from this send although they have an address (an invitation to an
   * event in parts they are invited to none of), or null to send: recorded as failed with it.
   */
  notSent?: (guest: G) => string | null;
  /** Mails one recipient; a throw records the mail as failed with its message. */
  mail: (guest: G, recipientId: string) => Promise<unknown>;
  /** Writes the outcome on the row, inside the transaction that holds it. */
  record: (tx: Tx, recipientId: string, state: Sent | "failed", error: string | null) => Promise<unknown>;
  /** The state a mail that went out is recorded with ('sent', 'delivered'). */
  sentState: Sent;
  /** Logs a failed mail with its guest. */
  failed: (guestId: string, err: unknown) => void;
  /** Asked before each recipient: true hands the rest to a fresh job (the server is stopping). */
  stopping?: () => boolean;
};

/**
 * Sends a send's queued recipients exactly once each (decision record 0018): each mail goes inside a
 * transaction holding the recipient's row (FOR UPDATE SKIP LOCKED) that records the outcome before
 * it commits. Two instances, or a job run twice after a restart, never mail a guest twice; a crash
 * leaves the rest queued for the next run. Answers false when it stopped early.
 */
export async function sendQueued<G extends Addressee, Sent extends string>(
  s: RecipientSender<G, Sent>,
  sendId: string,
) {
  const { db, rows, sendColumn } = s;
  /** The next queued recipient not in `skip`, or null when none is left. */
  async function next(skip: string[]) {
    const [row] = await db
      .select({ id: rows.id, guestId: rows.guestId })
      .from(rows)
      .where(
        and(
          eq(sendColumn, sendId),
          eq(rows.state, "queued"),
          skip.length > 0 ? notInArray(rows.id, skip) : undefined,
        ),
      )
      .orderBy(asc(rows.createdAt), asc(rows.id))
      .limit(1);
    return (row as { id: string; guestId: string } | undefined) ?? null;
  }

  /** One recipient's mail under its row lock; false when another sender holds the row. */
  async function sendOne(recipientId: string, guest: G | undefined) {
    return db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: rows.id })
        .from(rows)
        .where(and(eq(rows.id, recipientId), eq(rows.state, "queued")))
        .for("update", { skipLocked: true });
      if (locked.length === 0) return false;
      const failed = (error: string) => s.record(tx, recipientId, "failed", error);
      // The guest may have unsubscribed or lost their address since the send was written.
      const skipped = !guest?.email
        ? "No e-mail address"
        : guest.emailOptOut
          ? "The guest asked not to receive these e-mails"
          : (s.notSent?.(guest) ?? null);
      if (skipped || !guest) await failed(skipped ?? "No e-mail address");
      else {
        try {
          await s.mail(guest, recipientId);
          await s.record(tx, recipientId, s.sentState, null);
        } catch (err) {
          s.failed(guest.id, err);
          await failed(err instanceof Error ? err.message.slice(0, 300) : "Sending failed");
        }
      }
      return true;
    });
  }

  // Recipients another sender holds right now: theirs to finish (or, if it dies, the next run's).
  const heldElsewhere: string[] = [];
  for (let r = await next(heldElsewhere); r; r = await next(heldElsewhere)) {
    if (s.stopping?.()) return false;
    if (!(await sendOne(r.id, await s.guest(r.guestId)))) heldElsewhere.push(r.id);
  }
  return true;
}
