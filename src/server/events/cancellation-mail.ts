import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { cancellationMails, cancelledEvents } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { eventCancelledMail } from "../mail/templates/event-cancelled.ts";
import { type CancellationJob, cancellationMailQueue } from "./cancellation.ts";

/**
 * The sender behind the cancellation queue. Each waiting mail is claimed by deleting its row
 * (FOR UPDATE SKIP LOCKED), so two instances never send one twice and the address is gone once
 * its mail has left; a mail the server refuses is logged, not retried.
 */
export function createCancellationMailer({ db, mailer, log }: { db: Db; mailer: Mailer; log: Logger }) {
  async function claimNext(cancelledEventId: string) {
    const [row] = await db
      .delete(cancellationMails)
      .where(
        sql`${cancellationMails.id} = (select id from cancellation_mails where cancelled_event_id = ${cancelledEventId} order by created_at, id limit 1 for update skip locked)`,
      )
      .returning();
    return row ?? null;
  }

  async function deliver({ cancelledEventId, hostName, when }: CancellationJob) {
    const [event] = await db.select().from(cancelledEvents).where(eq(cancelledEvents.id, cancelledEventId));
    if (!event) return;
    for (let m = await claimNext(cancelledEventId); m; m = await claimNext(cancelledEventId)) {
      try {
        await mailer.send(
          eventCancelledMail({ to: m.email, guestName: m.name, hostName, eventTitle: event.title, when }),
        );
      } catch (err) {
        log.error("cancellation e-mail failed", { cancelledEventId, ...errorForLog(err) });
      }
    }
  }

  return {
    deliver,
    async registerWorkers(jobs: Jobs) {
      await jobs.work(cancellationMailQueue, deliver);
    },
  };
}
