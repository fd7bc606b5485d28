import { and, asc, eq, isNotNull, type SQL } from "drizzle-orm";
import type { PersonNotifications, PersonRole } from "../../contract/people.ts";
import type { Db, Tx } from "../db/client.ts";
import { user } from "../db/schema.ts";
import { eventPeople } from "./tables.ts";

// The event_people table's SQL: each statement a named function, no rules (service.ts decides who
// may). A write in the caller's transaction takes `tx`.

export type PersonRow = typeof eventPeople.$inferSelect;
/** What an invitation (or a new one to the same address) writes. */
type InviteValues = Pick<PersonRow, "role" | "inviteTokenHash" | "invitedBy" | "invitedAt">;

/** The accepted places on one event: each account's role. */
export async function placesOn(db: Db, eventId: string): Promise<Map<string, PersonRole>> {
  const rows = await db
    .select({ userId: eventPeople.userId, role: eventPeople.role })
    .from(eventPeople)
    .where(and(eq(eventPeople.eventId, eventId), isNotNull(eventPeople.userId)));
  return new Map(rows.map((r) => [r.userId as string, r.role]));
}

/** Every event the user holds a place on, with the place. */
export async function placesOf(db: Db, userId: string): Promise<Map<string, PersonRole>> {
  const rows = await db
    .select({ eventId: eventPeople.eventId, role: eventPeople.role })
    .from(eventPeople)
    .where(eq(eventPeople.userId, userId));
  return new Map(rows.map((r) => [r.eventId, r.role]));
}

/** The one row `where` finds (each is unique: an id, a link's hash, an event and an account or address). */
async function onePerson(db: Db, where: SQL | undefined): Promise<PersonRow | undefined> {
  const [row] = await db.select().from(eventPeople).where(where);
  return row;
}

export const personOf = (db: Db, eventId: string, personId: string) =>
  onePerson(db, and(eq(eventPeople.id, personId), eq(eventPeople.eventId, eventId)));

export const personByTokenHash = (db: Db, hash: string) =>
  onePerson(db, eq(eventPeople.inviteTokenHash, hash));

/** The place of the user on the event, accepted, or none. */
export const placeOfUser = (db: Db, eventId: string, userId: string) =>
  onePerson(db, and(eq(eventPeople.eventId, eventId), eq(eventPeople.userId, userId)));

/** The invitation to `email` on the event, pending or accepted, or none. */
export const personByEmail = (db: Db, eventId: string, email: string) =>
  onePerson(db, and(eq(eventPeople.eventId, eventId), eq(eventPeople.email, email)));

/** The event's people, each with their account's name once accepted, oldest invitation first. */
export async function peopleOf(db: Db, eventId: string) {
  const rows = await db
    .select({ person: eventPeople, name: user.name })
    .from(eventPeople)
    .leftJoin(user, eq(user.id, eventPeople.userId))
    .where(eq(eventPeople.eventId, eventId))
    .orderBy(asc(eventPeople.invitedAt));
  return rows.map((r) => ({ ...r.person, name: r.name }));
}

/** The name and address of an account (the event's owner, on top of its people). */
export async function accountOf(db: Db, userId: string) {
  const [row] = await db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId));
  return row;
}

/** The event's co-hosts with their account and one of their e-mail switches. */
export async function cohostsWithSwitch(db: Db, eventId: string, switchName: keyof PersonNotifications) {
  return db
    .select({ email: user.email, name: user.name, banned: user.banned, on: eventPeople[switchName] })
    .from(eventPeople)
    .innerJoin(user, eq(user.id, eventPeople.userId))
    .where(and(eq(eventPeople.eventId, eventId), eq(eventPeople.role, "cohost")));
}

export async function insertInvitation(db: Db, values: InviteValues & { eventId: string; email: string }) {
  const [row] = await db.insert(eventPeople).values(values).returning();
  return row;
}

/** A new invitation to an address already invited: a new role and link; the old link stops working. */
export async function renewInvitation(db: Db, id: string, values: InviteValues) {
  const [row] = await db.update(eventPeople).set(values).where(eq(eventPeople.id, id)).returning();
  return row;
}

/** The invitation taken by the user (its link still stands). */
export async function acceptInvitation(db: Db, id: string, userId: string) {
  const [row] = await db
    .update(eventPeople)
    .set({ userId, acceptedAt: new Date() })
    .where(and(eq(eventPeople.id, id), isNotNull(eventPeople.inviteTokenHash)))
    .returning();
  return row;
}

export async function saveSwitches(db: Db, id: string, input: Partial<PersonNotifications>) {
  const [row] = await db.update(eventPeople).set(input).where(eq(eventPeople.id, id)).returning();
  return row;
}

export async function deletePerson(conn: Db | Tx, id: string) {
  await conn.delete(eventPeople).where(eq(eventPeople.id, id));
}

/** The old owner as an accepted co-host after a hand-over (their earlier invitation, if any, taken over). */
export async function seatFormerOwner(
  tx: Tx,
  values: { eventId: string; email: string; userId: string; inviteTokenHash: string; invitedBy: string },
) {
  await tx
    .insert(eventPeople)
    .values({ ...values, role: "cohost", acceptedAt: new Date() })
    .onConflictDoUpdate({
      target: [eventPeople.eventId, eventPeople.email],
      set: { role: "cohost", userId: values.userId, acceptedAt: new Date() },
    });
}
