import { and, asc, eq, lte, notInArray, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { MailRecipients } from "../mail/mail-recipient.ts";
import type { Mailer } from "../mail/mailer.ts";
import { reminderSentMail } from "../mail/templates/reminder-sent.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import { invitationMailFor, replyToAddress } from "./invitation-mail-for.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import {
  invitationRecipients,
  invitationReminderMails,
  invitationReminders,
  invitations,
  invitationTemplates,
} from "./tables.ts";

export type DeliveryDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** Asked before the host is told a reminder went out (their "Event reminders" switch). */
  profile?: MailRecipients;
  /** Raised when the server is stopping: a send in progress hands the rest to a fresh job. */
  draining?: AbortSignal;
};

/**
 * The senders behind the job queues. Exactly-once per recipient: each recipient's mail goes inside
 * a transaction holding its row (FOR UPDATE SKIP LOCKED) that marks it sent before committing, so
 * two server instances (or a job that runs twice) never send the same mail twice, and a crash
 * leaves it queued for the next run.
 */
export function createDelivery({
  db,
  events: eventsService,
  guests: guestsService,
  mailer,
  log,
  publicUrl,
  profile,
  draining,
}: DeliveryDeps) {
  let jobs: Jobs | null = null;
  /** Tells the host their scheduled reminder went out, if their "Event reminders" switch is on. */
  async function reminderNoticeToHost(inv: InvitationRow, eventTitle: string, sent: number) {
    if (!profile) return;
    try {
      const host = await profile.mailRecipient(inv.createdBy, "eventReminders");
      if (!host) return;
      await mailer.send(
        reminderSentMail({
          to: host.email,
          hostName: host.name,
          eventTitle,
          sent,
          invitationUrl: `${publicUrl}/dashboard/invitations/${inv.id}`,
          settingsUrl: `${publicUrl}/dashboard/profile?tab=notifications`,
        }),
      );
    } catch (err) {
      log.error("could not tell the host of a reminder", { invitationId: inv.id, ...errorForLog(err) });
    }
  }

  /** What every mail of one invitation shares, read once per run rather than per recipient. */
  async function mailContext(inv: InvitationRow) {
    const event = await eventsService.row(inv.eventId);
    const [template] =
      inv.design === "template" && inv.templateId
        ? await db.select().from(invitationTemplates).where(eq(invitationTemplates.id, inv.templateId))
        : [];
    return { inv, event, template, hostEmail: await replyToAddress(db, event, inv.replyToHost) };
  }
  type MailContext = Awaited<ReturnType<typeof mailContext>>;

  const mailFor = (context: MailContext, guest: GuestRow, reminder: boolean) =>
    invitationMailFor(publicUrl, context, guest, reminder);

  /** The next queued recipient of an invitation not in `skip`, or null when none is left. */
  async function nextQueued(invitationId: string, skip: string[]) {
    const [next] = await db
      .select({ id: invitationRecipients.id, guestId: invitationRecipients.guestId })
      .from(invitationRecipients)
      .where(
        and(
          eq(invitationRecipients.invitationId, invitationId),
          eq(invitationRecipients.state, "queued"),
          skip.length > 0 ? notInArray(invitationRecipients.id, skip) : undefined,
        ),
      )
      .orderBy(asc(invitationRecipients.createdAt), asc(invitationRecipients.id))
      .limit(1);
    return next ?? null;
  }

  /**
   * Sends one recipient's mail inside a transaction that holds the recipient's row locked and
   * records the outcome before it commits. A crash or a kill before the commit leaves the
   * recipient queued (sent on restart); the only way to a second mail is a crash in the moment
   * between the mail server's acceptance and the commit, and then both carry the same Message-ID
   * (decision record 0018). Answers false when another sender holds the row.
   */
  async function sendOne(context: MailContext, recipientId: string, guest: GuestRow | undefined) {
    return db.transaction(async (tx) => {
      const locked = (await tx.execute(
        sql`select id from invitation_recipients where id = ${recipientId} and state = 'queued' for update skip locked`,
      )) as unknown as { rows: unknown[] };
      if (locked.rows.length === 0) return false;
      const record = (state: "sent" | "failed", error: string | null) =>
        tx
          .update(invitationRecipients)
          .set({ state, error, ...(state === "sent" ? { sentAt: new Date() } : {}) })
          .where(eq(invitationRecipients.id, recipientId));
      if (!guest?.email) await record("failed", "No e-mail address");
      else if (guest.emailOptOut) await record("failed", "The guest asked not to receive these e-mails");
      else {
        try {
          await mailer.send({
            ...mailFor(context, guest, false),
            idempotencyKey: `invitation-${recipientId}`,
          });
          await record("sent", null);
        } catch (err) {
          log.error("invitation e-mail failed", {
            invitationId: context.inv.id,
            guestId: guest.id,
            ...errorForLog(err),
          });
          await record("failed", err instanceof Error ? err.message.slice(0, 300) : "Sending failed");
        }
      }
      return true;
    });
  }

  async function deliverInvitation({ invitationId }: { invitationId: string }) {
    const [inv] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
    if (!inv || inv.status === "draft") return; // deleted, or the schedule was cancelled
    if (inv.status === "scheduled") {
      // A scheduled send: one instance flips it to sent and queues its recipients, in one
      // transaction (a crash between the two would leave a sent invitation nobody receives).
      const flipped = await db.transaction(async (tx) => {
        const rows = await tx
          .update(invitations)
          .set({ status: "sent", sendJobId: null })
          .where(and(eq(invitations.id, invitationId), eq(invitations.status, "scheduled")))
          .returning({ id: invitations.id });
        if (rows.length === 0) return false;
        await tx
          .update(invitationRecipients)
          .set({ state: "queued" })
          .where(
            and(
              eq(invitationRecipients.invitationId, invitationId),
              eq(invitationRecipients.state, "pending"),
            ),
          );
        return true;
      });
      if (!flipped) return;
    }
    const context = await mailContext(inv);
    // Recipients another sender holds right now: theirs to finish (or, if it dies, the next run's).
    const heldElsewhere: string[] = [];
    for (
      let r = await nextQueued(invitationId, heldElsewhere);
      r;
      r = await nextQueued(invitationId, heldElsewhere)
    ) {
      if (draining?.aborted) {
        // Stopping: the rest goes from a fresh job, taken by the next server to run (not lost).
        await jobs?.send(deliverInvitationQueue, { invitationId });
        return;
      }
      const [guest] = await guestsService.byIds(inv.eventId, [r.guestId]);
      if (!(await sendOne(context, r.id, guest))) heldElsewhere.push(r.id);
    }
  }

  /** Thrown inside a reminder mail's transaction when the mail failed: nothing is recorded. */
  class MailFailed extends Error {}

  /**
   * One guest's reminder mail, in a transaction that records it (invitation_reminder_mails) before
   * committing: after a crash the reminder goes on without mailing anyone twice (the same window
   * as an invitation's, decision record 0018). The reminder's row is held shared meanwhile, so a
   * cancellation waits for the mail in hand and stops the rest.
   */
  async function remindOne(context: MailContext, reminderId: string, guest: GuestRow) {
    try {
      return await db.transaction(async (tx) => {
        const [row] = await tx
          .select({ status: invitationReminders.status })
          .from(invitationReminders)
          .where(eq(invitationReminders.id, reminderId))
          .for("share");
        if (row?.status !== "scheduled") return "stopped" as const;
        const claimed = await tx
          .insert(invitationReminderMails)
          .values({ reminderId, guestId: guest.id })
          .onConflictDoNothing()
          .returning({ guestId: invitationReminderMails.guestId });
        if (claimed.length === 0) return "done before" as const;
        try {
          await mailer.send({
            ...mailFor(context, guest, true),
            idempotencyKey: `reminder-${reminderId}-${guest.id}`,
          });
        } catch (err) {
          throw new MailFailed(err instanceof Error ? err.message : String(err));
        }
        return "sent" as const;
      });
    } catch (err) {
      if (!(err instanceof MailFailed)) throw err;
      log.error("reminder e-mail failed", { reminderId, guestId: guest.id, ...errorForLog(err) });
      return "failed" as const;
    }
  }

  async function deliverReminder({ reminderId }: { reminderId: string }) {
    const [reminder] = await db
      .select()
      .from(invitationReminders)
      .where(and(eq(invitationReminders.id, reminderId), eq(invitationReminders.status, "scheduled")));
    if (!reminder) return; // cancelled, or sent already
    const [inv] = await db.select().from(invitations).where(eq(invitations.id, reminder.invitationId));
    if (!inv) return;
    // Only those who have not replied, and only once each: the recipients the invitation reached
    // (ours), then which of them still wait to reply (the guests service's).
    const reached = await db
      .select({ guestId: invitationRecipients.guestId })
      .from(invitationRecipients)
      .where(and(eq(invitationRecipients.invitationId, inv.id), eq(invitationRecipients.state, "sent")));
    const waiting = await guestsService.awaitingReply(
      inv.eventId,
      reached.map((r) => r.guestId),
    );
    const context = await mailContext(inv);
    for (const guest of waiting) {
      if (!guest.email) continue;
      if (draining?.aborted) {
        // Stopping: the rest goes from a fresh job (the guests mailed so far are recorded).
        await jobs?.send(deliverReminderQueue, { reminderId });
        return;
      }
      if ((await remindOne(context, reminderId, guest)) === "stopped") return;
    }
    const sentCount = db.$count(invitationReminderMails, eq(invitationReminderMails.reminderId, reminderId));
    const [done] = await db
      .update(invitationReminders)
      .set({ status: "sent", sentCount: sql`${sentCount}` })
      .where(and(eq(invitationReminders.id, reminderId), eq(invitationReminders.status, "scheduled")))
      .returning({ sentCount: invitationReminders.sentCount });
    // Told once, by the run that finished it.
    if (done) await reminderNoticeToHost(inv, context.event.title, done.sentCount);
  }

  /**
   * After a crash or a kill the job that was sending may stay 'active' in pg-boss until it expires
   * (15 minutes): at start, every invitation with mail still to go, and every reminder due, gets a
   * fresh job now. A second job for one still being sent elsewhere is harmless: each recipient
   * goes under its row lock, each reminder mail under its record's key.
   */
  async function resumeInterrupted(queue: Jobs) {
    const rows = (await db.execute(sql`
      select i.id from invitations i
      where (i.status = 'sent' and exists (
               select 1 from invitation_recipients r where r.invitation_id = i.id and r.state = 'queued'))
         or (i.status = 'scheduled' and i.scheduled_date <= now())`)) as unknown as {
      rows: { id: string }[];
    };
    for (const { id } of rows.rows) await queue.send(deliverInvitationQueue, { invitationId: id });
    const reminders = await db
      .select({ id: invitationReminders.id })
      .from(invitationReminders)
      .where(and(eq(invitationReminders.status, "scheduled"), lte(invitationReminders.sendAt, new Date())));
    for (const { id } of reminders) await queue.send(deliverReminderQueue, { reminderId: id });
    if (rows.rows.length + reminders.length > 0)
      log.info("resumed interrupted sends", { invitations: rows.rows.length, reminders: reminders.length });
  }

  return {
    deliverInvitation,
    deliverReminder,
    async registerWorkers(queue: Jobs) {
      jobs = queue;
      await queue.work(deliverInvitationQueue, deliverInvitation);
      await queue.work(deliverReminderQueue, deliverReminder);
      await resumeInterrupted(queue);
    },
  };
}
