import { and, inArray } from "drizzle-orm";
import type { EventReplyCounts } from "../../contract/events.ts";
import type { GuestCounts, MealTally } from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import { guestStatusCounts } from "./tables.ts";

// The host's numbers, read from guest_status_counts (kept exact by the trigger on guests, see
// migrations 0003 and host_numbers_counts_trigger), so no request counts a long guest list.

type CountsRow = Pick<
  typeof guestStatusCounts.$inferSelect,
  "status" | "guests" | "seats" | "replied" | "meals"
>;

/** One event's status rows as the tab counts, the headcount and the confirmed guests' meals. */
export function summarize(rows: CountsRow[]): { counts: GuestCounts; meals: MealTally[] } {
  const counts: GuestCounts = {
    all: 0,
    invited: 0,
    confirmed: 0,
    declined: 0,
    maybe: 0,
    waitlisted: 0,
    seatsTaken: 0,
    plusOnes: 0,
    replied: 0,
  };
  let meals: MealTally[] = [];
  for (const r of rows) {
    counts[r.status] = r.guests;
    counts.all += r.guests;
    counts.replied += r.replied;
    if (r.status === "confirmed") {
      counts.seatsTaken = r.seats;
      counts.plusOnes = r.seats - r.guests;
      meals = Object.entries(r.meals)
        .filter(([, guests]) => guests > 0)
        .map(([choice, guests]) => ({ choice, guests }));
    }
  }
  meals.sort((a, b) => b.guests - a.guests || a.choice.localeCompare(b.choice));
  return { counts, meals };
}

/** The tallies with every meal the event offers, at 0 when nobody chose it yet. */
export function withOfferedMeals(meals: MealTally[], offered: string[]): MealTally[] {
  const chosen = new Set(meals.map((m) => m.choice));
  return [...meals, ...offered.filter((o) => !chosen.has(o)).map((choice) => ({ choice, guests: 0 }))];
}

/**
 * Going (confirmed guests and their +1s), Maybe and Declined (guests) of the events among
 * `eventIds` (the caller has kept only those the actor runs): one grouped query for the whole page of events. An event
 * without any such reply has no entry (the caller reads it as zeros).
 */
export async function replyCountsOf(db: Db, eventIds: string[]): Promise<Map<string, EventReplyCounts>> {
  const result = new Map<string, EventReplyCounts>();
  if (eventIds.length === 0) return result;
  const rows = await db
    .select({
      eventId: guestStatusCounts.eventId,
      status: guestStatusCounts.status,
      guests: guestStatusCounts.guests,
      seats: guestStatusCounts.seats,
    })
    .from(guestStatusCounts)
    .where(
      and(
        inArray(guestStatusCounts.eventId, eventIds),
        inArray(guestStatusCounts.status, ["confirmed", "maybe", "declined"]),
      ),
    );
  for (const r of rows) {
    const counts = result.get(r.eventId) ?? { going: 0, maybe: 0, declined: 0 };
    if (r.status === "confirmed") counts.going = r.seats;
    else if (r.status === "maybe") counts.maybe = r.guests;
    else if (r.status === "declined") counts.declined = r.guests;
    result.set(r.eventId, counts);
  }
  return result;
}
