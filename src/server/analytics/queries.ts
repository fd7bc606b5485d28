import { and, asc, desc, eq, isNotNull, ne, type SQL, sql } from "drizzle-orm";
import type { CategoryRow, Funnel, ReplyDay, Tally } from "../../contract/analytics.ts";
import { guestCategories } from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { eventGuests, seatsByStatus } from "../guests/service.ts";
import { deliveredGuestIds } from "../invitations/service.ts";
import { eventPartAnswers } from "../parts/service.ts";

// The grouped reads behind an event's analytics. Each is one statement over the event's guests
// (the guests feature's eventGuests, which its guests_event_* indexes serve), so a request costs a
// few scans of one event's rows whatever its size, never a query per guest. The analytics feature
// only reads, through the named reads of the guests and invitations features, which own the tables.

type EventGuests = ReturnType<typeof eventGuests>;
const int = (expr: SQL) => sql<number>`(${expr})::int`.mapWith(Number);
const people = (g: EventGuests) => sql`1 + jsonb_array_length(${g.plusOnes})`;
const isAttending = (g: EventGuests) => sql`${g.status} in ('confirmed', 'waitlisted')`;
const count = (where: SQL) => int(sql`count(*) filter (where ${where})`);

/** The funnel's steps up to the reply, in one pass over the event's guests. */
export async function funnelCounts(db: Db, eventId: string): Promise<Omit<Funnel, "checkedIn">> {
  const g = eventGuests(db, eventId);
  // Guests with an invitation sent to them (mail handed to the server, WhatsApp marked sent).
  const delivered = db.$with("delivered").as(deliveredGuestIds(db, eventId));
  // A guest who replied through their link had it open; one who opened it had it delivered,
  // whichever way the host sent it. Each step counts the guests who reached it.
  const opened = sql`(${g.firstOpenedAt} is not null or ${g.respondedAt} is not null)`;
  const [row] = await db
    .with(delivered)
    .select({
      invited: int(sql`count(*)`),
      delivered: count(sql`${delivered.guestId} is not null or ${opened}`),
      opened: count(opened),
      replied: count(sql`${g.status} <> 'invited'`),
      attending: count(isAttending(g)),
      maybe: count(sql`${g.status} = 'maybe'`),
      declined: count(sql`${g.status} = 'declined'`),
    })
    .from(g)
    .leftJoin(delivered, eq(delivered.guestId, g.id));
  return row;
}

/**
 * A party's people as a jsonb array of their own answers ({ mealChoice, dietaryNotes }): the guest,
 * then each +1 (a +1 with no answer stored has an empty one); with `size`, only the first `size`
 * people (the guest and their first +1s: who of the party comes to a part, decision 0033).
 */
const partyAnswers = (
  g: EventGuests,
  size?: SQL,
) => sql`jsonb_build_array(jsonb_build_object('mealChoice', ${g.mealChoice}, 'dietaryNotes', ${g.dietaryNotes}))
    || coalesce((select jsonb_agg(coalesce(${g.plusOneAnswers} -> (p.i - 1)::int, '{}'::jsonb) order by p.i)
                   from jsonb_array_elements(${g.plusOnes}) with ordinality as p(name, i)
                  ${size ? sql`where p.i < ${size}` : sql``}), '[]'::jsonb)`;

/**
 * The confirmed people, one row per person (each guest, then each of their +1s) with their own
 * answers as `person`. `byPart`: per part of an event in parts instead, the people of each Yes to
 * a part (the party the guest brings to it), `partId` naming the part; otherwise `partId` is null.
 */
function confirmedPeople(db: Db, eventId: string, byPart: boolean) {
  const g = eventGuests(db, eventId);
  const person = (size?: SQL) => sql<unknown>`jsonb_array_elements(${partyAnswers(g, size)})`.as("person");
  if (!byPart) {
    return db
      .select({ partId: sql<string | null>`null::uuid`.as("part_id"), partyId: g.id, person: person() })
      .from(g)
      .where(eq(g.status, "confirmed"))
      .as("confirmed_people");
  }
  const a = eventPartAnswers(db, eventId);
  return db
    .select({
      partId: sql<string | null>`${a.partId}`.as("part_id"),
      partyId: g.id,
      person: person(sql`${a.party}`),
    })
    .from(a)
    .innerJoin(g, eq(g.id, a.guestId))
    .where(eq(a.status, "confirmed"))
    .as("confirmed_people");
}

/** Confirmed parties and people: the caterer's totals. */
export async function confirmedTotals(db: Db, eventId: string): Promise<{ parties: number; people: number }> {
  const g = eventGuests(db, eventId);
  const [row] = await db
    .select({ parties: int(sql`count(*)`), people: int(sql`coalesce(sum(${people(g)}), 0)`) })
    .from(g)
    .where(eq(g.status, "confirmed"));
  return row;
}

/**
 * Confirmed people per meal, each person counted with their own choice (null: none chosen), and
 * the parties with someone eating it; the most people first. `byPart`: per part (partId set).
 */
export async function mealTallies(
  db: Db,
  eventId: string,
  byPart = false,
): Promise<(Tally & { partId: string | null })[]> {
  const p = confirmedPeople(db, eventId, byPart);
  const meal = sql<string | null>`nullif(${p.person} ->> 'mealChoice', '')`;
  return db
    .select({
      partId: p.partId,
      label: meal,
      parties: int(sql`count(distinct ${p.partyId})`),
      people: int(sql`count(*)`),
    })
    .from(p)
    .groupBy(p.partId, meal)
    .orderBy(desc(sql`count(*)`), asc(meal));
}

export type DietaryTallies = { lines: Tally[]; all: { parties: number; people: number } };

/**
 * Confirmed people's dietary needs, each person's own, the same note in any case and spacing
 * counted together; the first `limit` by people, and the whole of them (to add up the rest) from
 * the same statement. `byPart`: the same per part, keyed by part id (null: the event's).
 */
export async function dietaryTallies(
  db: Db,
  eventId: string,
  limit: number,
  byPart = false,
): Promise<Map<string | null, DietaryTallies>> {
  const p = confirmedPeople(db, eventId, byPart);
  const note = sql`btrim(coalesce(${p.person} ->> 'dietaryNotes', ''))`;
  const key = sql`lower(regexp_replace(${note}, '\\s+', ' ', 'g'))`;
  const ranked = db
    .select({
      partId: p.partId,
      label: sql<string>`min(${note})`.as("label"),
      parties: int(sql`count(distinct ${p.partyId})`).as("parties"),
      people: int(sql`count(*)`).as("people"),
      allParties: int(sql`sum(count(distinct ${p.partyId})) over (partition by ${p.partId})`).as(
        "all_parties",
      ),
      allPeople: int(sql`sum(count(*)) over (partition by ${p.partId})`).as("all_people"),
      rank: sql<number>`row_number() over (partition by ${p.partId} order by count(*) desc, ${key})`.as(
        "rank",
      ),
    })
    .from(p)
    .where(ne(note, ""))
    .groupBy(p.partId, key)
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} <= ${limit}`)
    .orderBy(asc(ranked.rank));
  const byKey = new Map<string | null, DietaryTallies>();
  for (const { partId, label, parties, people, allParties, allPeople } of rows) {
    const t = byKey.get(partId) ?? { lines: [], all: { parties: allParties, people: allPeople } };
    t.lines.push({ label, parties, people });
    byKey.set(partId, t);
  }
  return byKey;
}

/** People (guests and +1s) who said maybe and on the waitlist, from the trigger-kept counts. */
export async function uncountedPeople(db: Db, eventId: string) {
  const seats = await seatsByStatus(db, eventId);
  return { maybePeople: seats.maybe, waitlistedPeople: seats.waitlisted };
}

/**
 * Per day in the event's time zone: guests' own replies by the answer they now hold (on the day
 * of their latest reply; a host's edit has no day) and first opens of personal links. Days with
 * neither are filled in between the first and the last, so the chart's gaps are real.
 */
export async function repliesPerDay(db: Db, eventId: string, timeZone: string): Promise<ReplyDay[]> {
  const g = eventGuests(db, eventId);
  const dayOf = (at: EventGuests["respondedAt"] | EventGuests["firstOpenedAt"]) =>
    sql<string>`to_char(${at} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const [replies, opens] = await Promise.all([
    db
      .select({
        day: dayOf(g.respondedAt),
        attending: count(isAttending(g)),
        maybe: count(sql`${g.status} = 'maybe'`),
        declined: count(sql`${g.status} = 'declined'`),
      })
      .from(g)
      .where(isNotNull(g.respondedAt))
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(g.firstOpenedAt), opened: int(sql`count(*)`) })
      .from(g)
      .where(isNotNull(g.firstOpenedAt))
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
  const g = eventGuests(db, eventId);
  const rows = await db
    .select({
      category: g.category,
      invited: int(sql`count(*)`),
      attending: count(isAttending(g)),
      maybe: count(sql`${g.status} = 'maybe'`),
      declined: count(sql`${g.status} = 'declined'`),
      waiting: count(sql`${g.status} = 'invited'`),
      people: int(sql`coalesce(sum(${people(g)}) filter (where ${g.status} = 'confirmed'), 0)`),
    })
    .from(g)
    .groupBy(g.category);
  const rank = (c: CategoryRow["category"]) =>
    c === null ? guestCategories.length : guestCategories.indexOf(c);
  return rows.sort((a, b) => rank(a.category) - rank(b.category));
}

export type Party = Pick<
  GuestRow,
  "id" | "name" | "plusOnes" | "plusOneAnswers" | "mealChoice" | "dietaryNotes" | "category"
> & {
  /** The people of the party coming to the part asked for (the guest and their first +1s); null: all. */
  size: number | null;
};

/**
 * The confirmed parties, for the caterer's CSV: by name, in batches chained on the last one sent.
 * With `partId`: the guests who said yes to that part, each with the party they bring to it.
 */
export async function* confirmedParties(
  db: Db,
  eventId: string,
  partId: string | null = null,
  batch = 1000,
): AsyncGenerator<Party> {
  const g = eventGuests(db, eventId);
  const a = eventPartAnswers(db, eventId);
  const columns = {
    id: g.id,
    name: g.name,
    plusOnes: g.plusOnes,
    plusOneAnswers: g.plusOneAnswers,
    mealChoice: g.mealChoice,
    dietaryNotes: g.dietaryNotes,
    category: g.category,
  };
  let after: { name: string; id: string } | null = null;
  for (;;) {
    const next = after ? sql`(${g.name}, ${g.id}) > (${after.name}, ${after.id})` : undefined;
    const rows: Party[] =
      partId === null
        ? await db
            .select({ ...columns, size: sql<number | null>`null::integer` })
            .from(g)
            .where(and(eq(g.status, "confirmed"), next))
            .orderBy(asc(g.name), asc(g.id))
            .limit(batch)
        : await db
            .select({ ...columns, size: sql<number | null>`${a.party}` })
            .from(g)
            .innerJoin(a, eq(a.guestId, g.id))
            .where(and(eq(a.partId, partId), eq(a.status, "confirmed"), next))
            .orderBy(asc(g.name), asc(g.id))
            .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1];
    after = { name: last.name, id: last.id };
  }
}
