import { and, asc, desc, eq, inArray, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { CategoryRow, Funnel, ReplyDay, Tally } from "../../contract/analytics.ts";
import { guestCategories } from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import { guestStatusCounts, guests, invitationRecipients, invitations } from "../db/schema.ts";

// The grouped reads behind an event's analytics. Each is one statement over the event's guests
// (the guests_event_* indexes lead with event_id), so a request costs a few scans of one event's
// rows whatever its size, never a query per guest. The analytics feature only reads: the guests,
// invitations and check-in features own these tables and write them.

const int = (expr: SQL) => sql<number>`(${expr})::int`.mapWith(Number);
const people = sql`1 + jsonb_array_length(${guests.plusOnes})`;
const isAttending = sql`${guests.status} in ('confirmed', 'waitlisted')`;
const count = (where: SQL) => int(sql`count(*) filter (where ${where})`);

/** The funnel's steps up to the reply, in one pass over the event's guests. */
export async function funnelCounts(db: Db, eventId: string): Promise<Omit<Funnel, "checkedIn">> {
  // Guests with an invitation sent to them (mail handed to the server, WhatsApp marked sent).
  const delivered = db.$with("delivered").as(
    db
      .selectDistinct({ guestId: invitationRecipients.guestId })
      .from(invitationRecipients)
      .innerJoin(invitations, eq(invitations.id, invitationRecipients.invitationId))
      .where(and(eq(invitations.eventId, eventId), eq(invitationRecipients.state, "sent"))),
  );
  // A guest who replied through their link had it open; one who opened it had it delivered,
  // whichever way the host sent it. Each step counts the guests who reached it.
  const opened = sql`(${guests.firstOpenedAt} is not null or ${guests.respondedAt} is not null)`;
  const [row] = await db
    .with(delivered)
    .select({
      invited: int(sql`count(*)`),
      delivered: count(sql`${delivered.guestId} is not null or ${opened}`),
      opened: count(opened),
      replied: count(sql`${guests.status} <> 'invited'`),
      attending: count(isAttending),
      maybe: count(sql`${guests.status} = 'maybe'`),
      declined: count(sql`${guests.status} = 'declined'`),
    })
    .from(guests)
    .leftJoin(delivered, eq(delivered.guestId, guests.id))
    .where(eq(guests.eventId, eventId));
  return row;
}

/** Confirmed parties and people per meal choice (null: none chosen), the most people first. */
export async function mealTallies(db: Db, eventId: string): Promise<Tally[]> {
  return db
    .select({ label: guests.mealChoice, parties: int(sql`count(*)`), people: int(sql`sum(${people})`) })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.status, "confirmed")))
    .groupBy(guests.mealChoice)
    .orderBy(desc(sql`sum(${people})`), asc(guests.mealChoice));
}

/**
 * Confirmed parties' dietary notes, the same note in any case and spacing counted together; the
 * first `limit` by people, and the whole of them (to add up the rest) from the same statement.
 */
export async function dietaryTallies(
  db: Db,
  eventId: string,
  limit: number,
): Promise<{ lines: Tally[]; all: { parties: number; people: number } }> {
  const key = sql`lower(regexp_replace(btrim(${guests.dietaryNotes}), '\\s+', ' ', 'g'))`;
  const rows = await db
    .select({
      label: sql<string>`min(btrim(${guests.dietaryNotes}))`,
      parties: int(sql`count(*)`),
      people: int(sql`sum(${people})`),
      allParties: int(sql`sum(count(*)) over ()`),
      allPeople: int(sql`sum(sum(${people})) over ()`),
    })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        eq(guests.status, "confirmed"),
        ne(sql`btrim(${guests.dietaryNotes})`, ""),
      ),
    )
    .groupBy(key)
    .orderBy(desc(sql`sum(${people})`), asc(key))
    .limit(limit);
  const all = rows[0]
    ? { parties: rows[0].allParties, people: rows[0].allPeople }
    : { parties: 0, people: 0 };
  return { lines: rows.map(({ label, parties, people }) => ({ label, parties, people })), all };
}

/** People (guests and +1s) who said maybe and on the waitlist, from the trigger-kept counts. */
export async function uncountedPeople(db: Db, eventId: string) {
  const rows = await db
    .select({ status: guestStatusCounts.status, seats: guestStatusCounts.seats })
    .from(guestStatusCounts)
    .where(
      and(eq(guestStatusCounts.eventId, eventId), inArray(guestStatusCounts.status, ["maybe", "waitlisted"])),
    );
  const seats = (status: string) => rows.find((r) => r.status === status)?.seats ?? 0;
  return { maybePeople: seats("maybe"), waitlistedPeople: seats("waitlisted") };
}

/**
 * Per day in the event's time zone: guests' own replies by the answer they now hold (on the day
 * of their latest reply; a host's edit has no day) and first opens of personal links. Days with
 * neither are filled in between the first and the last, so the chart's gaps are real.
 */
export async function repliesPerDay(db: Db, eventId: string, timeZone: string): Promise<ReplyDay[]> {
  const dayOf = (at: typeof guests.respondedAt | typeof guests.firstOpenedAt) =>
    sql<string>`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [replies, opens] = await Promise.all([
    db
      .select({
        day: dayOf(guests.respondedAt),
        attending: count(isAttending),
        maybe: count(sql`${guests.status} = 'maybe'`),
        declined: count(sql`${guests.status} = 'declined'`),
      })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), isNotNull(guests.respondedAt)))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(guests.firstOpenedAt), opened: int(sql`count(*)`) })
      .from(guests)
      .where(and(eq(guests.eventId, eventId), isNotNull(guests.firstOpenedAt)))
      .groupBy(sql`1`),
  ]);
  const byDay = new Map<string, ReplyDay>();
  const at = (day: string) => {
    const d = byDay.get(day) ?? { day, opened: 0, attending: 0, maybe: 0, declined: 0 };
    byDay.set(day, d);
    return d;
  };
  for (const r of replies)
    Object.assign(at(r.day), { attending: r.attending, maybe: r.maybe, declined: r.declined });
  for (const o of opens) at(o.day).opened = o.opened;
  const days = [...byDay.keys()].sort();
  if (days.length === 0) return [];
  // Calendar days between the first and the last, counted on UTC dates (no zone shifts a date string).
  const filled: ReplyDay[] = [];
  for (
    let t = Date.parse(`${days[0]}T00:00:00Z`);
    t <= Date.parse(`${days.at(-1)}T00:00:00Z`);
    t += 86_400_000
  ) {
    filled.push(at(new Date(t).toISOString().slice(0, 10)));
  }
  return filled;
}

/** Guests, replies and attending people per category, in the categories' own order (none last). */
export async function byCategory(db: Db, eventId: string): Promise<CategoryRow[]> {
  const rows = await db
    .select({
      category: guests.category,
      invited: int(sql`count(*)`),
      attending: count(isAttending),
      maybe: count(sql`${guests.status} = 'maybe'`),
      declined: count(sql`${guests.status} = 'declined'`),
      waiting: count(sql`${guests.status} = 'invited'`),
      people: int(sql`coalesce(sum(${people}) filter (where ${guests.status} = 'confirmed'), 0)`),
    })
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .groupBy(guests.category);
  const rank = (c: CategoryRow["category"]) =>
    c === null ? guestCategories.length : guestCategories.indexOf(c);
  return rows.sort((a, b) => rank(a.category) - rank(b.category));
}

export type Party = Pick<
  typeof guests.$inferSelect,
  "id" | "name" | "plusOnes" | "mealChoice" | "dietaryNotes" | "category"
>;

/** The confirmed parties, for the caterer's CSV: by name, in batches chained on the last one sent. */
export async function* confirmedParties(db: Db, eventId: string, batch = 1000): AsyncGenerator<Party> {
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const rows: Party[] = await db
      .select({
        id: guests.id,
        name: guests.name,
        plusOnes: guests.plusOnes,
        mealChoice: guests.mealChoice,
        dietaryNotes: guests.dietaryNotes,
        category: guests.category,
      })
      .from(guests)
      .where(
        and(
          eq(guests.eventId, eventId),
          eq(guests.status, "confirmed"),
          after ? sql`(${guests.name}, ${guests.id}) > (${after.name}, ${after.id})` : undefined,
        ),
      )
      .orderBy(asc(guests.name), asc(guests.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { name: last.name, id: last.id };
  }
}
