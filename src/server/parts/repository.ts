import { and, asc, eq, inArray, notInArray, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { PartInput, PartReplyStatus } from "../../contract/parts.ts";
import type { Db, Tx } from "../db/client.ts";
import { eventGuests, mailableGuests } from "../guests/service.ts";
import { eventParts, guestParts, partStatusCounts } from "./tables.ts";

// The parts feature's SQL: each statement over event_parts, guest_parts and their counts, by name.
// Who may run them and the rules of a reply are service.ts's business.

type Conn = Db | Tx;
export type PartRow = typeof eventParts.$inferSelect;
export type GuestPartRow = typeof guestParts.$inferSelect;

export const partsOf = (conn: Conn, eventId: string): Promise<PartRow[]> =>
  conn.select().from(eventParts).where(eq(eventParts.eventId, eventId)).orderBy(asc(eventParts.position));

export async function partById(conn: Conn, partId: string): Promise<PartRow | null> {
  const [row] = await conn.select().from(eventParts).where(eq(eventParts.id, partId));
  return row ?? null;
}

export async function insertPart(tx: Tx, eventId: string, input: PartInput): Promise<PartRow> {
  const [{ next }] = await tx
    .select({ next: sql<number>`coalesce(max(${eventParts.position}) + 1, 0)::integer` })
    .from(eventParts)
    .where(eq(eventParts.eventId, eventId));
  const [row] = await tx
    .insert(eventParts)
    .values({ eventId, position: next, ...input })
    .returning();
  return row;
}

export async function updatePart(tx: Tx, partId: string, input: PartInput): Promise<PartRow | null> {
  const [row] = await tx.update(eventParts).set(input).where(eq(eventParts.id, partId)).returning();
  return row ?? null;
}

export async function setPositions(tx: Tx, eventId: string, partIds: string[]): Promise<void> {
  for (const [position, id] of partIds.entries()) {
    await tx
      .update(eventParts)
      .set({ position })
      .where(and(eq(eventParts.id, id), eq(eventParts.eventId, eventId)));
  }
}

export async function deletePart(tx: Tx, partId: string): Promise<void> {
  await tx.delete(eventParts).where(eq(eventParts.id, partId));
}

/**
 * Invites every guest of the event to a new part. The event's first part takes over the answers
 * given before the event had parts (Attending with their party, No), so adding parts to an event
 * with replies loses none; a later part starts unanswered.
 */
export async function inviteEveryone(tx: Tx, part: PartRow, first: boolean): Promise<void> {
  const g = eventGuests(tx, part.eventId);
  const { status, party } = first ? answerTakenOver(g) : unanswered;
  await tx.execute(sql`
    insert into ${guestParts} (guest_id, part_id, event_id, status, party, responded_at)
    select ${g.id}, ${part.id}::uuid, ${part.eventId}::uuid, ${status}, ${party}, ${first ? g.respondedAt : sql`null`}
      from ${g}
    on conflict do nothing`);
}

/** The given guests are invited to exactly `partIds`: other parts' rows go, missing ones are added. */
export async function setInvitedParts(tx: Tx, eventId: string, guestIds: string[], partIds: string[]) {
  if (guestIds.length === 0) return;
  await tx
    .delete(guestParts)
    .where(
      and(
        eq(guestParts.eventId, eventId),
        inArray(guestParts.guestId, guestIds),
        notInArray(guestParts.partId, partIds),
      ),
    );
  const pairs = guestIds.flatMap((guestId) => partIds.map((partId) => ({ guestId, partId })));
  await invitePairs(tx, eventId, pairs, false);
}

/** The guests of an event in a category (for "invite this category to …"). */
export async function guestIdsInCategory(conn: Conn, eventId: string, category: string): Promise<string[]> {
  const g = eventGuests(conn, eventId);
  const rows = await conn.select({ id: g.id }).from(g).where(sql`${g.category} = ${category}`);
  return rows.map((r) => r.id);
}

/** Whether every id is a guest of the event. */
export async function allGuestsOf(conn: Conn, eventId: string, guestIds: string[]): Promise<boolean> {
  if (guestIds.length === 0) return true;
  const g = eventGuests(conn, eventId);
  const [{ n }] = await conn
    .select({ n: sql<number>`count(*)::integer` })
    .from(g)
    .where(inArray(g.id, guestIds));
  return n === new Set(guestIds).size;
}

/** Each guest's parts and answers, in no order (the caller orders by the parts' positions). */
export const partsOfGuests = (conn: Conn, guestIds: string[]): Promise<GuestPartRow[]> =>
  guestIds.length === 0
    ? Promise.resolve([])
    : conn.select().from(guestParts).where(inArray(guestParts.guestId, guestIds));

export const countRows = (conn: Conn, eventId: string) =>
  conn.select().from(partStatusCounts).where(eq(partStatusCounts.eventId, eventId));

/** Seats held by a part's confirmed answers, from the trigger-kept counts. */
export async function seatsConfirmed(conn: Conn, partId: string): Promise<number> {
  const [row] = await conn
    .select({ seats: partStatusCounts.seats })
    .from(partStatusCounts)
    .where(and(eq(partStatusCounts.partId, partId), eq(partStatusCounts.status, "confirmed")));
  return row?.seats ?? 0;
}

export async function setAnswer(
  tx: Tx,
  guestId: string,
  partId: string,
  answer: { status: PartReplyStatus; party: number; respondedAt: Date | null },
): Promise<void> {
  await tx
    .update(guestParts)
    .set(answer)
    .where(and(eq(guestParts.guestId, guestId), eq(guestParts.partId, partId)));
}

/** A part's waitlist, first come first served. */
export const waitlistOf = (tx: Tx, partId: string) =>
  tx
    .select({ guestId: guestParts.guestId, party: guestParts.party })
    .from(guestParts)
    .where(and(eq(guestParts.partId, partId), eq(guestParts.status, "waitlisted")))
    .orderBy(asc(guestParts.respondedAt), asc(guestParts.createdAt));

/** The guests with an address who said yes to a part (its removal may tell them). */
export function confirmedGuestsOf(conn: Conn, part: PartRow) {
  const g = mailableGuests(conn, part.eventId);
  return conn
    .select({ id: g.id, name: g.name, email: g.email, token: g.token })
    .from(guestParts)
    .innerJoin(g, eq(g.id, guestParts.guestId))
    .where(and(eq(guestParts.partId, part.id), eq(guestParts.status, "confirmed")));
}

/** The count of answers to a part other than "invited" (removing it asks first when there are any). */
export async function answeredCount(conn: Conn, partId: string): Promise<number> {
  const [{ n }] = await conn
    .select({ n: sql<number>`coalesce(sum(${partStatusCounts.guests}), 0)::integer` })
    .from(partStatusCounts)
    .where(and(eq(partStatusCounts.partId, partId), sql`${partStatusCounts.status} <> 'invited'`));
  return n;
}

/** The invitations to one part (who its removal affects). */
export const partsOfGuestsInPart = (conn: Conn, partId: string) =>
  conn.select({ guestId: guestParts.guestId }).from(guestParts).where(eq(guestParts.partId, partId));

/** How many guests coming to a part could be e-mailed that it is off (an address, not unsubscribed). */
export async function confirmedMailableCount(conn: Conn, part: PartRow): Promise<number> {
  const g = mailableGuests(conn, part.eventId);
  const [{ n }] = await conn
    .select({ n: sql<number>`count(*)::integer` })
    .from(guestParts)
    .innerJoin(g, eq(g.id, guestParts.guestId))
    .where(and(eq(guestParts.partId, part.id), eq(guestParts.status, "confirmed")));
  return n;
}
// Who is invited to what, as the guests feature writes it (parts-guests): new guests' invitations,
// the list's part filter.

type EventGuests = ReturnType<typeof eventGuests>;

/** A guest's answer as it stands, as their first answer to a part (Attending with their party, No). */
const answerTakenOver = (g: EventGuests) => ({
  status: sql`case ${g.status} when 'confirmed' then 'confirmed' when 'waitlisted' then 'waitlisted' when 'declined' then 'declined' else 'invited' end`,
  party: sql`case when ${g.status} in ('confirmed', 'waitlisted') then 1 + jsonb_array_length(${g.plusOnes}) else 0 end`,
});
const unanswered = { status: sql`'invited'`, party: sql`0` };

/**
 * Invites each guest to a part, pair by pair, in one statement however many there are (an
 * import's 10,000 guests × 5 parts: two array parameters, not a row of parameters each). With
 * `takeOver` (a guest just added, who has no invitation yet) the invitation starts with the
 * guest's status as the host or the file gave it, so a guest put down as coming comes to their
 * parts; otherwise it starts unanswered. An invitation the guest has already stays as it is.
 */
export async function invitePairs(
  tx: Tx,
  eventId: string,
  pairs: { guestId: string; partId: string }[],
  takeOver: boolean,
): Promise<void> {
  if (pairs.length === 0) return;
  const g = eventGuests(tx, eventId);
  const { status, party } = takeOver ? answerTakenOver(g) : unanswered;
  const guestIds = sql.param(pairs.map((p) => p.guestId));
  const partIds = sql.param(pairs.map((p) => p.partId));
  await tx.execute(sql`
    insert into ${guestParts} (guest_id, part_id, event_id, status, party, responded_at)
    select v.guest_id, v.part_id, ${eventId}::uuid, ${status}, ${party}, ${takeOver ? g.respondedAt : sql`null`}
      from unnest(${guestIds}::uuid[], ${partIds}::uuid[]) as v(guest_id, part_id)
      join ${g} on ${g.id} = v.guest_id
    on conflict do nothing`);
}

/** A condition on a guest id column: the guest is invited to the part (one probe of the primary key). */
export const invitedToPart = (partId: string, guestId: AnyPgColumn) =>
  sql`exists (select 1 from ${guestParts} where ${guestParts.guestId} = ${guestId} and ${guestParts.partId} = ${partId})`;
/**
 * A guest's invitations and answers as one JSON column: [[partId, status, party], …], or null for a
 * guest of no part. Read beside each row of a page of the guest list, in the page's statement.
 */
export const answersOfGuestColumn = (guestId: AnyPgColumn) =>
  sql`(select json_agg(json_build_array(gp.part_id, gp.status, gp.party)) from guest_parts gp where gp.guest_id = ${guestId})`;
/** One value of answersOfGuestColumn as rows (none: a guest of no part). */
export const answersFromColumn = (value: unknown): Pick<GuestPartRow, "partId" | "status" | "party">[] =>
  ((value as [string, GuestPartRow["status"], number][] | null) ?? []).map(([partId, status, party]) => ({
    partId,
    status,
    party,
  }));
/**
 * The answers per part of one event's guests as a subquery (guestId, partId, status, party) that
 * other features join to the guests feature's eventGuests in one statement of their own: the
 * headcount and caterer's sheet per part, a message to Going for one part.
 */
export const eventPartAnswers = (conn: Conn, eventId: string) =>
  conn
    .select({
      guestId: guestParts.guestId,
      partId: guestParts.partId,
      status: guestParts.status,
      party: guestParts.party,
    })
    .from(guestParts)
    .where(eq(guestParts.eventId, eventId))
    .as("part_answers");

/** The guests whose answer to a part is Yes (a message or reminder to Going for that part). */
export async function confirmedGuestIdsOf(conn: Conn, partId: string): Promise<string[]> {
  const rows = await conn
    .select({ guestId: guestParts.guestId })
    .from(guestParts)
    .where(and(eq(guestParts.partId, partId), eq(guestParts.status, "confirmed")));
  return rows.map((r) => r.guestId);
}

/**
 * The invitations to one part with their answers, as a subquery another feature joins (the door's
 * list of a part): guest, answer, and how many of their party come.
 */
export const partAnswers = (conn: Conn, partId: string) =>
  conn
    .select({ guestId: guestParts.guestId, status: guestParts.status, party: guestParts.party })
    .from(guestParts)
    .where(eq(guestParts.partId, partId))
    .as("part_answers");

/** A walk-in at a part's door: invited to that part only, coming with their party. */
export async function setWalkInAnswer(
  tx: Tx,
  eventId: string,
  guestId: string,
  partId: string,
  party: number,
) {
  await setInvitedParts(tx, eventId, [guestId], [partId]);
  await setAnswer(tx, guestId, partId, { status: "confirmed", party, respondedAt: new Date() });
}

/** The trigger-kept counts of one part, by answer. */
export const countRowsOfPart = (conn: Conn, eventId: string, partId: string) =>
  conn
    .select()
    .from(partStatusCounts)
    .where(and(eq(partStatusCounts.eventId, eventId), eq(partStatusCounts.partId, partId)));
