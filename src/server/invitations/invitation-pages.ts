import { guestMessages } from "../../contract/guests.ts";
import {
  type InvitationPage,
  type InvitationPreview,
  type InvitationPreviewInput,
  invitationMessages,
} from "../../contract/invitations.ts";
import type { OpenRsvp, OpenRsvpResult, RsvpView } from "../../contract/rsvp.ts";
import { rsvpMessages } from "../../contract/rsvp-messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { mediaUrl } from "../images/image-store.ts";
import type { RsvpService } from "../rsvp/service.ts";
import { checkDesign } from "./invitation-design.ts";
import { invitationMailFor, replyToAddress } from "./invitation-mail-for.ts";
import type { InvitationRow } from "./invitation-queries.ts";
import * as repo from "./repository.ts";
import type { TemplatesService } from "./templates-service.ts";

// What an invitation looks like to its guests (split from service.ts, which keeps the drafts): the
// public page behind its code, a reply through it, and the host's previews of the mail and the
// page, built as the sender and the page build them.

export type InvitationPagesDeps = {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  rsvp: RsvpService;
  templates: TemplatesService;
  publicUrl: string;
};

const noPermission = invitationMessages.noPermission;

export function createInvitationPages(deps: InvitationPagesDeps) {
  const { db, events: eventsService, guests: guestsService, rsvp, templates, publicUrl } = deps;

  /** The event, if the actor runs it, with the design checked, and the named guest when there is one. */
  async function previewed(actor: CurrentUser, input: InvitationPreviewInput) {
    const event = await eventsService.manageable(actor, input.eventId, noPermission);
    await checkDesign(templates, actor, input, event);
    const [guest] = input.guestId ? await guestsService.byIds(input.eventId, [input.guestId]) : [];
    if (input.guestId && !guest) throw new AppError("not_found", guestMessages.notFound);
    return { event, guest };
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
    /**
     * The e-mail the input would send to one of the event's guests (or to a sample guest), built as
     * the sender builds it. A link's code does not exist before the invitation is saved: the
     * preview's reply button points at a code no invitation has.
     */
    async previewMail(actor: CurrentUser, input: InvitationPreviewInput): Promise<InvitationPreview> {
      const { event, guest } = await previewed(actor, input);
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
        guest ? ((await (await rsvp.invitedPartsOf(event))?.(guest.id)) ?? null) : null,
      );
      return { guestName: guest?.name ?? "Guest", subject: mail.subject, html: mail.html ?? "" };
    },

    /**
     * The invitation page the input would give one guest (their own link), or anyone with the shared
     * link when no guest is named: the host's look before sending. Read only; nothing is saved.
     */
    async previewPage(
      actor: CurrentUser,
      input: InvitationPreviewInput,
    ): Promise<{ invitation: InvitationPage; rsvp: RsvpView; token: string | null }> {
      const { event, guest } = await previewed(actor, input);
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
  };
}
