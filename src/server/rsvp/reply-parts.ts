import { formatPartWhen } from "../../contract/event-dates.ts";
import type { GuestPart } from "../../contract/parts.ts";
import { placeSearchUrl, type ReplyPart, replyPartMessages } from "../../contract/reply-parts.ts";
import type { RsvpReply } from "../../contract/rsvp.ts";
import { zonedTimeToUtc } from "../../contract/zoned-time.ts";
import type { EventRow } from "../events/event-row.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { AppError } from "../http/app-error.ts";
import { eventCalendarFile } from "../mail/calendar-file.ts";
import { partsCalendarFile } from "../mail/parts-calendar-file.ts";
import type { MailPart } from "../mail/templates/reply-confirmation.ts";
import type { PartRow, PartsService } from "../parts/service.ts";

// A reply at an event in parts (issue 36, decision 0033): which parts the guest's page shows and
// what a reply must answer. An event without parts gives `[]` everywhere here, and its replies go
// as before.

/** What the RSVP feature asks of the parts feature. */
export type ReplyPartsSource = Pick<PartsService, "rows" | "answersOf">;

/** The guest's parts in order with their answers (an open form, no guest: the public parts). */
export async function partsOfReply(
  source: ReplyPartsSource,
  event: Pick<EventRow, "id" | "location" | "timeZone">,
  guest: Pick<GuestRow, "id"> | null,
): Promise<{ rows: PartRow[]; parts: ReplyPart[] }> {
  const rows = await source.rows(event.id);
  if (rows.length === 0) return { rows, parts: [] };
  if (!guest) return { rows, parts: rows.filter((p) => p.isPublic).map((p) => replyPartOf(p, event, null)) };
  const mine = (await source.answersOf(rows, [guest.id])).get(guest.id) ?? [];
  const byId = new Map(rows.map((p) => [p.id, p]));
  return {
    rows,
    parts: mine.flatMap((answer) => {
      const part = byId.get(answer.partId);
      return part ? [replyPartOf(part, event, answer)] : [];
    }),
  };
}

function replyPartOf(
  part: PartRow,
  event: Pick<EventRow, "location" | "timeZone">,
  answer: GuestPart | null,
): ReplyPart {
  const place = part.venue ?? event.location;
  const instant = (time: string) => zonedTimeToUtc(part.date, time, event.timeZone).toISOString();
  return {
    id: part.id,
    name: part.name,
    date: part.date,
    startTime: part.startTime,
    endTime: part.endTime,
    startsAt: instant(part.startTime),
    endsAt: part.endTime ? instant(part.endTime) : null,
    place,
    directionsUrl: placeSearchUrl(place),
    note: part.note,
    answer: answer && { status: answer.status, party: answer.party },
  };
}

/**
 * A guest's reply at an event in parts: an answer for each of their parts (a part left out is
 * named beside its own fieldset), and the overall answer follows: Attending when they come to any.
 * A guest invited to no part is refused (replyPartMessages.invitedToNoPart); a part they are not
 * invited to is refused by the parts service. Without parts the reply is as sent, `parts` dropped.
 */
export function partsReply(mine: ReplyPart[], eventHasParts: boolean, reply: RsvpReply): RsvpReply {
  if (!eventHasParts) return { ...reply, parts: undefined };
  // Invited to none of the parts (the host unticked them all): nothing to answer. An answer to the
  // whole event would count them in with no part, time or place of their own.
  if (mine.length === 0) throw new AppError("forbidden", replyPartMessages.invitedToNoPart);
  const answers = reply.parts ?? [];
  const missing = mine.filter((p) => !answers.some((a) => a.partId === p.id));
  if (missing.length > 0) {
    throw new AppError(
      "validation_failed",
      replyPartMessages.answerEachPart,
      Object.fromEntries(missing.map((p) => [`parts.${p.id}`, replyPartMessages.answerEachPart])),
    );
  }
  return { ...reply, response: answers.some((a) => a.attending) ? "attending" : "not_attending" };
}

/**
 * An open registration at an event in parts: the public parts chosen, each for the whole party;
 * at least one. Without parts, as sent.
 */
export function openPartsReply<T extends RsvpReply>(
  publicParts: ReplyPart[],
  eventHasParts: boolean,
  reply: T,
): T {
  if (!eventHasParts) return { ...reply, parts: undefined };
  const chosen = (reply.parts ?? []).filter((a) => a.attending);
  if (chosen.length === 0 || !chosen.every((a) => publicParts.some((p) => p.id === a.partId))) {
    const message = replyPartMessages.chooseAPublicPart;
    throw new AppError("validation_failed", message, { parts: message });
  }
  const party = 1 + (reply.plusOnes?.length ?? 0);
  return {
    ...reply,
    response: "attending",
    parts: [...new Set(chosen.map((a) => a.partId))].map((partId) => ({ partId, attending: true, party })),
  };
}

/**
 * The calendar file of a guest's reply: at an event in parts, one entry per part they come to (null
 * when they come to none); otherwise the event's own.
 */
export async function guestCalendarFile(
  source: ReplyPartsSource,
  event: EventRow,
  guestId: string,
  url: string,
): Promise<string | null> {
  const rows = await source.rows(event.id);
  if (rows.length === 0) return eventCalendarFile(event, url);
  const coming = new Set(
    ((await source.answersOf(rows, [guestId])).get(guestId) ?? [])
      .filter((a) => a.status === "confirmed")
      .map((a) => a.partId),
  );
  const parts = rows.filter((p) => coming.has(p.id));
  return parts.length > 0 ? partsCalendarFile(event, parts, url) : null;
}

/** A part as a guest's mail lists it: name, 'Sat 13 Feb, 10:00–12:00' and place. */
export const mailPartOf = (p: ReplyPart): MailPart => ({
  name: p.name,
  when: formatPartWhen(p.date, p.startTime, p.endTime),
  place: p.place,
});

/** A guest's parts as their invitation shows them: lines for the mail, entries for its calendar file. */
export type InvitedParts = { lines: MailPart[]; calendar: PartRow[] };

/**
 * The parts each guest of an event is invited to, for their invitation mail: null for an event
 * without parts (one read for a whole send), else a lookup per guest (empty lists: invited to none).
 */
export async function invitedPartsLookup(source: ReplyPartsSource, event: EventRow) {
  const rows = await source.rows(event.id);
  if (rows.length === 0) return null;
  const byId = new Map(rows.map((p) => [p.id, p]));
  return async (guestId: string): Promise<InvitedParts> => {
    const mine = (await partsOfReply(source, event, { id: guestId })).parts;
    return { lines: mine.map(mailPartOf), calendar: mine.flatMap((p) => byId.get(p.id) ?? []) };
  };
}
