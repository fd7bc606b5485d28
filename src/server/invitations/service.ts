import { and, eq, inArray, ne, sql } from "drizzle-orm";
import {
  type InvitationInput,
  type InvitationPage,
  invitationMessages,
  missingEmailsText,
  recentInvitationsLimit,
} from "../../contract/invitations.ts";
import type { OpenRsvp, OpenRsvpResult, RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { descNullsLast } from "../db/order.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { RsvpService } from "../rsvp/service.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import { type InvitationRow, loadDetail, toSummary } from "./invitation-queries.ts";
import { canManageInvitation } from "./policy.ts";
import { invitationRecipients, invitationReminders, invitations } from "./tables.ts";
import type { TemplatesService } from "./templates-service.ts";
import { newUniqueCode } from "./unique-code.ts";

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
type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * A WhatsApp invitation is 'sent' exactly while every recipient is (an undo makes it a draft
 * again). The spec keeps it a draft for ever: see docs/departures.md.
 */
async function settleHandSent(tx: Tx, id: string) {
  const [{ left }] = await tx
    .select({ left: sql<number>`count(*)::int` })
    .from(invitationRecipients)
    .where(and(eq(invitationRecipients.invitationId, id), ne(invitationRecipients.state, "sent")));
  await tx
    .update(invitations)
    .set({ status: left === 0 ? "sent" : "draft" })
    .where(eq(invitations.id, id));
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
}

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
    const [row] = await db.select().from(invitations).where(eq(invitations.id, id));
    if (!row) throw new AppError("not_found", invitationMessages.notFound);
    if (!canManageInvitation(actor, row)) throw new AppError("forbidden", noPermission);
    return row;
  }

  /** A template the actor may use, or the event's banner when it has one. */
  async function checkDesign(actor: CurrentUser, input: InvitationInput, bannerKey: string | null) {
    if (input.design === "template") {
      if (!input.templateId)
        throw new AppError("validation_failed", invitationMessages.missingRequired, {
          templateId: invitationMessages.missingRequired,
        });
      await templates.usable(actor, input.templateId);
    } else if (!bannerKey) {
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

  /** Checks the event, template and recipients of an input; returns the recipient ids. */
  async function checkInput(actor: CurrentUser, input: InvitationInput): Promise<string[]> {
    const event = await eventsService.manageable(actor, input.eventId, noPermission);
    await checkDesign(actor, input, event.bannerKey);
    // Only the event's own guests: ids of others' guests are not found there.
    const ids = (await guestsService.byIds(input.eventId, [...new Set(input.guestIds)])).map((g) => g.id);
    if (ids.length !== new Set(input.guestIds).size) {
      throw new AppError("validation_failed", "Some selected guests are not on this event's guest list", {
        guestIds: invitationMessages.noRecipients,
      });
    }
    return ids;
  }

  async function setRecipients(tx: Tx, invitationId: string, ids: string[]) {
    await tx
      .delete(invitationRecipients)
      .where(
        and(
          eq(invitationRecipients.invitationId, invitationId),
          ids.length ? sql`${invitationRecipients.guestId} not in ${ids}` : undefined,
        ),
      );
    if (ids.length) {
      await tx
        .insert(invitationRecipients)
        .values(ids.map((guestId) => ({ invitationId, guestId })))
        .onConflictDoNothing();
    }
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
    const [row] = await db.select().from(invitations).where(eq(invitations.uniqueCode, code));
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
    row: InvitationRow,
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

    async list(actor: CurrentUser, eventId?: string) {
      const rows = await db
        .select()
        .from(invitations)
        .where(
          and(eq(invitations.createdBy, actor.id), eventId ? eq(invitations.eventId, eventId) : undefined),
        )
        .orderBy(descNullsLast(invitations.createdAt));
      return summaries(rows);
    },

    async recent(actor: CurrentUser) {
      const rows = await db
        .select()
        .from(invitations)
        .where(eq(invitations.createdBy, actor.id))
        .orderBy(descNullsLast(invitations.createdAt))
        .limit(recentInvitationsLimit);
      return summaries(rows);
    },

    async get(actor: CurrentUser | null, id: string) {
      return detail(await owned(actor, id));
    },

    /** Saves a draft ('Invitation saved as draft'). */
    async create(actor: CurrentUser, input: InvitationInput) {
      const ids = await checkInput(actor, input);
      // A clash of two random 8-character codes is rare; try again rather than fail.
      for (let attempt = 0; ; attempt++) {
        try {
          const row = await db.transaction(async (tx) => {
            const [created] = await tx
              .insert(invitations)
              .values({
                eventId: input.eventId,
                ...designOf(input),
                title: input.title,
                message: input.message,
                replyToHost: input.replyToHost,
                type: input.type,
                createdBy: actor.id,
                uniqueCode: newUniqueCode(),
                recipientCount: ids.length,
              })
              .returning();
            await setRecipients(tx, created.id, ids);
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
        const [u] = await tx
          .update(invitations)
          .set({
            ...designOf(input),
            title: input.title,
            message: input.message,
            replyToHost: input.replyToHost,
            type: input.type,
            recipientCount: ids.length,
          })
          .where(eq(invitations.id, id))
          .returning();
        await setRecipients(tx, id, ids);
        return u;
      });
      return detail(updated);
    },

    async remove(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.sendJobId && row.status === "scheduled")
        await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      const pending = await db
        .select({ jobId: invitationReminders.jobId })
        .from(invitationReminders)
        .where(and(eq(invitationReminders.invitationId, id), eq(invitationReminders.status, "scheduled")));
      for (const r of pending) if (r.jobId) await jobs.cancel(deliverReminderQueue, r.jobId);
      await db.delete(invitations).where(eq(invitations.id, id));
    },

    /**
     * Send Now. E-mail: every recipient must have an address (the spec's message says how many
     * lack one); the mails go out from a job, one per recipient. WhatsApp and link invitations
     * are sent by the host (click-to-send links, a shared link), so their status stays as it is.
     */
    async send(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.type !== "email") return detail(row);
      const recipients = await db
        .select({ guestId: invitationRecipients.guestId })
        .from(invitationRecipients)
        .where(eq(invitationRecipients.invitationId, id));
      const missing = (
        await guestsService.byIds(
          row.eventId,
          recipients.map((r) => r.guestId),
        )
      ).filter((g) => !g.email).length;
      if (missing > 0) throw new AppError("validation_failed", missingEmailsText(missing));
      if (row.recipientCount === 0) throw new AppError("validation_failed", invitationMessages.noRecipients);
      if (row.status === "scheduled" && row.sendJobId)
        await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      await db.transaction(async (tx) => {
        await tx
          .update(invitations)
          .set({ status: "sent", scheduledDate: null, sendJobId: null })
          .where(eq(invitations.id, id));
        await tx
          .update(invitationRecipients)
          .set({ state: "queued", error: null })
          .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.state, "pending")));
      });
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
      await db
        .update(invitations)
        .set({ status: "scheduled", scheduledDate: when, sendJobId: jobId })
        .where(eq(invitations.id, id));
      return detail(await owned(actor, id));
    },

    async cancelSchedule(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.status !== "scheduled") return detail(row);
      if (row.sendJobId) await jobs.cancel(deliverInvitationQueue, row.sendJobId);
      // Only a still-scheduled invitation goes back to draft: the job may have just started.
      await db
        .update(invitations)
        .set({ status: "draft", scheduledDate: null, sendJobId: null })
        .where(and(eq(invitations.id, id), eq(invitations.status, "scheduled")));
      return detail(await owned(actor, id));
    },

    /** Sends again to the recipients whose delivery failed. */
    async retry(actor: CurrentUser | null, id: string) {
      const row = await owned(actor, id);
      if (row.type !== "email" || row.status !== "sent") return detail(row);
      const retried = await db
        .update(invitationRecipients)
        .set({ state: "queued", error: null })
        .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.state, "failed")))
        .returning({ id: invitationRecipients.id });
      if (retried.length > 0) await jobs.send(deliverInvitationQueue, { invitationId: id });
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
      await db
        .update(invitations)
        .set({
          sharedAt: sql`coalesce(${invitations.sharedAt}, now())`,
          ...(sendsIt ? { status: "sent" as const } : {}),
        })
        .where(eq(invitations.id, id));
      return detail(await owned(actor, id));
    },

    /** The host sent WhatsApp messages by hand: mark those recipients (or all) as sent. */
    async markSent(actor: CurrentUser | null, id: string, guestIds: string[] | "all") {
      const row = await owned(actor, id);
      if (row.type !== "whatsapp") throw new AppError("validation_failed", handSentOnly);
      await db.transaction(async (tx) => {
        await tx
          .update(invitationRecipients)
          .set({ state: "sent", sentAt: new Date(), error: null })
          .where(
            and(
              eq(invitationRecipients.invitationId, id),
              ne(invitationRecipients.state, "sent"),
              guestIds === "all" ? undefined : inArray(invitationRecipients.guestId, guestIds),
            ),
          );
        await settleHandSent(tx, id);
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
        const [changed] = await tx
          .update(invitationRecipients)
          .set(
            sent
              ? { state: "sent", sentAt: sql`coalesce(${invitationRecipients.sentAt}, now())`, error: null }
              : { state: "pending", sentAt: null, error: null },
          )
          .where(and(eq(invitationRecipients.invitationId, id), eq(invitationRecipients.guestId, guestId)))
          .returning({ id: invitationRecipients.id });
        if (!changed) throw new AppError("not_found", "This guest is not a recipient of this invitation");
        if (sent) {
          await tx
            .update(invitations)
            .set({ sharedAt: sql`coalesce(${invitations.sharedAt}, now())` })
            .where(eq(invitations.id, id));
        }
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
      const [reminder] = await db
        .insert(invitationReminders)
        .values({ invitationId: id, sendAt })
        .returning();
      const jobId = await jobs.send(deliverReminderQueue, { reminderId: reminder.id }, sendAt);
      await db.update(invitationReminders).set({ jobId }).where(eq(invitationReminders.id, reminder.id));
      return detail(row);
    },

    async cancelReminder(actor: CurrentUser | null, id: string, reminderId: string) {
      const row = await owned(actor, id);
      const [reminder] = await db
        .update(invitationReminders)
        .set({ status: "cancelled" })
        .where(
          and(
            eq(invitationReminders.id, reminderId),
            eq(invitationReminders.invitationId, id),
            eq(invitationReminders.status, "scheduled"),
          ),
        )
        .returning();
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
    async exportFor(userId: string): Promise<AccountExportPart> {
      const rows = await db.select().from(invitations).where(eq(invitations.createdBy, userId));
      const ids = rows.map((r) => r.id);
      const [recipients, reminders] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db.select().from(invitationRecipients).where(inArray(invitationRecipients.invitationId, ids)),
              db.select().from(invitationReminders).where(inArray(invitationReminders.invitationId, ids)),
            ]);
      const { tables, files } = await templates.exportFor(userId);
      return {
        tables: {
          invitations: exportTable(
            invitations,
            rows.map(({ sendJobId: _job, ...row }) => row),
            { omit: ["sendJobId"] },
          ),
          invitation_recipients: exportTable(invitationRecipients, recipients),
          invitation_reminders: exportTable(invitationReminders, reminders),
          ...tables,
        },
        files,
      };
    },

    /** The admin dashboard's figure: invitations sent to a recipient, across the platform. */
    async platformSentCount(): Promise<number> {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(invitationRecipients)
        .where(sql`${invitationRecipients.sentAt} is not null`);
      return total;
    },

    /** Invitations this user has sent to a recipient (the host's dashboard). */
    async sentCountFor(userId: string): Promise<number> {
      const [{ total }] = await db
        .select({ total: sql<number>`count(*)::int` })
        .from(invitationRecipients)
        .innerJoin(invitations, eq(invitations.id, invitationRecipients.invitationId))
        .where(and(eq(invitations.createdBy, userId), sql`${invitationRecipients.sentAt} is not null`));
      return total;
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
