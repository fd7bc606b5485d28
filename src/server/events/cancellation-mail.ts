import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { user } from "../db/schema.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer, MailMessage } from "../mail/mailer.ts";
import { eventCancelledMail } from "../mail/templates/event-cancelled.ts";
import { type CancellationJob, cancellationMailQueue, forgetSent } from "./cancellation.ts";
import { cancellationMails, cancelledEvents } from "./tables.ts";

/**
 * The sender behind the cancellation queue. Each waiting mail is taken by deleting its row
 * (FOR UPDATE SKIP LOCKED) in a transaction that commits only once the mail has left: two
 * instances never send one twice, the address is gone once its mail is sent, and a crash
 * meanwhile leaves the row for the job's retry (decision record 0018). A mail the server refuses
 * is logged, not retried.
 */
export function createCancellationMailer({ db, mailer, log }: { db: Db; mailer: Mailer; log: Logger }) {
  /** Sends the next waiting mail of a cancelled event; false when none is left. */
  async function sendNext(
    cancelledEventId: string,
    mail: (m: { email: string; name: string }) => MailMessage,
  ) {
    return db.transaction(async (tx) => {
      const [m] = await tx
        .delete(cancellationMails)
        .where(
          sql`${cancellationMails.id} = (select id from cancellation_mails where cancelled_event_id = ${cancelledEventId} order by created_at, id limit 1 for update skip locked)`,
        )
        .returning();
      if (!m) return false;
      try {
        await mailer.send({ ...mail(m), idempotencyKey: `cancellation-${m.id}` });
      } catch (err) {
        log.error("cancellation e-mail failed", { cancelledEventId, ...errorForLog(err) });
      }
      return true;
    });
  }

  async function deliver({ cancelledEventId, when, hostName: queuedName }: CancellationJob) {
    const [event] = await db
      .select({ title: cancelledEvents.title, hostName: user.name, keptName: cancelledEvents.hostName })
      .from(cancelledEvents)
      .leftJoin(user, eq(user.id, cancelledEvents.hostId))
      .where(eq(cancelledEvents.id, cancelledEventId));
    if (!event) return;
    const title = event.title;
    // Once the account is gone, the name it asked its guests to be told with (forgetHost).
    const hostName = event.hostName ?? event.keptName ?? queuedName;
    if (title === null || !hostName) {
      // The host deleted their account, without asking for their guests to be told, before these
      // went: a mail would name them and the event they asked to be forgotten with, so none goes,
      // and the guests' addresses go now.
      await db.delete(cancellationMails).where(eq(cancellationMails.cancelledEventId, cancelledEventId));
      return;
    }
    const mail = (m: { email: string; name: string }) =>
      eventCancelledMail({ to: m.email, guestName: m.name, hostName, eventTitle: title, when });
    while (await sendNext(cancelledEventId, mail));
    await forgetSent(db, cancelledEventId);
  }

  return {
    deliver,
    async registerWorkers(jobs: Jobs) {
      await jobs.work(cancellationMailQueue, deliver);
    },
  };
}
