import { type InvitationInput, invitationMessages } from "../../contract/invitations.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { RsvpService } from "../rsvp/service.ts";
import type { AccountExportPart } from "../storage/account-export-part.ts";
import { exportInvitations } from "./account-export.ts";
import { deliverInvitationQueue, deliverReminderQueue } from "./delivery-queues.ts";
import { checkDesign, designOf } from "./invitation-design.ts";
import { createInvitationPages } from "./invitation-pages.ts";
import { type InvitationRow, loadDetail, toSummary } from "./invitation-queries.ts";
import * as repo from "./repository.ts";
import { createInvitationSending } from "./sending.ts";
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

/**
 * The invitations of the events a host runs: drafts and their recipients here; how they go out in
 * sending.ts, what their guests see (pages, previews) in invitation-pages.ts.
 */
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

  /** Checks the event, template and recipients of an input; returns the recipient ids. */
  async function checkInput(actor: CurrentUser, input: InvitationInput): Promise<string[]> {
    const event = await eventsService.manageable(actor, input.eventId, noPermission);
    await checkDesign(templates, actor, input, event);
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

  return {
    owned,
    ...createInvitationPages({
      db,
      events: eventsService,
      guests: guestsService,
      rsvp,
      templates,
      publicUrl,
    }),
    ...createInvitationSending({ db, guests: guestsService, jobs, owned, detail }),

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
