import { type InvitationDetail, invitationMessages, missingEmailsText } from "../../contract/invitations.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import * as repo from "./repository.ts";

// How an invitation goes out (split from service.ts, which keeps the drafts, designs and pages):
// Send Now, a schedule, a retry of the failed, a shared link, WhatsApp marked sent by hand, and
// the reminders to those who have not replied. Each call checks the actor through `owned` first.

export type InvitationSendingDeps = {
  db: Db;
  guests: GuestsService;
  jobs: Jobs;
  /** The invitation, if the actor runs its event (service.ts). */
  owned: (actor: CurrentUser | null, id: string) => Promise<InvitationRow>;
  /** The invitation as the host's detail page shows it. */
  detail: (row: InvitationRow) => Promise<InvitationDetail>;
};

const handSentOnly = "Only WhatsApp invitations are marked as sent by hand";

/**
 * A WhatsApp invitation is 'sent' exactly while every recipient is (an undo makes it a draft
 * again). The spec keeps it a draft for ever: see docs/departures.md.
 */
async function settleHandSent(tx: Tx, id: string) {
  const left = await repo.unsentRecipientCount(tx, id);
  await repo.updateInvitation(tx, id, { status: left === 0 ? "sent" : "draft" });
}

/** The activity line of an invitation going out (or set to go) by one channel. */
const sentLine = (
  actor: CurrentUser,
  row: Pick<InvitationRow, "eventId" | "title">,
  count: number | null,
  channel: string,
) => ({
  eventId: row.eventId,
  actor,
  action: "invitations_sent" as const,
  subject: row.title,
  count,
  detail: channel,
});

export function createInvitationSending(deps: InvitationSendingDeps) {
  const { db, guests: guestsService, jobs, owned, detail } = deps;
  return {
    /**
     * Send Now. E-mail: every recipient must have an address (the spec's message says how many
     * lack one); the mails go out from a job, one per recipient. WhatsApp and link invitations
     * are sent by the host (click-to-send links, a shared link), so their status stays as it is.
     */
    async send(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.type !== "email") return detail(row);
      const recipients = await repo.recipientGuestIds(db, id);
      const missing = (await guestsService.byIds(row.eventId, recipients)).filter((g) => !g.email).length;
      if (missing > 0) throw new AppError("validation_failed", missingEmailsText(missing));
      if (row.recipientCount === 0) throw new AppError("validation_failed", invitationMessages.noRecipients);
      if (row.status === "scheduled" && row.sendJobId)
        await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      await repo.markSentAndQueue(db, id);
      await activity.record(db, sentLine(actor!, row, row.recipientCount, "e-mail"));
      await jobs.send(deliverInvitationQueue, { invitationId: id });
      return detail(await owned(actor, id));
    },

    async schedule(actor: CurrentUser | null, id: string, when: Date) {
      const row = await owned(actor, id);
      if (when.getTime() <= Date.now()) {
        throw new AppError("validation_failed", invitationMessages.scheduledInPast, {
          scheduledDate: invitationMessages.scheduledInPast,
        });
      }
      if (row.type !== "email")
        throw new AppError("validation_failed", "Only e-mail invitations can be scheduled");
      if (row.status === "sent") throw new AppError("conflict", invitationMessages.notEditable);
      if (row.sendJobId) await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      const jobId = await jobs.send(deliverInvitationQueue, { invitationId: id }, when);
      await db.transaction(async (tx) => {
        await repo.updateInvitation(tx, id, { status: "scheduled", scheduledDate: when, sendJobId: jobId });
        await activity.record(tx, {
          ...sentLine(actor!, row, null, "e-mail"),
          action: "invitation_scheduled",
        });
      });
      return detail(await owned(actor, id));
    },

    async cancelSchedule(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.status !== "scheduled") return detail(row);
      if (row.sendJobId) await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      // Only a still-scheduled invitation goes back to draft: the job may have just started.
      await repo.unscheduleInvitation(db, id);
      return detail(await owned(actor, id));
    },

    /** Sends again to the recipients whose delivery failed (or was not sent, with its reason). */
    async retry(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.type !== "email" || row.status !== "sent") return detail(row);
      if ((await repo.requeueFailed(db, id)) > 0)
        await jobs.send(deliverInvitationQueue, { invitationId: id });
      return detail(row);
    },

    /**
     * The host copied the link, showed its QR code or opened a WhatsApp message: from now on the
     * code opens the invitation page even while the invitation is a draft. A link invitation is
     * sent by being shared, so it becomes 'sent' (the spec keeps it a draft: docs/departures.md).
     */
    async share(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      const sendsIt = row.type === "link" && row.status !== "sent";
      if (row.sharedAt && !sendsIt) return detail(row);
      await db.transaction(async (tx) => {
        await repo.markShared(tx, id, sendsIt ? { status: "sent" } : {});
        if (sendsIt) await activity.record(tx, sentLine(actor!, row, null, "link"));
      });
      return detail(await owned(actor, id));
    },

    /** The host sent WhatsApp messages by hand: mark those recipients (or all) as sent. */
    async markSent(actor: CurrentUser | null, id: string, guestIds: string[] | "all") {
      const row = await owned(actor, id);
      if (row.type !== "whatsapp") throw new AppError("validation_failed", handSentOnly);
      await db.transaction(async (tx) => {
        await repo.markRecipientsSent(tx, id, guestIds);
        await settleHandSent(tx, id);
        const n = guestIds === "all" ? row.recipientCount : guestIds.length;
        await activity.record(tx, sentLine(actor!, row, n, "WhatsApp"));
      });
      return detail(await owned(actor, id));
    },

    /**
     * WhatsApp, one guest at a time: the host opened this guest's message (`sent`), or took that
     * back (undo). Opening a message shares the invitation's code.
     */
    async markRecipient(actor: CurrentUser | null, id: string, guestId: string, sent: boolean) {
      const row = await owned(actor, id);
      if (row.type !== "whatsapp") throw new AppError("validation_failed", handSentOnly);
      await db.transaction(async (tx) => {
        const changed = await repo.setRecipientSent(tx, id, guestId, sent);
        if (!changed) throw new AppError("not_found", "This guest is not a recipient of this invitation");
        if (sent) await repo.markShared(tx, id);
        await settleHandSent(tx, id);
      });
      return detail(await owned(actor, id));
    },

    /** A reminder e-mail, at `sendAt`, to the recipients who have not replied by then. */
    async addReminder(actor: CurrentUser | null, id: string, sendAt: Date) {
      const row = await owned(actor, id);
      if (row.type !== "email")
        throw new AppError("validation_failed", "Reminders go by e-mail: this is not an e-mail invitation");
      if (row.status === "draft")
        throw new AppError("validation_failed", "Send or schedule the invitation before adding a reminder");
      if (sendAt.getTime() <= Date.now()) {
        throw new AppError("validation_failed", invitationMessages.scheduledInPast, {
          sendAt: invitationMessages.scheduledInPast,
        });
      }
      const reminder = await repo.insertReminder(db, id, sendAt);
      const jobId = await jobs.send(deliverReminderQueue, { reminderId: reminder.id }, sendAt);
      await repo.setReminderJob(db, reminder.id, jobId);
      return detail(row);
    },

    async cancelReminder(actor: CurrentUser | null, id: string, reminderId: string) {
      const row = await owned(actor, id);
      const reminder = await repo.cancelScheduledReminder(db, id, reminderId);
      if (reminder?.jobId) await jobs.cancel(deliverReminderQueue, reminder.jobId);
      return detail(row);
    },
  };
}
