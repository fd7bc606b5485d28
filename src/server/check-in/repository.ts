import { and, asc, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { union } from "drizzle-orm/pg-core";
import { checkInMessages, doorSearchLimit } from "../../contract/check-in.ts";
import type { PartReplyStatus } from "../../contract/parts.ts";
import type { Db, Tx } from "../db/client.ts";
import { keysetPages } from "../db/keyset-pages.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { attendingWithEmail, eventGuests, guestConfirmed, seatsByStatus } from "../guests/service.ts";
import { partAnswers } from "../parts/service.ts";
import { checkInActions, checkIns, guestPasses, partCheckIns, passMails } from "./tables.ts";

// The door's SQL: each statement over check-in's tables, by name, and the door list's reads of the
// event's guests (the guests feature's eventGuests) joined to their check-ins in one statement per
// scan. Who may run them is service.ts's business; a write in the service's transaction takes `tx`.

type Conn = Db | Tx;
export type ActionKind = (typeof checkInActions.$inferInsert)["kind"];
type ActionResult = NonNullable<(typeof checkInActions.$inferInsert)["result"]>;

const doorColumns = (g: ReturnType<typeof eventGuests>) => ({
  id: g.id,
  name: g.name,
  category: g.category,
  status: g.status,
  plusOnes: g.plusOnes,
  plusOnesAllowed: g.plusOnesAllowed,
  checkedInAt: checkIns.checkedInAt,
  party: checkIns.party,
});
export type DoorRow = Pick<
  GuestRow,
  "id" | "name" | "category" | "status" | "plusOnes" | "plusOnesAllowed"
> & {
  checkedInAt: Date | null;
  party: number | null;
};

/** The event's guests (`only`: one, or those a search finds) with their check-ins, in one statement. */
function doorRows(conn: Conn, eventId: string, only: Parameters<typeof eventGuests>[2]) {
  const g = eventGuests(conn, eventId, only);
  return { g, rows: conn.select(doorColumns(g)).from(g).leftJoin(checkIns, eq(checkIns.guestId, g.id)) };
}

export async function doorRow(conn: Conn, eventId: string, guestId: string): Promise<DoorRow | null> {
  const [row] = await doorRows(conn, eventId, { guestId }).rows;
  return row ?? null;
}

/**
 * The event's guests whose name (`by` "contact": or e-mail, phone) matches `q`, or all of them;
 * by name.
 */
export const doorList = (
  db: Db,
  eventId: string,
  q?: string,
  by: "name" | "contact" = "contact",
): Promise<DoorRow[]> => {
  const { g, rows } = doorRows(db, eventId, { search: q, nameOnly: by === "name" });
  const byName = rows.orderBy(asc(g.name), asc(g.id));
  return q === undefined ? byName : byName.limit(doorSearchLimit);
};

/** Records the action id; false when it was recorded before. */
export async function claimAction(tx: Tx, id: string, eventId: string, kind: ActionKind): Promise<boolean> {
  const [claimed] = await tx
    .insert(checkInActions)
    .values({ id, eventId, kind })
    .onConflictDoNothing()
    .returning({ id: checkInActions.id });
  return claimed !== undefined;
}

export async function actionById(tx: Tx, id: string) {
  const [before] = await tx.select().from(checkInActions).where(eq(checkInActions.id, id));
  return before ?? null;
}

export async function setActionResult(tx: Tx, id: string, result: ActionResult) {
  await tx.update(checkInActions).set({ result }).where(eq(checkInActions.id, id));
}

/** The door's action log forgets the guest's name in every result that names them. */
export async function forgetGuestInActions(db: Db, guestId: string) {
  await db
    .update(checkInActions)
    .set({
      result: sql`jsonb_set(${checkInActions.result}, '{message}', to_jsonb(${checkInMessages.guestRemoved}::text))`,
      updatedAt: new Date(),
    })
    .where(sql`${checkInActions.result}->>'guestId' = ${guestId}`);
}

/**
 * The arrival, unless the guest is in already: the guest's id is the key, so of two devices
 * inserting at once the second waits for the first and then inserts nothing (null).
 */
export async function insertArrival(tx: Tx, values: typeof checkIns.$inferInsert) {
  const [row] = await tx.insert(checkIns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function arrivalOf(tx: Tx, guestId: string) {
  const [existing] = await tx.select().from(checkIns).where(eq(checkIns.guestId, guestId));
  return existing;
}

/** Undoes a guest's arrival; whether there was one. */
export async function deleteArrival(tx: Tx, eventId: string, guestId: string): Promise<boolean> {
  const gone = await tx
    .delete(checkIns)
    .where(and(eq(checkIns.guestId, guestId), eq(checkIns.eventId, eventId)))
    .returning({ guestId: checkIns.guestId });
  return gone.length > 0;
}

export async function insertWalkInArrival(tx: Tx, values: typeof checkIns.$inferInsert) {
  await tx.insert(checkIns).values(values);
}

/** The door's counter: people and guests in, the confirmed seats, and the latest arrivals. */
export async function doorCounts(db: Db, eventId: string, recent: number) {
  const g = eventGuests(db, eventId);
  const [[arrived], seats, latest] = await Promise.all([
    db
      .select({
        people: sql<number>`coalesce(sum(${checkIns.party}), 0)`.mapWith(Number),
        guests: sql<number>`count(*)`.mapWith(Number),
      })
      .from(checkIns)
      .where(eq(checkIns.eventId, eventId)),
    seatsByStatus(db, eventId),
    db
      .select(doorColumns(g))
      .from(checkIns)
      .innerJoin(g, eq(g.id, checkIns.guestId))
      .where(eq(checkIns.eventId, eventId))
      .orderBy(desc(checkIns.checkedInAt))
      .limit(recent),
  ]);
  return { arrived, expected: seats.confirmed, latest };
}

/** Every arrival at these events, a page at a time ("Download my data"). */
export const arrivalsOfEvents = (db: Db, eventIds: string[]) =>
  keysetPages(db, checkIns, inArray(checkIns.eventId, eventIds), { guestId: checkIns.guestId });

export async function passByCode(db: Db, code: string) {
  const [pass] = await db
    .select({ eventId: guestPasses.eventId, guestId: guestPasses.guestId, revokedAt: guestPasses.revokedAt })
    .from(guestPasses)
    .where(eq(guestPasses.code, code));
  return pass ?? null;
}

export async function livePassCode(db: Db, guestId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: guestPasses.code })
    .from(guestPasses)
    .where(and(eq(guestPasses.guestId, guestId), isNull(guestPasses.revokedAt)));
  return row?.code ?? null;
}

/**
 * A pass for the guest, only while they are still attending (a reply may have changed it since it
 * was read); of two first views at once, one pass is kept (one live pass per guest).
 */
export async function issuePass(db: Db, guest: Pick<GuestRow, "id" | "eventId">, code: string) {
  await db.execute(sql`
    insert into ${guestPasses} (event_id, guest_id, code)
    select ${guest.eventId}, ${guest.id}, ${code}
     where ${guestConfirmed(guest.id)}
    on conflict do nothing`);
}

/** Revokes the guest's live pass; whether there was one. */
export async function revokePass(db: Db, eventId: string, guestId: string): Promise<boolean> {
  const revoked = await db
    .update(guestPasses)
    .set({ revokedAt: new Date() })
    .where(
      and(eq(guestPasses.eventId, eventId), eq(guestPasses.guestId, guestId), isNull(guestPasses.revokedAt)),
    )
    .returning({ id: guestPasses.id });
  return revoked.length > 0;
}

/** Notes that the guest was mailed their pass; true when this call noted it (not noted before). */
export async function claimPassMail(conn: Conn, guest: Pick<GuestRow, "id" | "eventId">): Promise<boolean> {
  const rows = await conn
    .insert(passMails)
    .values({ guestId: guest.id, eventId: guest.eventId })
    .onConflictDoNothing()
    .returning({ guestId: passMails.guestId });
  return rows.length > 0;
}

/** Takes back a note whose mail could not be sent, so the job's retry sends it. */
export async function releasePassMail(conn: Conn, guestId: string): Promise<void> {
  await conn.delete(passMails).where(eq(passMails.guestId, guestId));
}

/** The event's attending guests with an address who were never mailed their pass. */
export async function attendingWithoutPassMail(db: Db, eventId: string): Promise<GuestRow[]> {
  const [attending, mailed] = await Promise.all([
    attendingWithEmail(db, eventId),
    db.select({ guestId: passMails.guestId }).from(passMails).where(eq(passMails.eventId, eventId)),
  ]);
  const sent = new Set(mailed.map((m) => m.guestId));
  return attending.filter((g) => !sent.has(g.id));
}

// An event in parts (issue 36): each part has its own door. Its list is the part's invitations (the
// parts feature's partAnswers) joined to the event's guests and to the arrivals at that part.

const partDoorColumns = (g: ReturnType<typeof eventGuests>, a: ReturnType<typeof partAnswers>) => ({
  ...doorColumns(g),
  checkedInAt: partCheckIns.checkedInAt,
  party: partCheckIns.party,
  partStatus: a.status,
  partParty: a.party,
});
/** A guest at a part's door: their answer to the part and how many of their party come to it. */
export type PartDoorRow = DoorRow & { partStatus: PartReplyStatus; partParty: number };

/** The part's invited guests (`only`: one, or those a search finds) with their arrivals at it. */
function partDoorRows(conn: Conn, eventId: string, partId: string, only: Parameters<typeof eventGuests>[2]) {
  const g = eventGuests(conn, eventId, only);
  const a = partAnswers(conn, partId);
  return {
    g,
    rows: conn
      .select(partDoorColumns(g, a))
      .from(g)
      .innerJoin(a, eq(a.guestId, g.id))
      .leftJoin(partCheckIns, and(eq(partCheckIns.guestId, g.id), eq(partCheckIns.partId, partId))),
  };
}

export async function partDoorRow(
  conn: Conn,
  eventId: string,
  partId: string,
  guestId: string,
): Promise<PartDoorRow | null> {
  const [row] = await partDoorRows(conn, eventId, partId, { guestId }).rows;
  return row ?? null;
}

/** The part's invited guests whose name (or contact) matches `q`, or all of them; by name. */
export const partDoorList = (
  db: Db,
  eventId: string,
  partId: string,
  q?: string,
  by: "name" | "contact" = "contact",
): Promise<PartDoorRow[]> => {
  const { g, rows } = partDoorRows(db, eventId, partId, { search: q, nameOnly: by === "name" });
  const byName = rows.orderBy(asc(g.name), asc(g.id));
  return q === undefined ? byName : byName.limit(doorSearchLimit);
};

/** The arrival at a part, unless the guest is in already (null): the key is the guest and the part. */
export async function insertPartArrival(tx: Tx, values: typeof partCheckIns.$inferInsert) {
  const [row] = await tx.insert(partCheckIns).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function partArrivalOf(tx: Tx, guestId: string, partId: string) {
  const [existing] = await tx
    .select()
    .from(partCheckIns)
    .where(and(eq(partCheckIns.guestId, guestId), eq(partCheckIns.partId, partId)));
  return existing;
}

/** Undoes a guest's arrival at a part; whether there was one. */
export async function deletePartArrival(tx: Tx, guestId: string, partId: string): Promise<boolean> {
  const gone = await tx
    .delete(partCheckIns)
    .where(and(eq(partCheckIns.guestId, guestId), eq(partCheckIns.partId, partId)))
    .returning({ guestId: partCheckIns.guestId });
  return gone.length > 0;
}

/** A part's counter: people and guests in, and the latest arrivals (its expected: the parts service's). */
export async function partDoorCounts(db: Db, eventId: string, partId: string, recent: number) {
  const g = eventGuests(db, eventId);
  const a = partAnswers(db, partId);
  const [[arrived], latest] = await Promise.all([
    db
      .select({
        people: sql<number>`coalesce(sum(${partCheckIns.party}), 0)`.mapWith(Number),
        guests: sql<number>`count(*)`.mapWith(Number),
      })
      .from(partCheckIns)
      .where(eq(partCheckIns.partId, partId)),
    db
      .select(partDoorColumns(g, a))
      .from(partCheckIns)
      .innerJoin(g, eq(g.id, partCheckIns.guestId))
      .innerJoin(a, eq(a.guestId, partCheckIns.guestId))
      .where(eq(partCheckIns.partId, partId))
      .orderBy(desc(partCheckIns.checkedInAt))
      .limit(recent),
  ]);
  return { arrived, latest };
}

/** Guests who came to the event: at its one door, or at any part's (each guest once). */
export async function arrivedGuestsCount(db: Db, eventId: string): Promise<number> {
  const arrived = union(
    db.select({ guestId: checkIns.guestId }).from(checkIns).where(eq(checkIns.eventId, eventId)),
    db.select({ guestId: partCheckIns.guestId }).from(partCheckIns).where(eq(partCheckIns.eventId, eventId)),
  ).as("arrived");
  const [{ n }] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(arrived);
  return n;
}

/** Every arrival at a part of these events, a page at a time ("Download my data"). */
export const partArrivalsOfEvents = (db: Db, eventIds: string[]) =>
  keysetPages(db, partCheckIns, inArray(partCheckIns.eventId, eventIds), {
    guestId: partCheckIns.guestId,
    partId: partCheckIns.partId,
  });
