import {
  maxPartsPerEvent,
  type Part,
  type PartCounts,
  type PartInput,
  partMessages,
} from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import { type EventsService, eventRowTopic, lockEventRow } from "../events/service.ts";
import { touchGuests } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import { createNoticeCache } from "../realtime/notice-cache.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { createPartAnswers } from "./answers.ts";
import type { PartRow } from "./repository.ts";
import * as repo from "./repository.ts";

// Events in parts (issue 36, decision 0033): the parts of an event, who is invited to which, and
// the rules of an answer per part (each part's capacity and waitlist). An event with no parts is
// untouched by all of this: every read here answers "no parts" and the features go on as before.

// The overall status from the answers per part lives in the contract: the guest form shows it too.
export { statusFromParts } from "../../contract/parts.ts";
export type { PartRow } from "./repository.ts";
// The named read other features compose into statements of their own (repository.ts says how).
export { eventPartAnswers } from "./repository.ts";

const noPermission = "You do not have permission to edit this event";

export const partOf = (row: PartRow): Part => ({
  id: row.id,
  position: row.position,
  name: row.name,
  date: row.date,
  startTime: row.startTime,
  endTime: row.endTime,
  venue: row.venue,
  note: row.note,
  capacity: row.capacity,
  isPublic: row.isPublic,
});

export function createPartsService({
  db,
  events,
  realtime,
}: {
  db: Db;
  events: EventsService;
  realtime: Pick<Realtime, "subscribe">;
}) {
  // Invitations and answers (answers.ts): the rules of a Yes under a part's capacity.
  const { promote, settleStatuses, ...answers } = createPartAnswers({ db });

  // Every page of an event's guest list, reply page and door reads the event's parts (none, for an
  // event in one part): kept with the event's row, and dropped on the same notice, which the
  // database also sends when a part changes (migration 0014). A write here forgets its own change
  // at once, since on PostgreSQL the notice arrives a moment after the commit.
  const keptParts = createNoticeCache<PartRow[]>({
    ttlMs: 30_000,
    maxEntries: 5_000,
    topic: eventRowTopic,
    realtime,
  });
  const keptRows = (eventId: string): Promise<PartRow[]> =>
    keptParts.read(eventId, () => repo.partsOf(db, eventId));
  /** Runs a write to the event's parts, then forgets the parts kept for it. */
  async function changingParts<T>(eventId: string, write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } finally {
      keptParts.forget(eventId);
    }
  }

  async function hostEvent(actor: CurrentUser | null, eventId: string): Promise<EventRow> {
    if (!actor) throw new AppError("unauthenticated", "You must be logged in");
    return events.manageable(actor, eventId, noPermission);
  }

  /** The part and its event, if the actor runs the event. */
  async function hostPart(actor: CurrentUser | null, eventId: string, partId: string): Promise<PartRow> {
    await hostEvent(actor, eventId);
    const part = await repo.partById(db, partId);
    if (!part || part.eventId !== eventId) throw new AppError("not_found", partMessages.notFound);
    return part;
  }

  async function counts(eventId: string): Promise<PartCounts[]> {
    const byPart = new Map<string, PartCounts>();
    for (const row of await repo.countRows(db, eventId)) {
      const c = byPart.get(row.partId) ?? {
        partId: row.partId,
        invited: 0,
        confirmed: 0,
        waitlisted: 0,
        declined: 0,
        seats: 0,
      };
      c[row.status] = row.guests;
      if (row.status === "confirmed") c.seats = row.seats;
      byPart.set(row.partId, c);
    }
    return [...byPart.values()];
  }

  return {
    /** The event's parts in order; empty for an event in one part. */
    async list(eventId: string): Promise<Part[]> {
      return (await keptRows(eventId)).map(partOf);
    },

    /** The parts kept per event (keptParts), to be emptied when the server falls quiet. */
    keptParts: { clear: (): number => keptParts.clear() },

    /** The event's part rows in order: kept ones, or inside a transaction (`conn`) as they stand there. */
    rows: (eventId: string, conn: Db | Tx = db) =>
      conn === db ? keptRows(eventId) : repo.partsOf(conn, eventId),

    /** The host's view: the parts and, per part, the guests by answer and the people coming. */
    async forHost(actor: CurrentUser | null, eventId: string) {
      await hostEvent(actor, eventId);
      return { parts: (await repo.partsOf(db, eventId)).map(partOf), counts: await counts(eventId) };
    },

    counts,

    /**
     * Adds a part at the end, every guest invited to it. The first part of an event takes over the
     * answers the guests gave before it had parts.
     */
    async create(actor: CurrentUser | null, eventId: string, input: PartInput): Promise<Part> {
      await hostEvent(actor, eventId);
      return changingParts(eventId, () =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          const existing = await repo.partsOf(tx, eventId);
          if (existing.length >= maxPartsPerEvent)
            throw new AppError("validation_failed", partMessages.tooMany);
          const part = await repo.insertPart(tx, eventId, input);
          await repo.inviteEveryone(tx, part, existing.length === 0);
          // hostEvent refused anonymous callers.
          await activity.record(tx, { eventId, actor: actor!, action: "part_added", subject: part.name });
          return partOf(part);
        }),
      );
    },

    async update(
      actor: CurrentUser | null,
      eventId: string,
      partId: string,
      input: PartInput,
    ): Promise<Part> {
      await hostPart(actor, eventId, partId);
      return changingParts(eventId, () =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          const row = await repo.updatePart(tx, partId, input);
          if (!row) throw new AppError("not_found", partMessages.notFound);
          // A larger capacity lets the part's waitlist move up.
          await promote(tx, row);
          await activity.record(tx, { eventId, actor: actor!, action: "part_edited", subject: row.name });
          return partOf(row);
        }),
      );
    },

    async reorder(actor: CurrentUser | null, eventId: string, partIds: string[]): Promise<Part[]> {
      await hostEvent(actor, eventId);
      return changingParts(eventId, () =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          const existing = await repo.partsOf(tx, eventId);
          const same =
            partIds.length === existing.length &&
            new Set(partIds).size === partIds.length &&
            existing.every((p) => partIds.includes(p.id));
          if (!same) throw new AppError("validation_failed", partMessages.orderMismatch);
          await repo.setPositions(tx, eventId, partIds);
          return (await repo.partsOf(tx, eventId)).map(partOf);
        }),
      );
    },

    /** How many guests answered the part (a removal asks first when any did). */
    async answered(actor: CurrentUser | null, eventId: string, partId: string): Promise<number> {
      await hostPart(actor, eventId, partId);
      return repo.answeredCount(db, partId);
    },

    /**
     * Removes a part and every invitation to it. Returns the part and the guests with an address who
     * had said yes, read before the removal, for the caller to tell when the host asked to.
     */
    async remove(actor: CurrentUser | null, eventId: string, partId: string) {
      const part = await hostPart(actor, eventId, partId);
      return changingParts(eventId, () =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          const told = await repo.confirmedGuestsOf(tx, part);
          const affected = (await repo.partsOfGuestsInPart(tx, partId)).map((r) => r.guestId);
          await repo.deletePart(tx, partId);
          const rest = await repo.partsOf(tx, eventId);
          await repo.setPositions(
            tx,
            eventId,
            rest.map((p) => p.id),
          );
          // Each guest's overall answer follows from the parts left (none left: as they stand).
          if (rest.length > 0) await settleStatuses(tx, affected);
          else await touchGuests(tx, affected);
          await activity.record(tx, { eventId, actor: actor!, action: "part_removed", subject: part.name });
          return { part: partOf(part), told };
        }),
      );
    },

    /**
     * Invites guests (by id, or a category's) to exactly these parts. Their answers to the parts
     * they keep stay; an answer to a part they lose goes with it (parts of another event: refused).
     */
    async invite(
      actor: CurrentUser | null,
      eventId: string,
      who: { guestIds?: string[]; category?: string },
      partIds: string[],
    ): Promise<{ guests: number }> {
      await hostEvent(actor, eventId);
      return db.transaction(async (tx) => {
        await lockEventRow(tx, eventId);
        const guestIds =
          who.category !== undefined
            ? await repo.guestIdsInCategory(tx, eventId, who.category)
            : [...new Set(who.guestIds ?? [])];
        if (!(await repo.allGuestsOf(tx, eventId, guestIds)))
          throw new AppError("not_found", "Guest not found");
        await answers.reinvite(tx, eventId, guestIds, partIds);
        return { guests: guestIds.length };
      });
    },

    /** The routes' check, before a body is read: the caller runs the event (owner or co-host). */
    async mayManage(actor: CurrentUser | null, eventId: string): Promise<void> {
      await hostEvent(actor, eventId);
    },

    /** Before a removal: how many guests answered the part, and how many who said yes can be told. */
    async removalNotice(actor: CurrentUser | null, eventId: string, partId: string) {
      const part = await hostPart(actor, eventId, partId);
      const [answered, toTell] = await Promise.all([
        repo.answeredCount(db, partId),
        repo.confirmedMailableCount(db, part),
      ]);
      return { answered, toTell };
    },
    /** The event, if the actor runs it (the invitation route's check before it reads a body). */
    hostEvent,
    /** The part, if it is one of the event's; null otherwise (a message or reminder names it). */
    async partOfEvent(eventId: string, partId: string): Promise<Part | null> {
      const row = await repo.partById(db, partId);
      return row && row.eventId === eventId ? partOf(row) : null;
    },

    // Who is invited to what and their answers (answers.ts): the guests feature's port, the
    // reply, the door and the messages to one part.
    ...answers,
  };
}

export type PartsService = ReturnType<typeof createPartsService>;

/** The invitations to one part with their answers, as a subquery to join (the door's list of a part). */
export const partAnswers = repo.partAnswers;
