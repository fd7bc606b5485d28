import { eq } from "drizzle-orm";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import { sendQueued } from "../db/recipient-queue.ts";
import { user } from "../db/schema.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestDeliveryDeps } from "../invitations/guest-delivery-deps.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import { guestMessageMail } from "../mail/templates/guest-message.ts";
import * as repo from "./repository.ts";
import { messageRecipients } from "./tables.ts";

/** The pg-boss queue that mails a host's message to its e-mail recipients. */
export const deliverMessageQueue = "deliver-guest-message";

/** The guest's personal link from a message's e-mail: `m` names the delivery, so its open is recorded. */
export const messageLinkPath = (token: string, recipientId: string) => `/rsvp/${token}?m=${recipientId}`;

/**
 * The sender behind the message queue, exactly once per recipient as invitations are (decision
 * record 0018): each mail goes inside a transaction holding the recipient's row (FOR UPDATE SKIP
 * LOCKED) that records the outcome before committing. Two instances, or a job run twice after a
 * restart, never mail a guest twice; a crash leaves the rest queued for the next run.
 */
export function createMessageDelivery({ db, events, guests, mailer, log, publicUrl }: GuestDeliveryDeps) {
  async function context(message: repo.MessageRow) {
    const event = await events.row(message.eventId);
    // Guests answer a host's message by replying to it: the reply reaches the host, the event's
    // owner, whose name the mail is signed with (a co-host may have written it; decision 0030).
    const [host] = await db.select({ email: user.email }).from(user).where(eq(user.id, event.createdBy));
    return { message, event, hostEmail: host?.email ?? null };
  }
  type Context = Awaited<ReturnType<typeof context>>;

  function mailFor({ message, event, hostEmail }: Context, guest: GuestRow, recipientId: string) {
    return guestMessageMail({
      to: guest.email ?? "",
      guestName: guest.name,
      hostName: event.hostName,
      eventTitle: event.title,
      when: formatEventDateLong(event.date, event.time),
      where: event.location,
      subject: message.subject,
      body: message.body,
      hostEmail,
      linkUrl: `${publicUrl}${messageLinkPath(guest.token, recipientId)}`,
      unsubscribeUrl: `${publicUrl}/api/rsvp/${guest.token}/unsubscribe`,
      unsubscribePageUrl: `${publicUrl}/rsvp/${guest.token}?unsubscribe=1`,
    });
  }

  async function deliver({ messageId }: { messageId: string }) {
    const message = await repo.messageById(db, messageId);
    if (!message) return; // deleted with its event
    const ctx = await context(message);
    await sendQueued(
      {
        db,
        rows: messageRecipients,
        sendColumn: messageRecipients.messageId,
        guest: async (guestId) => (await guests.byIds(message.eventId, [guestId]))[0],
        mail: (guest, recipientId) =>
          mailer.send({ ...mailFor(ctx, guest, recipientId), idempotencyKey: `message-${recipientId}` }),
        record: repo.recordOutcome,
        sentState: "delivered",
        failed: (guestId, err) =>
          log.error("message e-mail failed", { messageId: message.id, guestId, ...errorForLog(err) }),
      },
      messageId,
    );
  }

  return {
    deliver,
    /**
     * Runs the queue's worker, then gives every message with mail still queued a fresh job: after a
     * crash its job may stay 'active' in pg-boss until it expires. A second job for a message being
     * sent elsewhere is harmless (each recipient goes under its row lock).
     */
    async registerWorkers(queue: Jobs) {
      await queue.work(deliverMessageQueue, deliver);
      const pending = await repo.messagesWithQueuedMail(db);
      for (const messageId of pending) await queue.send(deliverMessageQueue, { messageId });
      if (pending.length > 0) log.info("resumed interrupted messages", { messages: pending.length });
    },
  };
}
