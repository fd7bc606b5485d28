import type { GuestStatus } from "../../contract/guests.ts";
import {
  type GuestPart,
  guestPartsMessages,
  maxPartsPerEvent,
  type Part,
  type PartCounts,
  type PartInput,
  type PartReply,
  partMessages,
} from "../../contract/parts.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventRow } from "../events/event-row.ts";
import { type EventsService, lockEventRow } from "../events/service.ts";
import { setGuestStatus, touchGuests } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PartRow } from "./repository.ts";
import * as repo from "./repository.ts";

// Events in parts (issue 36, decision 0033): the parts of an event, who is invited to which, and
// the rules of an answer per part (each part's capacity and waitlist). An event with no parts is
// untouched by all of this: every read here answers "no parts" and the features go on as before.

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

/** A guest's overall status from their answers per part: Attending while they come to any part. */
export function statusFromParts(answers: Pick<GuestPart, "status">[]): GuestStatus {
  if (answers.some((a) => a.status === "confirmed")) return "confirmed";
  if (answers.some((a) => a.status === "waitlisted")) return "waitlisted";
  if (answers.length > 0 && answers.every((a) => a.status === "declined")) return "declined";
  return "invited";
}

export function createPartsService({ db, events }: { db: Db; events: EventsService }) {
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

  /** Moves a part's waitlisted answers up, first come first served, while their party fits. */
  async function promote(tx: Tx, part: PartRow): Promise<void> {
    if (part.capacity === null) return;
    let free = part.capacity - (await repo.seatsConfirmed(tx, part.id));
    for (const waiting of await repo.waitlistOf(tx, part.id)) {
      // Strict order: a big party at the head is not skipped for a smaller one behind it.
      if (waiting.party > free) break;
      await repo.setAnswer(tx, waiting.guestId, part.id, {
        status: "confirmed",
        party: waiting.party,
        respondedAt: new Date(),
      });
      await setGuestStatus(tx, waiting.guestId, "confirmed");
      free -= waiting.party;
    }
  }

  return {
    /** The event's parts in order; empty for an event in one part. */
    async list(eventId: string): Promise<Part[]> {
      return (await repo.partsOf(db, eventId)).map(partOf);
    },

    rows: (eventId: string, conn: Db | Tx = db) => repo.partsOf(conn, eventId),

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
      return db.transaction(async (tx) => {
        await lockEventRow(tx, eventId);
        const existing = await repo.partsOf(tx, eventId);
        if (existing.length >= maxPartsPerEvent)
          throw new AppError("validation_failed", partMessages.tooMany);
        const part = await repo.insertPart(tx, eventId, input);
        await repo.inviteEveryone(tx, part, existing.length === 0);
        // hostEvent refused anonymous callers.
        await activity.record(tx, { eventId, actor: actor!, action: "part_added", subject: part.name });
        return partOf(part);
      });
    },

    async update(
      actor: CurrentUser | null,
      eventId: string,
      partId: string,
      input: PartInput,
    ): Promise<Part> {
      await hostPart(actor, eventId, partId);
      return db.transaction(async (tx) => {
        await lockEventRow(tx, eventId);
        const row = await repo.updatePart(tx, partId, input);
        if (!row) throw new AppError("not_found", partMessages.notFound);
        // A larger capacity lets the part's waitlist move up.
        await promote(tx, row);
        await activity.record(tx, { eventId, actor: actor!, action: "part_edited", subject: row.name });
        return partOf(row);
      });
    },

    async reorder(actor: CurrentUser | null, eventId: string, partIds: string[]): Promise<Part[]> {
      await hostEvent(actor, eventId);
      return db.transaction(async (tx) => {
        await lockEventRow(tx, eventId);
        const existing = await repo.partsOf(tx, eventId);
        const same =
          partIds.length === existing.length &&
          new Set(partIds).size === partIds.length &&
          existing.every((p) => partIds.includes(p.id));
        if (!same) throw new AppError("validation_failed", partMessages.orderMismatch);
        await repo.setPositions(tx, eventId, partIds);
        return (await repo.partsOf(tx, eventId)).map(partOf);
      });
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
      return db.transaction(async (tx) => {
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
      });
    },

    /**
     * Invites guests (by id, or a category's) to exactly these parts. Their answers to the parts
     * they keep stay; an answer to a part they lose goes with it.
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
        const parts = await repo.partsOf(tx, eventId);
        if (!partIds.every((id) => parts.some((p) => p.id === id)))
          throw new AppError("validation_failed", partMessages.unknownParts);
        const guestIds =
          who.category !== undefined
            ? await repo.guestIdsInCategory(tx, eventId, who.category)
            : [...new Set(who.guestIds ?? [])];
        if (!(await repo.allGuestsOf(tx, eventId, guestIds)))
          throw new AppError("not_found", "Guest not found");
        await repo.setInvitedParts(tx, eventId, guestIds, partIds);
        await settleStatuses(tx, guestIds);
        for (const part of parts) await promote(tx, part);
        return { guests: guestIds.length };
      });
    },

    /** Each guest's parts and answers, in the parts' order (guests with none: absent). */
    async ofGuests(
      eventId: string,
      guestIds: string[],
      conn: Db | Tx = db,
    ): Promise<Map<string, GuestPart[]>> {
      const order = new Map((await repo.partsOf(conn, eventId)).map((p) => [p.id, p.position]));
      const byGuest = new Map<string, GuestPart[]>();
      const rows = await repo.partsOfGuests(conn, guestIds);
      rows.sort((a, b) => (order.get(a.partId) ?? 0) - (order.get(b.partId) ?? 0));
      for (const r of rows) {
        const list = byGuest.get(r.guestId) ?? [];
        list.push({ partId: r.partId, status: r.status, party: r.party });
        byGuest.set(r.guestId, list);
      }
      return byGuest;
    },

    /**
     * Records a guest's answers per part inside the caller's transaction, with the event row locked
     * (the guests feature's reply), under each part's capacity: a Yes that does not fit waits on the
     * part's waitlist; a Yes withdrawn lets the part's waitlist move up. A part the guest is not
     * invited to is refused; a part left unanswered keeps its answer. Returns the guest's overall
     * status (statusFromParts) and their answers.
     */
    async answer(
      tx: Tx,
      guest: { id: string; eventId: string; plusOnes: string[] },
      replies: PartReply[],
    ): Promise<{ status: GuestStatus; parts: GuestPart[] }> {
      const parts = await repo.partsOf(tx, guest.eventId);
      const mine = new Map((await repo.partsOfGuests(tx, [guest.id])).map((r) => [r.partId, r]));
      const now = new Date();
      for (const reply of replies) {
        const part = parts.find((p) => p.id === reply.partId);
        const before = mine.get(reply.partId);
        if (!part || !before) throw new AppError("validation_failed", partMessages.notInvitedToPart);
        const party = reply.attending ? Math.min(reply.party, 1 + guest.plusOnes.length) : 0;
        let status: GuestPart["status"] = "declined";
        if (reply.attending) {
          const taken =
            (await repo.seatsConfirmed(tx, part.id)) - (before.status === "confirmed" ? before.party : 0);
          status = part.capacity === null || taken + party <= part.capacity ? "confirmed" : "waitlisted";
        }
        await repo.setAnswer(tx, guest.id, part.id, { status, party, respondedAt: now });
        mine.set(part.id, { ...before, status, party, respondedAt: now });
        if (before.status === "confirmed" && (status !== "confirmed" || party < before.party))
          await promote(tx, part);
      }
      const order = new Map(parts.map((p) => [p.id, p.position]));
      const answers = [...mine.values()]
        .sort((a, b) => (order.get(a.partId) ?? 0) - (order.get(b.partId) ?? 0))
        .map((r) => ({ partId: r.partId, status: r.status, party: r.party }));
      return { status: statusFromParts(answers), parts: answers };
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
    // Who is invited to what, for the guests feature (its port, guests/guest-parts-port.ts).

    /**
     * Invites guests just added, in the insert's transaction, to these parts or, without a say, to
     * all (`publicOnly`: those a stranger registering may choose). Their status as given carries over.
     */
    async inviteNew(tx: Tx, eventId: string, guestIds: string[], partIds?: string[], publicOnly = false) {
      const parts = await repo.partsOf(tx, eventId);
      const chosen = partIds ?? parts.filter((p) => p.isPublic || !publicOnly).map((p) => p.id);
      known(parts, chosen);
      const pairs = guestIds.flatMap((guestId) => chosen.map((partId) => ({ guestId, partId })));
      await repo.invitePairs(tx, eventId, pairs, true);
    },

    /**
     * The host's choice of a guest's parts on the guest form, inside its transaction: answers to the
     * parts kept stay, a part lost takes its answer along (its waitlist may move up). The guest's
     * overall status is the one the host saved on the form.
     */
    async setParts(tx: Tx, eventId: string, guestIds: string[], partIds: string[]) {
      const parts = await repo.partsOf(tx, eventId);
      known(parts, partIds);
      if (parts.length === 0) return;
      await repo.setInvitedParts(tx, eventId, guestIds, partIds);
      for (const part of parts) if (!partIds.includes(part.id)) await promote(tx, part);
    },

    invitedTo: repo.invitedToPart,

    async invitedCount(eventId: string, partId: string): Promise<number> {
      // Another event's part counts nothing here (its count is not this host's to read).
      const rows = await repo.countRowsOfPart(db, eventId, partId);
      return rows.reduce((sum, r) => sum + r.guests, 0);
    },

    /** The event, if the actor runs it (the invitation route's check before it reads a body). */
    hostEvent,
    /** The part, if it is one of the event's; null otherwise (a message or reminder names it). */
    async partOfEvent(eventId: string, partId: string): Promise<Part | null> {
      const row = await repo.partById(db, partId);
      return row && row.eventId === eventId ? partOf(row) : null;
    },

    /** The guests coming to one part (their answer to it is Yes): whom "Going to {part}" reaches. */
    confirmedGuestIds: (partId: string) => repo.confirmedGuestIdsOf(db, partId),

    /**
     * Invites a newcomer who registered on the public page to exactly the parts they chose, inside
     * the registration's transaction; only public parts of the event may be chosen.
     */
    async join(tx: Tx, eventId: string, guestId: string, partIds: string[]): Promise<void> {
      const open = new Set((await repo.partsOf(tx, eventId)).filter((p) => p.isPublic).map((p) => p.id));
      if (partIds.length === 0 || !partIds.every((id) => open.has(id)))
        throw new AppError("validation_failed", partMessages.unknownParts);
      await repo.setInvitedParts(tx, eventId, [guestId], partIds);
    },

    /** People coming to a part: the seats of its confirmed answers (the door's "expected"). */
    seatsComing: (partId: string) => repo.seatsConfirmed(db, partId),

    /** A guest's answer to one part, or null when they are not invited to it (a pass at its door). */
    async answerOf(conn: Db | Tx, guestId: string, partId: string): Promise<GuestPart | null> {
      const row = (await repo.partsOfGuests(conn, [guestId])).find((r) => r.partId === partId);
      return row ? { partId, status: row.status, party: row.party } : null;
    },

    /**
     * A walk-in at a part's door, in the caller's transaction: invited to that part only and coming
     * with their party (the door admits them whatever the part's capacity: they are there).
     */
    async walkIn(tx: Tx, guest: { id: string; eventId: string }, partId: string, party: number) {
      await repo.setWalkInAnswer(tx, guest.eventId, guest.id, partId, party);
    },
  };

  /** Refuses part ids that are not the event's parts (an event without parts has none to name). */
  function known(parts: PartRow[], partIds: string[]) {
    if (!partIds.every((id) => parts.some((p) => p.id === id)))
      throw new AppError("validation_failed", partMessages.unknownParts);
    if (parts.length > 0 && partIds.length === 0)
      throw new AppError("validation_failed", guestPartsMessages.choose);
  }

  /** Sets each guest's overall status from their answers per part, and marks them changed. */
  async function settleStatuses(tx: Tx, guestIds: string[]) {
    const rows = await repo.partsOfGuests(tx, guestIds);
    for (const guestId of guestIds) {
      const answers = rows.filter((r) => r.guestId === guestId);
      if (answers.length === 0) continue;
      const status = statusFromParts(answers);
      // No answer yet to any of their parts: a host's Invited or Maybe stays; a past answer goes.
      await setGuestStatus(
        tx,
        guestId,
        status,
        status === "invited" ? ["confirmed", "waitlisted", "declined"] : undefined,
      );
    }
    await touchGuests(tx, guestIds);
  }
}

export type PartsService = ReturnType<typeof createPartsService>;

/** The invitations to one part with their answers, as a subquery to join (the door's list of a part). */
export const partAnswers = repo.partAnswers;
