import { and, eq, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Db } from "./client.ts";
import type { reminderMailsTable } from "./columns.ts";

/**
 * A feature's scheduled reminders and the record of whom each one mailed (a row per reminder and
 * guest, keyed on both). The owning feature hands its tables in; the rows stay its own.
 */
export type ReminderTables = {
  reminders: PgTable & { id: AnyPgColumn; status: AnyPgColumn; sentCount: AnyPgColumn };
  /** Whom each reminder mailed, as db/columns.ts's reminderMailsTable makes it. */
  mails: ReturnType<typeof reminderMailsTable>;
};

/** Thrown inside a reminder mail's transaction when the mail failed: nothing is recorded. */
class MailFailed extends Error {}

/**
 * One guest's reminder mail at a time, each in a transaction that records it before committing:
 * after a crash, or a second run, a reminder goes on from where it was and never mails a guest twice
 * (the same window as an invitation's, decision record 0018). The reminder's row is held shared
 * meanwhile, so a cancellation waits for the mail in hand and stops the rest.
 */
export function reminderMails<R extends ReminderTables["reminders"]>(
  db: Db,
  tables: { reminders: R; mails: ReminderTables["mails"] },
  /** Told of each mail that failed, named by what the reminders are ("attendee reminder"). */
  log: Logger,
  what: string,
) {
  const { reminders, mails }: ReminderTables = tables;
  const failed = (reminderId: string, guestId: string, err: unknown) =>
    log.error(`${what} e-mail failed`, { reminderId, guestId, ...errorForLog(err) });
  return {
    /** The reminder's row while it is still scheduled; undefined once cancelled or sent. */
    async scheduled(reminderId: string): Promise<R["$inferSelect"] | undefined> {
      const [row] = await db
        .select()
        .from(reminders)
        .where(and(eq(reminders.id, reminderId), eq(reminders.status, "scheduled")));
      return row as R["$inferSelect"] | undefined;
    },

    /** Claims and mails one guest's reminder: 'stopped' once the reminder is no longer scheduled. */
    async remindOne(reminderId: string, guestId: string, mail: () => Promise<unknown>) {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .select({ status: reminders.status })
            .from(reminders)
            .where(eq(reminders.id, reminderId))
            .for("share");
          if (row?.status !== "scheduled") return "stopped" as const;
          const claimed = await tx
            .insert(mails)
            .values({ reminderId, guestId })
            .onConflictDoNothing()
            .returning({ reminderId: mails.reminderId });
          if (claimed.length === 0) return "done before" as const;
          try {
            await mail();
          } catch (err) {
            throw new MailFailed(err instanceof Error ? err.message : String(err));
          }
          return "sent" as const;
        });
      } catch (err) {
        if (!(err instanceof MailFailed)) throw err;
        failed(reminderId, guestId, err);
        return "failed" as const;
      }
    },

    /** Marks a still scheduled reminder sent with how many it mailed; null when another run did. */
    async finish(reminderId: string): Promise<number | null> {
      const sentCount = db.$count(mails, eq(mails.reminderId, reminderId));
      const [done] = await db
        .update(reminders)
        .set({ status: "sent", sentCount: sql`${sentCount}` } as never)
        .where(and(eq(reminders.id, reminderId), eq(reminders.status, "scheduled")))
        .returning({ sentCount: reminders.sentCount });
      return done ? (done.sentCount as number) : null;
    },
  };
}
