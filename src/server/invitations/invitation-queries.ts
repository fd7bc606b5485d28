import { and, eq, inArray } from "drizzle-orm";
import type { InvitationDetail, InvitationSummary, Recipient } from "../../contract/invitations.ts";
import type { Db } from "../db/client.ts";
import {
  events,
  guests,
  invitationRecipients,
  invitationReminders,
  type invitations,
  invitationTemplates,
} from "../db/schema.ts";
import { toTemplate } from "./template-row.ts";
import { whatsappUrl } from "./whatsapp-link.ts";

// The invitations service's reads: a row as a list summary, the detail screen with each recipient's
// delivery and reply, and which of a request's guests belong to the event.

export type InvitationRow = typeof invitations.$inferSelect;

export const invitePath = (code: string, token: string) => `/invite/${code}/${token}`;

export function toSummary(row: InvitationRow, eventTitle: string): InvitationSummary {
  return {
    id: row.id,
    eventId: row.eventId,
    eventTitle,
    templateId: row.templateId,
    title: row.title,
    type: row.type,
    status: row.status,
    uniqueCode: row.uniqueCode,
    recipientCount: row.recipientCount,
    scheduledDate: row.scheduledDate?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Everything the detail screen shows: content, template, each recipient's delivery and reply, reminders. */
export async function loadDetail(db: Db, row: InvitationRow, publicUrl: string): Promise<InvitationDetail> {
  const [[event], template, recipients, reminders] = await Promise.all([
    db.select({ title: events.title }).from(events).where(eq(events.id, row.eventId)),
    row.templateId
      ? db.select().from(invitationTemplates).where(eq(invitationTemplates.id, row.templateId))
      : Promise.resolve([]),
    db
      .select({
        guestId: guests.id,
        name: guests.name,
        email: guests.email,
        phone: guests.phone,
        guestStatus: guests.status,
        token: guests.token,
        state: invitationRecipients.state,
        error: invitationRecipients.error,
        sentAt: invitationRecipients.sentAt,
      })
      .from(invitationRecipients)
      .innerJoin(guests, eq(guests.id, invitationRecipients.guestId))
      .where(eq(invitationRecipients.invitationId, row.id))
      .orderBy(guests.name),
    db
      .select()
      .from(invitationReminders)
      .where(eq(invitationReminders.invitationId, row.id))
      .orderBy(invitationReminders.sendAt),
  ]);
  return {
    ...toSummary(row, event?.title ?? ""),
    message: row.message,
    template: template[0] ? toTemplate(template[0]) : null,
    recipients: recipients.map(
      (r): Recipient => ({
        guestId: r.guestId,
        name: r.name,
        email: r.email,
        phone: r.phone,
        guestStatus: r.guestStatus,
        state: r.state,
        error: r.error,
        sentAt: r.sentAt?.toISOString() ?? null,
        invitePath: invitePath(row.uniqueCode, r.token),
        whatsappUrl:
          row.type === "whatsapp"
            ? whatsappUrl(
                r.phone,
                r.name,
                row.title,
                row.message,
                `${publicUrl}${invitePath(row.uniqueCode, r.token)}`,
              )
            : null,
      }),
    ),
    reminders: reminders.map((r) => ({
      id: r.id,
      sendAt: r.sendAt.toISOString(),
      status: r.status,
      sentCount: r.sentCount,
    })),
  };
}

/** Guest ids of `eventId` among `ids` (a request may name only the event's own guests). */
export async function guestsOfEvent(db: Db, eventId: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), inArray(guests.id, ids)));
  return rows.map((r) => r.id);
}
