import { and, eq, sql } from "drizzle-orm";
import { formatEventDateLong } from "../../contract/event-dates.ts";
import type { Db } from "../db/client.ts";
import {
  invitationRecipients,
  invitationReminders,
  invitations,
  invitationTemplates,
  user,
} from "../db/schema.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { errorForLog } from "../log-redaction.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { invitationMail } from "../mail/templates/invitation.ts";
import { reminderSentMail } from "../mail/templates/reminder-sent.ts";
import type { ProfileService } from "../profile/service.ts";
import { eventCalendarFile } from "../rsvp/service.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import { type InvitationRow, invitePath } from "./invitation-queries.ts";

export type DeliveryDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
  /** Asked before the host is told a reminder went out (their "Event reminders" switch). */
  profile?: Pick<ProfileService, "mailRecipient">;
};

/**
 * The senders behind the job queues. Exactly-once per recipient: a recipient is claimed with an
 * UPDATE … FOR UPDATE SKIP LOCKED from 'queued' to 'sending' before its mail goes, so two server
 * instances (or a job that runs twice) never send the same mail twice.
 */
export function createDelivery({
  db,
  events: eventsService,
  guests: guestsService,
  mailer,
  log,
  publicUrl,
  profile,
}: DeliveryDeps) {
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
    // Guests answer an invitation by replying to it: the reply reaches the host, not our no-reply.
    const [host] = await db.select({ email: user.email }).from(user).where(eq(user.id, event.createdBy));
    return { inv, event, template, hostEmail: inv.replyToHost ? (host?.email ?? null) : null };
  }
  type MailContext = Awaited<ReturnType<typeof mailContext>>;

  function mailFor({ inv, event, template, hostEmail }: MailContext, guest: GuestRow, reminder: boolean) {
    const replyUrl = `${publicUrl}${invitePath(inv.uniqueCode, guest.token)}`;
    // A banner design wears the event's banner; a template design its art (text is set over either).
    const preview = mediaUrl(
      inv.design === "event-banner" ? event.bannerKey : (template?.previewKey ?? null),
    );
    return invitationMail({
      to: guest.email ?? "",
      guestName: guest.name,
      hostName: event.hostName,
      title: inv.title,
      message: inv.message,
      eventTitle: event.title,
      when: formatEventDateLong(event.date, event.time),
      where: event.location,
      style: template?.style ?? "modern",
      accentColor: template?.accentColor ?? "#d6246e",
      imageUrl: preview ? `${publicUrl}${preview}?w=640` : null,
      imageAlt: inv.design === "event-banner" ? null : template?.description || template?.name || null,
      hostEmail,
      replyUrl,
      unsubscribeUrl: `${publicUrl}/api/rsvp/${guest.token}/unsubscribe`,
      unsubscribePageUrl: `${publicUrl}/rsvp/${guest.token}?unsubscribe=1`,
      calendarFile: eventCalendarFile(event, replyUrl),
      reminder,
    });
  }

  /** Claims the next queued recipient of an invitation, or null when none is left. */
  async function claimNext(invitationId: string) {
    const [claimed] = await db
      .update(invitationRecipients)
      .set({ state: "sending" })
      .where(
        sql`${invitationRecipients.id} = (select id from invitation_recipients where invitation_id = ${invitationId} and state = 'queued' order by created_at limit 1 for update skip locked)`,
      )
      .returning();
    return claimed ?? null;
  }

  async function deliverInvitation({ invitationId }: { invitationId: string }) {
    const [inv] = await db.select().from(invitations).where(eq(invitations.id, invitationId));
    if (!inv || inv.status === "draft") return; // deleted, or the schedule was cancelled
    if (inv.status === "scheduled") {
      // A scheduled send: one instance flips it to sent and queues its recipients.
      const flipped = await db
        .update(invitations)
        .set({ status: "sent", sendJobId: null })
        .where(and(eq(invitations.id, invitationId), eq(invitations.status, "scheduled")))
        .returning({ id: invitations.id });
      if (flipped.length === 0) return;
      await db
        .update(invitationRecipients)
        .set({ state: "queued" })
        .where(
          and(eq(invitationRecipients.invitationId, invitationId), eq(invitationRecipients.state, "pending")),
        );
    }
    const context = await mailContext(inv);
    for (let r = await claimNext(invitationId); r; r = await claimNext(invitationId)) {
      const [guest] = await guestsService.byIds(inv.eventId, [r.guestId]);
      const fail = (error: string) =>
        db
          .update(invitationRecipients)
          .set({ state: "failed", error })
          .where(eq(invitationRecipients.id, r.id));
      if (!guest?.email) {
        await fail("No e-mail address");
        continue;
      }
      if (guest.emailOptOut) {
        await fail("The guest asked not to receive these e-mails");
        continue;
      }
      try {
        await mailer.send(mailFor(context, guest, false));
        await db
          .update(invitationRecipients)
          .set({ state: "sent", sentAt: new Date(), error: null })
          .where(eq(invitationRecipients.id, r.id));
      } catch (err) {
        log.error("invitation e-mail failed", { invitationId, guestId: guest.id, ...errorForLog(err) });
        await fail(err instanceof Error ? err.message.slice(0, 300) : "Sending failed");
      }
    }
  }

  async function deliverReminder({ reminderId }: { reminderId: string }) {
    const [reminder] = await db
      .update(invitationReminders)
      .set({ status: "sent" })
      .where(and(eq(invitationReminders.id, reminderId), eq(invitationReminders.status, "scheduled")))
      .returning();
    if (!reminder) return; // cancelled, or another instance has it
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
    let sent = 0;
    const context = await mailContext(inv);
    for (const guest of waiting) {
      if (!guest.email) continue;
      try {
        await mailer.send(mailFor(context, guest, true));
        sent++;
      } catch (err) {
        log.error("reminder e-mail failed", { reminderId, guestId: guest.id, ...errorForLog(err) });
      }
    }
    await db
      .update(invitationReminders)
      .set({ sentCount: sent })
      .where(eq(invitationReminders.id, reminderId));
    await reminderNoticeToHost(inv, context.event.title, sent);
  }

  return {
    deliverInvitation,
    deliverReminder,
    async registerWorkers(jobs: Jobs) {
      await jobs.work(deliverInvitationQueue, deliverInvitation);
      await jobs.work(deliverReminderQueue, deliverReminder);
    },
  };
}
