import { eq } from "drizzle-orm";
import type { InvitationDetail, InvitationSummary, Recipient } from "../../contract/invitations.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { mediaUrl } from "../images/image-store.ts";
import { whatsappUrl } from "../mail/whatsapp-link.ts";
import {
  invitationRecipients,
  invitationReminders,
  type invitations,
  invitationTemplates,
} from "./tables.ts";
import { toTemplate } from "./template-row.ts";

// The invitations service's reads: a row as a list summary, and the detail screen with each
// recipient's delivery (our table) and reply (the guests service's).

export type DetailDeps = {
  db: Db;
  events: Pick<EventsService, "titles" | "row">;
  guests: Pick<GuestsService, "byIds">;
  publicUrl: string;
};

export type InvitationRow = typeof invitations.$inferSelect;

export const invitePath = (code: string, token: string) => `/invite/${code}/${token}`;

export function toSummary(row: InvitationRow, eventTitle: string): InvitationSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    eventTitle,
    templateId: row.templateId,
    design: row.design,
    title: row.title,
    type: row.type,
    status: row.status,
    uniqueCode: row.uniqueCode,
    recipientCount: row.recipientCount,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An invitation's recipients with their guest's name, contacts and reply, by name: our rows in one
 * query, their guests in one call to the guests service.
 */
async function recipientsOf(db: Db, guests: DetailDeps["guests"], row: InvitationRow) {
  const deliveries = await db
    .select({
      guestId: invitationRecipients.guestId,
      state: invitationRecipients.state,
      error: invitationRecipients.error,
      sentAt: invitationRecipients.sentAt,
    })
    .from(invitationRecipients)
    .where(eq(invitationRecipients.invitationId, row.id));
  const byGuest = new Map(deliveries.map((d) => [d.guestId, d]));
  const people = await guests.byIds(
    row.eventId,
    deliveries.map((d) => d.guestId),
  );
  return people.map((guest) => ({ guest, delivery: byGuest.get(guest.id)! }));
}

/** Everything the detail screen shows: content, template, each recipient's delivery and reply, reminders. */
export async function loadDetail(
  { db, events, guests, publicUrl }: DetailDeps,
  row: InvitationRow,
): Promise<InvitationDetail> {
  const [titles, template, recipients, reminders, bannerKey] = await Promise.all([
    events.titles([row.eventId]),
    row.templateId
      ? db.select().from(invitationTemplates).where(eq(invitationTemplates.id, row.templateId))
      : Promise.resolve([]),
    recipientsOf(db, guests, row),
    db
      .select()
      .from(invitationReminders)
      .where(eq(invitationReminders.invitationId, row.id))
      .orderBy(invitationReminders.sendAt),
    row.design === "event-banner" ? events.row(row.eventId).then((e) => e.bannerKey) : null,
  ]);
  return {
    ...toSummary(row, titles.get(row.eventId) ?? ""),
    message: row.message,
    replyToHost: row.replyToHost,
    template: template[0] ? toTemplate(template[0]) : null,
    artUrl: row.design === "event-banner" ? mediaUrl(bannerKey) : mediaUrl(template[0]?.previewKey ?? null),
    recipients: recipients.map(
      ({ guest, delivery }): Recipient => ({
        guestId: guest.id,
        name: guest.name,
        email: guest.email,
        phone: guest.phone,
        guestStatus: guest.status,
        state: delivery.state,
        error: delivery.error,
        sentAt: delivery.sentAt?.toISOString() ?? null,
        invitePath: invitePath(row.uniqueCode, guest.token),
        whatsappUrl:
          row.type === "whatsapp"
            ? whatsappUrl(
                guest.phone,
                guest.name,
                row.title,
                row.message,
                `${publicUrl}${invitePath(row.uniqueCode, guest.token)}`,
              )
            : null,
      }),
    ),
    repliedCount: recipients.filter(({ guest }) => guest.respondedAt !== null).length,
    reminders: reminders.map((r) => ({
      id: r.id,
      sendAt: r.sendAt.toISOString(),
      status: r.status,
      sentCount: r.sentCount,
    })),
  };
}
