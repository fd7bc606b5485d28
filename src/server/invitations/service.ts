import { guestMessages } from "../../contract/guests.ts";
import {
  type InvitationInput,
  type InvitationPage,
  type InvitationPreview,
  type InvitationPreviewInput,
  invitationMessages,
  missingEmailsText,
} from "../../contract/invitations.ts";
import type { OpenRsvp, OpenRsvpResult, RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { RsvpService } from "../rsvp/service.ts";
import type { AccountExportPart } from "../storage/account-export-part.ts";
import { exportInvitations } from "./account-export.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import { invitationMailFor, replyToAddress } from "./invitation-mail-for.ts";
import { type InvitationRow, loadDetail, toSummary } from "./invitation-queries.ts";
import * as repo from "./repository.ts";
import type { TemplatesService } from "./templates-service.ts";
import { newUniqueCode } from "./unique-code.ts";

export { deliveredGuestIds, givenCodesOf } from "./repository.ts"; // other features' statements compose them

export type InvitationsDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  rsvp: RsvpService;
  templates: TemplatesService;
  jobs: Jobs;
  publicUrl: string;
};

const noPermission = invitationMessages.noPermission;
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

export function createInvitationsService({
  db,
  events: eventsService,
  guests: guestsService,
  rsvp,
  templates,
  jobs,
  publicUrl,
}: InvitationsDeps) {
  async function owned(actor: CurrentUser | null, id: string): Promise<InvitationRow> {
    if (!actor) throw new AppError("unauthenticated", "You must be logged in");
    const row = await repo.invitationById(db, id);
    if (!row) throw new AppError("not_found", invitationMessages.notFound);
    // An invitation is its event's: whoever runs the event (owner, co-host) manages it.
    await eventsService.manageable(actor, row.eventId, noPermission);
    return row;
  }

  /** A template the actor may use, or the event's banner when it has one. */
  async function checkDesign(
    actor: CurrentUser,
    input: InvitationInput,
    event: { bannerKey: string | null; createdBy: string },
  ) {
    if (input.design === "template") {
      if (!input.templateId)
        throw new AppError("validation_failed", invitationMessages.missingRequired, {
          templateId: invitationMessages.missingRequired,
        });
      await templates.usable(actor, input.templateId, event.createdBy);
    } else if (!event.bannerKey) {
      throw new AppError("validation_failed", "This event has no banner to use as the invitation's design", {
        design: "This event has no banner to use as the invitation's design",
      });
    }
  }

  /** What the row keeps: a banner design names no template. */
  const designOf = (input: InvitationInput) => ({
    design: input.design,
    templateId: input.design === "template" ? (input.templateId ?? null) : null,
  });

  /**
   * The e-mail the input would send to one of the event's guests (or to a sample guest), built as the
   * sender builds it. A link's code does not exist before the invitation is saved: the preview's
   * reply button points at a code no invitation has.
   */
  async function previewMail(actor: CurrentUser, input: InvitationPreviewInput): Promise<InvitationPreview> {
    const event = await eventsService.manageable(actor, input.eventId, noPermission);
    await checkDesign(actor, { ...input, type: "email", guestIds: [] }, event);
    const [guest] = input.guestId ? await guestsService.byIds(input.eventId, [input.guestId]) : [];
    if (input.guestId && !guest) throw new AppError("not_found", guestMessages.notFound);
    const template =
      input.design === "template" && input.templateId ? await templates.row(input.templateId) : null;
    const mail = invitationMailFor(
      publicUrl,
      {
        inv: { design: input.design, title: input.title, message: input.message, uniqueCode: "PREVIEW0" },
        event,
        template,
        hostEmail: await replyToAddress(db, event, input.replyToHost),
      },
      guest ?? { name: "Guest", email: null, token: "preview" },
      false,
      guest ? ((await (await rsvp.invitedPartsOf(event))?.(guest.id)) ?? []) : [],
    );
    return { guestName: guest?.name ?? "Guest", subject: mail.subject, html: mail.html ?? "" };
  }

  /** Checks the event, template and recipients of an input; returns the recipient ids. */
  async function checkInput(actor: CurrentUser, input: InvitationInput): Promise<string[]> {
    const event = await eventsService.manageable(actor, input.eventId, noPermission);
    await checkDesign(actor, input, event);
    // Only the event's own guests: ids of others' guests are not found there.
    const ids = (await guestsService.byIds(input.eventId, [...new Set(input.guestIds)])).map((g) => g.id);
    if (ids.length !== new Set(input.guestIds).size) {
      throw new AppError("validation_failed", "Some selected guests are not on this event's guest list", {
        guestIds: invitationMessages.noRecipients,
      });
    }
    return ids;
  }

  const detail = (row: InvitationRow) =>
    loadDetail({ db, events: eventsService, guests: guestsService, publicUrl }, row);

  /** Summaries with their event's title: the invitations in one query, the titles in one more. */
  async function summaries(rows: InvitationRow[]) {
    const titles = await eventsService.titles(rows.map((r) => r.eventId));
    return rows.map((r) => toSummary(r, titles.get(r.eventId) ?? ""));
  }

  /**
   * The invitation behind a shared code (public pages). A draft nobody has shared yet answers
   * like an unknown code: its page (and open replies through it) starts once it is sent or shared.
   */
  async function byCode(code: string): Promise<InvitationRow> {
    if (!/^[A-Za-z0-9]{8}$/.test(code)) throw new AppError("not_found", invitationMessages.notFound);
    const row = await repo.invitationByCode(db, code);
    if (!row) {
      // The invitation went with its event: the guest reads that the event was cancelled.
      const cancelled = await eventsService.cancelledByLink("code", code);
      if (cancelled) throw new AppError("gone", rsvpMessages.cancelled(cancelled.title));
    }
    if (!row || (row.status !== "sent" && !row.sharedAt)) {
      throw new AppError("not_found", invitationMessages.notFound);
    }
    return row;
  }

  /**
   * The invitation's part of its public page: the content, its template's look, and the art it
   * wears (the template's picture, or the event's banner for a banner design).
   */
  async function pageOf(
    row: Pick<InvitationRow, "design" | "templateId" | "title" | "message" | "eventId">,
    openRsvp: boolean,
    bannerUrl: string | null,
  ): Promise<InvitationPage> {
    const template = row.design === "template" && row.templateId ? await templates.row(row.templateId) : null;
    return {
      design: row.design,
      artUrl: row.design === "event-banner" ? bannerUrl : mediaUrl(template?.previewKey ?? null),
      title: row.title,
      message: row.message,
      template: template
        ? {
            previewUrl: mediaUrl(template.previewKey),
            style: template.style,
            accentColor: template.accentColor,
          }
        : null,
      eventId: row.eventId,
      openRsvp,
    };
  }

  return {
    owned,

    /** The invitations of the events the actor runs (as owner or co-host), of one when `eventId` is given. */
    async list(actor: CurrentUser, eventId?: string) {
      const ids = await eventsService.runBy(actor.id);
      if (ids.length === 0) return [];
      return summaries(await repo.invitationsOfEvents(db, ids, eventId));
    },

    async recent(actor: CurrentUser) {
      const ids = await eventsService.runBy(actor.id);
      if (ids.length === 0) return [];
      return summaries(await repo.recentInvitationsOfEvents(db, ids));
    },

    async get(actor: CurrentUser | null, id: string) {
      return detail(await owned(actor, id));
    },

    /** Saves a draft ('Invitation saved as draft'). */
    previewMail,

    /**
     * The invitation page the input would give one guest (their own link), or anyone with the shared
     * link when no guest is named: the host's look before sending. Read only; nothing is saved.
     */
    async previewPage(
      actor: CurrentUser,
      input: InvitationPreviewInput,
    ): Promise<{ invitation: InvitationPage; rsvp: RsvpView; token: string | null }> {
      const event = await eventsService.manageable(actor, input.eventId, noPermission);
      await checkDesign(actor, { ...input, type: "email", guestIds: [] }, event);
      const [guest] = input.guestId ? await guestsService.byIds(input.eventId, [input.guestId]) : [];
      if (input.guestId && !guest) throw new AppError("not_found", guestMessages.notFound);
      const view = guest
        ? await rsvp.viewByTokenForEvent(guest.token, event.id)
        : await rsvp.openView(event.id, { viaInvitation: true });
      const row = { ...input, templateId: input.design === "template" ? (input.templateId ?? null) : null };
      return {
        invitation: await pageOf(row, !guest, view.event.bannerUrl),
        rsvp: view,
        token: guest?.token ?? null,
      };
    },

    async create(actor: CurrentUser, input: InvitationInput) {
      const ids = await checkInput(actor, input);
      // A clash of two random 8-character codes is rare; try again rather than fail.
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const created = await repo.insertInvitation(tx, {
              eventId: input.eventId,
              ...designOf(input),
              title: input.title,
              message: input.message,
              replyToHost: input.replyToHost,
              type: input.type,
              createdBy: actor.id,
              uniqueCode: newUniqueCode(),
              recipientCount: ids.length,
            });
            await repo.setRecipients(tx, created.id, ids);
            return created;
          });
          return detail(row);
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= 3) throw err;
        }
      }
    },

    async update(actor: CurrentUser | null, id: string, input: InvitationInput) {
      const row = await owned(actor, id);
      if (row.status === "sent") throw new AppError("conflict", invitationMessages.notEditable);
      if (input.eventId !== row.eventId)
        throw new AppError("validation_failed", "An invitation stays with its event");
      const ids = await checkInput(actor as CurrentUser, input);
      const updated = await db.transaction(async (tx) => {
        const u = await repo.updateInvitation(tx, id, {
          ...designOf(input),
          title: input.title,
          message: input.message,
          replyToHost: input.replyToHost,
          type: input.type,
          recipientCount: ids.length,
        });
        await repo.setRecipients(tx, id, ids);
        return u;
      });
      return detail(updated);
    },

    async remove(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.sendJobId && row.status === "scheduled")
        await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      for (const jobId of await repo.scheduledReminderJobs(db, id))
        if (jobId) await jobs.cancel(deliverReminderQueue, jobId);
      await repo.deleteInvitation(db, id);
    },

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

    /** Sends again to the recipients whose delivery failed. */
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

    /**
     * A shared invitation's public page: its content with the open reply form (no `token`), or
     * with the guest's own reply when their personal token belongs to the invitation's event.
     */
    async publicPage(
      code: string,
      opts: { token?: string } = {},
    ): Promise<{ invitation: InvitationPage; rsvp: RsvpView }> {
      const row = await byCode(code);
      const view = await (opts.token
        ? rsvp.viewByTokenForEvent(opts.token, row.eventId)
        : rsvp.openView(row.eventId, { viaInvitation: true }));
      return { invitation: await pageOf(row, !opts.token, view.event.bannerUrl), rsvp: view };
    },

    /** A reply through a shared invitation link: works for private events too, the code is the key. */
    async openReply(code: string, input: OpenRsvp): Promise<OpenRsvpResult> {
      const row = await byCode(code);
      return rsvp.openReply(row.eventId, input, { viaInvitation: true });
    },

    /** The user's invitations, their recipients' delivery and reminders, for "Download my data". */
    exportFor: (userId: string): Promise<AccountExportPart> => exportInvitations(db, templates, userId),

    /** The admin dashboard's figure: invitations sent to a recipient, across the platform. */
    async platformSentCount(): Promise<number> {
      return repo.sentRecipientCount(db);
    },

    /** Invitations this user has sent to a recipient (the host's dashboard). */
    async sentCountFor(userId: string): Promise<number> {
      return repo.sentRecipientCount(db, userId);
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
