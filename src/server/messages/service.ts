import type { AnnouncementMessage } from "../../contract/feed.ts";
import {
  type AttendeeReminderInput,
  type MessageAudience,
  type MessageDetail,
  type MessageInput,
  type MessageList,
  type MessageRecipient,
  messagesPerDay,
  messageTexts,
} from "../../contract/messages.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { Jobs } from "../jobs/jobs.ts";
import type { Logger } from "../logger.ts";
import type { Mailer } from "../mail/mailer.ts";
import { whatsappNumber, whatsappUrl } from "../mail/whatsapp-link.ts";
import { exportMessages } from "./account-export.ts";
import { announcementInput } from "./announcement.ts";
import { type AttendeeRemindersDeps, createAttendeeReminders } from "./attendee-reminders.ts";
import { createMessageDelivery, deliverMessageQueue } from "./delivery.ts";
import * as repo from "./repository.ts";

export type MessagesDeps = Pick<AttendeeRemindersDeps, "venues" | "passes" | "parts"> & {
  db: Db;
  events: EventsService;
  guests: GuestsService;
  jobs: Jobs;
  mailer: Mailer;
  log: Logger;
  publicUrl: string;
};

const day = 24 * 60 * 60 * 1000;
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The guests an audience names, as the guests service filters them ('part' is the parts service's). */
function audienceFilter(audience: Exclude<MessageAudience, "part">, category: MessageInput["category"]) {
  if (audience === "all") return {};
  if (audience === "category") return { category: category ?? undefined };
  return { status: audience };
}

/**
 * Who of the audience gets the message and how: e-mail to those with an address, WhatsApp (sent
 * by the host) to those with a phone WhatsApp can use. A guest who unsubscribed is written to by
 * neither, only counted: they asked not to hear about this event.
 */
export function plan(audience: GuestRow[]) {
  const recipients: { guestId: string; channel: "email" | "whatsapp"; state: "queued" | "pending" }[] = [];
  let skippedUnsubscribed = 0;
  let skippedNoContact = 0;
  for (const g of audience) {
    if (g.emailOptOut) {
      skippedUnsubscribed++;
      continue;
    }
    const byPhone = g.phone ? whatsappNumber(g.phone) !== null : false;
    if (g.email) recipients.push({ guestId: g.id, channel: "email", state: "queued" });
    if (byPhone) recipients.push({ guestId: g.id, channel: "whatsapp", state: "pending" });
    if (!g.email && !byPhone) skippedNoContact++;
  }
  return { recipients, skippedUnsubscribed, skippedNoContact };
}

/** A host's messages to the guests of their event (issue 33): written, sent and followed per guest. */
export function createMessagesService(deps: MessagesDeps) {
  const { db, events, guests, parts, jobs, publicUrl } = deps;
  const delivery = createMessageDelivery(deps);
  const reminders = createAttendeeReminders(deps);

  const ownedEvent = (actor: CurrentUser | null, eventId: string) =>
    events.manageable(actor, eventId, messageTexts.noPermission);

  const ownedMessage = (actor: CurrentUser | null, id: string) =>
    events.manageableRecord(
      actor,
      () => repo.messageById(db, id),
      messageTexts.notFound,
      messageTexts.noPermission,
    );

  /** Messages with each recipient's delivery, the guests' names and contacts read in one query. */
  async function details(eventId: string, rows: repo.MessageRow[]): Promise<MessageDetail[]> {
    const recipients = await repo.recipientsOf(
      db,
      rows.map((r) => r.id),
    );
    const people = await guests.byIds(eventId, [...new Set(recipients.map((r) => r.guestId))]);
    const byId = new Map(people.map((g) => [g.id, g]));
    const partNames = rows.some((r) => r.partId)
      ? new Map((await parts.list(eventId)).map((p) => [p.id, p.name]))
      : new Map<string, string>();
    return rows.map((m) => ({
      id: m.id,
      eventId: m.eventId,
      subject: m.subject,
      body: m.body,
      audience: m.audience,
      category: m.category,
      partName: m.partId ? (partNames.get(m.partId) ?? null) : null,
      skippedUnsubscribed: m.skippedUnsubscribed,
      skippedNoContact: m.skippedNoContact,
      createdAt: m.createdAt.toISOString(),
      recipients: recipients
        .filter((r) => r.messageId === m.id && byId.has(r.guestId))
        .map((r): MessageRecipient => {
          const g = byId.get(r.guestId)!;
          return {
            guestId: g.id,
            name: g.name,
            email: g.email,
            phone: g.phone,
            channel: r.channel,
            state: r.state,
            error: r.error,
            sentAt: r.sentAt?.toISOString() ?? null,
            openedAt: r.openedAt?.toISOString() ?? null,
            whatsappUrl:
              r.channel === "whatsapp"
                ? whatsappUrl(
                    g.phone,
                    g.name,
                    m.subject,
                    m.body,
                    `${publicUrl}/rsvp/${g.token}`,
                    "Your invitation",
                  )
                : null,
          };
        }),
    }));
  }

  async function detail(row: repo.MessageRow): Promise<MessageDetail> {
    const [one] = await details(row.eventId, [row]);
    return one;
  }

  /** The guests Going to one part of the event (an unknown part is refused as none chosen). */
  async function goingToPart(eventId: string, partId: string | null | undefined): Promise<GuestRow[]> {
    const part = partId ? await parts.partOfEvent(eventId, partId) : null;
    if (!part)
      throw new AppError("validation_failed", messageTexts.partRequired, {
        partId: messageTexts.partRequired,
      });
    return guests.byIds(eventId, await parts.confirmedGuestIds(part.id));
  }

  /** The event's parts a message or reminder may be of ("Going to {part}"). */
  const partAudiences = async (eventId: string) =>
    (await parts.list(eventId)).map((p) => ({ partId: p.id, name: p.name }));

  /** Writes the message to its audience now: e-mail from a job, WhatsApp for the host to open. */
  async function send(
    actor: CurrentUser | null,
    eventId: string,
    input: MessageInput,
  ): Promise<MessageDetail> {
    await ownedEvent(actor, eventId);
    const audience =
      input.audience === "part"
        ? await goingToPart(eventId, input.partId)
        : await guests.audience(eventId, audienceFilter(input.audience, input.category));
    const { recipients, skippedUnsubscribed, skippedNoContact } = plan(audience);
    const row = await db.transaction(async (tx) => {
      await repo.lockEventMessages(tx, eventId);
      if ((await repo.countSince(tx, eventId, new Date(Date.now() - day))) >= messagesPerDay)
        throw new AppError("rate_limited", messageTexts.dailyLimit);
      const channels = [...new Set(recipients.map((r) => (r.channel === "email" ? "e-mail" : "WhatsApp")))];
      const line = {
        eventId,
        subject: input.subject,
        count: recipients.length,
        detail: channels.join(" and "),
      };
      await activity.record(tx, { ...line, actor: actor!, action: "message_sent" });
      return repo.insertMessage(
        tx,
        {
          eventId,
          createdBy: actor!.id, // ownedEvent refuses anonymous callers
          subject: input.subject,
          body: input.body,
          audience: input.audience,
          category: input.audience === "category" ? (input.category ?? null) : null,
          partId: input.audience === "part" ? (input.partId ?? null) : null,
          skippedUnsubscribed,
          skippedNoContact,
        },
        recipients,
      );
    });
    // After the commit: should this fail, the mail is still queued and goes at the next start.
    if (recipients.some((r) => r.channel === "email"))
      await jobs.send(deliverMessageQueue, { messageId: row.id });
    return detail(row);
  }

  return {
    /** "Download my data": the messages and reminders of the user's events. */
    exportFor: async (userId: string) => exportMessages(db, await events.idsOf(userId)),

    async registerWorkers(queue: Jobs) {
      await delivery.registerWorkers(queue);
      await reminders.registerWorkers(queue);
    },
    /** A reminder's job (tests run it as a second or restarted sender would). */
    deliverAttendeeReminder: reminders.deliver,

    async attendeeReminders(actor: CurrentUser | null, eventId: string) {
      await ownedEvent(actor, eventId);
      return reminders.list(eventId);
    },

    /** A reminder to the Going (and optionally Maybe) guests, the day before or on the day. */
    async scheduleAttendeeReminder(actor: CurrentUser | null, eventId: string, input: AttendeeReminderInput) {
      await ownedEvent(actor, eventId);
      return reminders.schedule(eventId, actor!, input); // ownedEvent refuses anonymous callers
    },

    cancelAttendeeReminder: (actor: CurrentUser | null, id: string) =>
      reminders.cancel(actor, id, messageTexts.noPermission),
    /** The path's event, if the actor may message its guests: asked before a body is judged. */
    mayManageEvent: ownedEvent,
    mayManageMessage: ownedMessage,

    send,

    /**
     * A feed post sent to guests as it is posted (issue 33): the same message, limits and delivery
     * list as one written on the messages page. The post is already saved, so the day's limit is
     * reported, not thrown: the caller tells the host the post stands but nobody was written to.
     */
    async announce(
      actor: CurrentUser | null,
      eventId: string,
      post: { title: string; content: string },
      to: Parameters<typeof announcementInput>[2],
    ): Promise<AnnouncementMessage> {
      const event = await ownedEvent(actor, eventId);
      const input = announcementInput(event.title, post, to);
      try {
        const message = await send(actor, eventId, input);
        return { sent: true, messageId: message.id, problem: null };
      } catch (error) {
        if (error instanceof AppError && error.code === "rate_limited")
          return { sent: false, messageId: null, problem: error.message };
        throw error;
      }
    },

    async list(actor: CurrentUser | null, eventId: string): Promise<MessageList> {
      await ownedEvent(actor, eventId);
      const rows = await repo.messagesOfEvent(db, eventId);
      const today = rows.filter((r) => r.createdAt.getTime() > Date.now() - day).length;
      return {
        items: await details(eventId, rows),
        remainingToday: Math.max(0, messagesPerDay - today),
        parts: await partAudiences(eventId),
      };
    },

    async get(actor: CurrentUser | null, id: string): Promise<MessageDetail> {
      return detail(await ownedMessage(actor, id));
    },

    /** WhatsApp, one guest at a time: the host opened this guest's message, or took that back. */
    async markWhatsapp(actor: CurrentUser | null, id: string, guestId: string, sent: boolean) {
      const row = await ownedMessage(actor, id);
      if (!(await repo.setWhatsappSent(db, id, guestId, sent)))
        throw new AppError("not_found", messageTexts.notRecipient);
      return detail(row);
    },

    /**
     * The guest opened their personal link from a message's e-mail (`m` in the link). Counted only
     * for the guest the link belongs to, and not when the event's host previews it.
     */
    async recordOpen(recipientId: string, token: string, viewerId: string | null) {
      if (!uuidPattern.test(recipientId)) return;
      const guest = await guests.byToken(token);
      if (!guest) return;
      // Not when one of the event's hosts (owner, co-host) previews it.
      const role = viewerId ? await events.roleOn({ id: viewerId }, guest.eventId).catch(() => null) : null;
      if (role === "owner" || role === "cohost") return;
      await repo.markOpened(db, recipientId, guest.id);
    },
  };
}

export type MessagesService = ReturnType<typeof createMessagesService>;
