import { and, asc, eq, sql } from "drizzle-orm";
import type { WhoIsComing } from "../../contract/guest-pages.ts";
import { defaultShowGoing } from "../../contract/rsvp.ts";
import type { Db } from "../db/client.ts";
import { guests } from "../db/schema.ts";
import type { EventRow } from "../events/event-row.ts";

/** A long list of names would push the page's own content away; the rest are counted. */
export const maxNamesShown = 30;

/** The first word of a name as the guest or host wrote it: never the surname. */
export const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? "";

/**
 * What a guest's reply page shows of who is coming, as the host chose (RSVP settings): null for
 * nothing; else the number going (attending guests and their +1s) and, when the host allows, the
 * first names of the attending guests. Nothing else of another guest ever leaves here.
 */
export async function whoIsComing(
  db: Db,
  event: Pick<EventRow, "id" | "isPublic" | "showGoing">,
): Promise<WhoIsComing | null> {
  const shown = event.showGoing ?? defaultShowGoing(event.isPublic);
  if (shown === "off") return null;
  const going = and(eq(guests.eventId, event.id), eq(guests.status, "confirmed"));
  const [totals] = await db
    .select({
      guests: sql<number>`count(*)::int`,
      seats: sql<number>`coalesce(sum(1 + jsonb_array_length(${guests.plusOnes})), 0)::int`,
    })
    .from(guests)
    .where(going);
  if (shown === "count") return { count: totals.seats, firstNames: null, moreNames: 0 };
  const rows = await db
    .select({ name: guests.name })
    .from(guests)
    .where(going)
    // The earliest replies first: a stable order that does not move as the page reloads.
    .orderBy(asc(guests.respondedAt), asc(guests.createdAt), asc(guests.id))
    .limit(maxNamesShown);
  const firstNames = rows.map((r) => firstNameOf(r.name)).filter((n) => n !== "");
  return { count: totals.seats, firstNames, moreNames: totals.guests - rows.length };
}
