import { and, eq, lte, sql } from "drizzle-orm";
import { replyPartMessages } from "../../contract/reply-parts.ts";
import { sendQueued } from "../db/recipient-queue.ts";
import { reminderMails } from "../db/reminder-mails.ts";
import type { EventRow } from "../events/event-row.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { EventTeamRecipients } from "../mail/mail-recipient.ts";
import { reminderSentMail } from "../mail/templates/reminder-sent.ts";
import type { InvitedParts } from "../rsvp/service.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import type { GuestDeliveryDeps } from "./guest-delivery-deps.ts";
import { invitationMailFor, replyToAddress } from "./invitation-mail-for.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import {
  invitationRecipients,
  invitationReminderMails,
  invitationReminders,
  invitations,
  invitationTemplates,
} from "./tables.ts";

export type DeliveryDeps = GuestDeliveryDeps & {
  /** Who hears that a scheduled reminder went: the event's owner and co-hosts with their switch on. */
  team?: EventTeamRecipients;
  /** Raised when the server is stopping: a send in progress hands the rest to a fresh job. */
  draining?: AbortSignal;
  /** At an event in parts, each guest's parts for their mail (rsvp/service.ts); null without parts. */
  invitedParts?: (event: EventRow) => Promise<((guestId: string) => Promise<InvitedParts>) | null>;
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
  team,
  draining,
  invitedParts,
}: DeliveryDeps) {
  let jobs: Jobs | null = null;
  /** Tells the host their scheduled reminder went out, if their "Event reminders" switch is on. */
  async function reminderNoticeToHost(inv: InvitationRow, eventTitle: string, sent: number) {
    if (!team) return;
    try {
      const event = await eventsService.row(inv.eventId);
      for (const host of await team.teamRecipients(event, "eventReminders")) {
        await mailer.send(
          reminderSentMail({
            to: host.email,
            hostName: host.name,
            eventTitle,
            sent,
            invitationUrl: `${publicUrl}/dashboard/invitations/${inv.id}`,
            settingsUrl: host.settingsUrl,
            switchIn: host.switchIn,
          }),
        );
      }
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
    const partsOf = invitedParts ? await invitedParts(event) : null;
    return { inv, event, template, hostEmail: await replyToAddress(db, event, inv.replyToHost), partsOf };
  }
  type MailContext = Awaited<ReturnType<typeof mailContext>>;

  /**
   * The guest's mail. Its parts are read first, outside the transaction the mail is sent in: on the
   * embedded database (one connection) a read of `db` inside that transaction would wait forever.
   * Null: an event without parts.
   */
  const partsFor = async (context: MailContext, guest: GuestRow) =>
    (await context.partsOf?.(guest.id)) ?? null;
  const mailFor = (context: MailContext, guest: GuestRow, reminder: boolean, parts: InvitedParts | null) =>
    invitationMailFor(publicUrl, context, guest, reminder, parts);
  /**
   * At an event in parts, a guest invited to none of them (the host unticked every part) is not
   * mailed: their link has nothing to answer. The send shows why beside them, as for an unsubscribed
   * guest, and a retry after the host gives them a part sends it.
   */
  const invitedToNone = (parts: InvitedParts | null) => parts !== null && parts.lines.length === 0;

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
    // A crash or a kill before a recipient's commit leaves it queued (sent on restart); the only
    // way to a second mail is a crash between the mail server's acceptance and the commit, and
    // then both carry the same Message-ID (decision record 0018).
    const finished = await sendQueued(
      {
        db,
        rows: invitationRecipients,
        sendColumn: invitationRecipients.invitationId,
        guest: async (guestId) => {
          const guest = (await guestsService.byIds(inv.eventId, [guestId]))[0];
          return guest && { ...guest, mailParts: await partsFor(context, guest) };
        },
        notSent: (guest) => (invitedToNone(guest.mailParts) ? replyPartMessages.notSentNoPart : null),
        mail: async (guest, recipientId) =>
          mailer.send({
            ...mailFor(context, guest, false, guest.mailParts),
            idempotencyKey: `invitation-${recipientId}`,
          }),
        record: (tx, recipientId, state, error) =>
          tx
            .update(invitationRecipients)
            .set({ state, error, ...(state === "sent" ? { sentAt: new Date() } : {}) })
            .where(eq(invitationRecipients.id, recipientId)),
        sentState: "sent",
        failed: (guestId, err) =>
          log.error("invitation e-mail failed", { invitationId: inv.id, guestId, ...errorForLog(err) }),
        stopping: () => draining?.aborted ?? false,
      },
      invitationId,
    );
    // Stopping: the rest goes from a fresh job, taken by the next server to run (not lost).
    if (!finished) await jobs?.send(deliverInvitationQueue, { invitationId });
  }

  // Each guest's reminder mail recorded in the transaction that sends it (db/reminder-mails.ts).
  const tables = { reminders: invitationReminders, mails: invitationReminderMails };
  const reminderMailing = reminderMails(db, tables, log, "reminder");

  async function deliverReminder({ reminderId }: { reminderId: string }) {
    const reminder = await reminderMailing.scheduled(reminderId);
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
      const parts = await partsFor(context, guest);
      if (invitedToNone(parts)) continue; // nothing for them to reply to (see deliverInvitation)
      const mail = async () =>
        mailer.send({
          ...mailFor(context, guest, true, parts),
          idempotencyKey: `reminder-${reminderId}-${guest.id}`,
        });
      if ((await reminderMailing.remindOne(reminderId, guest.id, mail)) === "stopped") return;
    }
    const sent = await reminderMailing.finish(reminderId);
    // Told once, by the run that finished it.
    if (sent !== null) await reminderNoticeToHost(inv, context.event.title, sent);
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
