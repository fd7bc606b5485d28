import { and } from "drizzle-orm";
import { type GuestListQuery, type GuestPage, guestMessages } from "../../contract/guests.ts";
import type { GuestPart } from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import { summarize, withOfferedMeals } from "./guest-numbers.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";
import { type GuestRow, toGuest } from "./guest-row.ts";
import { allGuestsInBatches, readGuestPage } from "./list-page.ts";
import * as repo from "./repository.ts";
import { guests } from "./tables.ts";

// The host's reads of a guest list: a page of it (with each guest's answers per part), one guest,
// and every guest for the CSV export. The writes are guest-writes.ts's.

export type GuestListReadsDeps = {
  db: Db;
  parts: GuestPartsPort;
  ownedEvent: (actor: CurrentUser | null, eventId: string, refusal: string) => Promise<EventRow>;
  ownedGuest: (actor: CurrentUser | null, guestId: string) => Promise<GuestRow>;
};

/** The tab counts and the meals of the confirmed guests, from the trigger-kept table: no scan of the list. */
export const guestNumbers = async (db: Db, eventId: string) =>
  summarize(await repo.statusCountRows(db, eventId));

export function createGuestListReads({ db, parts, ownedEvent, ownedGuest }: GuestListReadsDeps) {
  /** The host's view of a guest with their parts and answers (an event in parts). */
  async function withParts(row: GuestRow) {
    return toGuest(row, (await parts.ofGuests(row.eventId, [row.id])).get(row.id));
  }

  return {
    withParts,

    async list(actor: CurrentUser | null, eventId: string, q: GuestListQuery): Promise<GuestPage> {
      // The event's parts are read once, beside the counts: an event without parts then reads no
      // guest's answers at all, and one in parts orders them without reading the parts again.
      const [event, { counts: tabCounts, meals }, eventParts] = await Promise.all([
        ownedEvent(actor, eventId, guestMessages.noPermissionEdit),
        guestNumbers(db, eventId),
        parts.list(eventId),
      ]);
      const where = and(
        repo.listFilter(eventId, q),
        q.partId ? parts.invitedTo(q.partId, guests.id) : undefined,
      );
      // Without a search the tab count (or a part's invitations) is the total, and the page is
      // walked on the index; a search, or a part with a status tab, counts its matches.
      const known = q.search
        ? null
        : q.partId
          ? q.status
            ? null
            : await parts.invitedCount(eventId, q.partId)
          : tabCounts[q.status ?? "all"];
      // An event in parts reads each guest's answers in the page's own statement.
      const inParts = eventParts.length > 0;
      const { rows, matches, also } = await readGuestPage(
        db,
        eventId,
        where,
        q,
        known,
        inParts ? parts.answersColumn(guests.id) : undefined,
      );
      // A search page past its last match has no row to carry the count.
      const total = known ?? matches ?? (q.page === 1 ? 0 : await repo.countWhere(db, where));
      return {
        items: rows.map((r, i) => toGuest(r, inParts ? parts.answersIn(eventParts, also[i]) : undefined)),
        total,
        page: q.page,
        pageSize: q.pageSize,
        counts: tabCounts,
        meals: withOfferedMeals(meals, event.askMeal ? event.mealOptions : []),
        parts: eventParts,
      };
    },

    async get(actor: CurrentUser | null, guestId: string) {
      return withParts(await ownedGuest(actor, guestId));
    },

    /**
     * Every guest matching a filter, for the CSV export (streams in pages to keep memory flat),
     * each with the names of their parts in the parts' order (none: an event in one part).
     */
    async *exportRows(
      actor: CurrentUser | null,
      eventId: string,
      q: Pick<GuestListQuery, "search" | "status" | "partId">,
    ) {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      const where = and(
        repo.listFilter(eventId, q),
        q.partId ? parts.invitedTo(q.partId, guests.id) : undefined,
      );
      const eventParts = await parts.list(eventId);
      const names = new Map(eventParts.map((p) => [p.id, p.name]));
      for await (const rows of allGuestsInBatches(db, eventId, where, 1000)) {
        const answers = await parts.answersOf(
          eventParts,
          rows.map((r) => r.id),
        );
        for (const r of rows) {
          const invited: GuestPart[] = answers.get(r.id) ?? [];
          yield { ...r, partNames: invited.map((a) => names.get(a.partId) ?? "") };
        }
      }
    },

    /** The event's parts in order (none: an event in one part). */
    partsOf: (eventId: string) => parts.list(eventId),
  };
}
