import type { GuestStatus } from "../../contract/guests.ts";
import {
  type GuestPart,
  guestPartsMessages,
  type HostPartAnswer,
  overallStatus,
  type Part,
  type PartReply,
  partAnswerForStatus,
  partMessages,
  statusFromParts,
} from "../../contract/parts.ts";
import type { Db, Tx } from "../db/client.ts";
import { setGuestStatus, touchGuests } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { GuestPartRow, PartRow } from "./repository.ts";
import * as repo from "./repository.ts";

// Who is invited to which part and their answers (decision 0033): the rules of an answer under a
// part's capacity and its waitlist, whoever gives it (the guest's reply, the host's form, the bulk
// choice, an import, a walk-in at the door). The host's management of the parts is service.ts's.

type Guest = { id: string; eventId: string; plusOnes: string[] };

/** The host's choice for one guest on the guest form (guests/guest-parts-port.ts says what each means). */
export type HostPartChoice = {
  partIds?: string[];
  answers?: HostPartAnswer[];
  status: GuestStatus;
  /** The guest's status before the edit; null: a guest being added. */
  before: GuestStatus | null;
};

/** Refuses part ids that are not the event's parts (an event without parts has none to name). */
function known(parts: PartRow[], partIds: string[]) {
  if (!partIds.every((id) => parts.some((p) => p.id === id)))
    throw new AppError("validation_failed", partMessages.unknownParts);
  if (parts.length > 0 && partIds.length === 0)
    throw new AppError("validation_failed", guestPartsMessages.choose);
}

/** Rows of guest_parts as the answers the API shows, in the order of `parts`. */
function inPartsOrder(
  parts: Pick<Part, "id">[],
  rows: Pick<GuestPartRow, "partId" | "status" | "party">[],
): GuestPart[] {
  const order = new Map(parts.map((p, i) => [p.id, i]));
  return [...rows]
    .sort((a, b) => (order.get(a.partId) ?? 0) - (order.get(b.partId) ?? 0))
    .map((r) => ({ partId: r.partId, status: r.status, party: r.party }));
}

export function createPartAnswers({ db }: { db: Db }) {
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

  /**
   * Puts guests on exactly these parts, inside the caller's transaction with the event locked:
   * answers to the parts kept stay, a part lost takes its answer along and its waitlist moves up,
   * and each guest's overall status follows their answers (bulk invitations, an import).
   */
  async function reinvite(tx: Tx, eventId: string, guestIds: string[], partIds: string[]) {
    const parts = await repo.partsOf(tx, eventId);
    known(parts, partIds);
    if (parts.length === 0 || guestIds.length === 0) return;
    await repo.setInvitedParts(tx, eventId, guestIds, partIds);
    await settleStatuses(tx, guestIds);
    for (const part of parts) if (!partIds.includes(part.id)) await promote(tx, part);
  }

  /**
   * The seat a Yes to a part gets: kept when the guest already has one, else one under the part's
   * capacity, else the part's waitlist. `party`: how many of theirs come.
   */
  async function seatFor(tx: Tx, part: PartRow, before: GuestPartRow, party: number) {
    const taken =
      (await repo.seatsConfirmed(tx, part.id)) - (before.status === "confirmed" ? before.party : 0);
    return part.capacity === null || taken + party <= part.capacity ? "confirmed" : "waitlisted";
  }

  /** Each guest's parts and answers in the order of `parts`, known already (guests of none: absent). */
  async function answersOf(parts: Pick<Part, "id">[], guestIds: string[], conn: Db | Tx = db) {
    const byGuest = new Map<string, GuestPartRow[]>();
    if (parts.length === 0) return new Map<string, GuestPart[]>();
    for (const r of await repo.partsOfGuests(conn, guestIds))
      byGuest.set(r.guestId, [...(byGuest.get(r.guestId) ?? []), r]);
    return new Map([...byGuest].map(([guestId, rows]) => [guestId, inPartsOrder(parts, rows)]));
  }

  return {
    promote,
    settleStatuses,
    reinvite,
    answersOf,

    /** Each part's waitlist moves up as far as its seats allow; whether the event has parts. */
    async moveWaitlistsUp(tx: Tx, eventId: string): Promise<boolean> {
      const parts = await repo.partsOf(tx, eventId);
      for (const part of parts) await promote(tx, part);
      return parts.length > 0;
    },

    /** Each guest's parts and answers, in the parts' order (guests with none: absent). */
    async ofGuests(eventId: string, guestIds: string[], conn: Db | Tx = db) {
      return answersOf(await repo.partsOf(conn, eventId), guestIds, conn);
    },

    /**
     * Records a guest's answers per part inside the caller's transaction, with the event row locked
     * (the guests feature's reply), under each part's capacity: a Yes that does not fit waits on the
     * part's waitlist; a Yes withdrawn lets the part's waitlist move up. A part the guest is not
     * invited to is refused; a part left unanswered keeps its answer. Returns the guest's overall
     * status (statusFromParts) and their answers.
     */
    async answer(tx: Tx, guest: Guest, replies: PartReply[]) {
      const parts = await repo.partsOf(tx, guest.eventId);
      const mine = new Map((await repo.partsOfGuests(tx, [guest.id])).map((r) => [r.partId, r]));
      const now = new Date();
      for (const reply of replies) {
        const part = parts.find((p) => p.id === reply.partId);
        const before = mine.get(reply.partId);
        if (!part || !before) throw new AppError("validation_failed", partMessages.notInvitedToPart);
        const party = reply.attending ? Math.min(reply.party, 1 + guest.plusOnes.length) : 0;
        const status = reply.attending ? await seatFor(tx, part, before, party) : "declined";
        await repo.setAnswer(tx, guest.id, part.id, { status, party, respondedAt: now });
        mine.set(part.id, { ...before, status, party, respondedAt: now });
        if (before.status === "confirmed" && (status !== "confirmed" || party < before.party))
          await promote(tx, part);
      }
      const answers = inPartsOrder(parts, [...mine.values()]);
      return { status: statusFromParts(answers), parts: answers };
    },

    /**
     * The host's choice on the guest form, inside its transaction with the event locked: the parts
     * the guest is invited to (a part lost takes its answer along) and an answer per part, each Yes
     * under the part's capacity as a guest's reply would be (past it: the part's waitlist). Without
     * answers, a changed status answers every part of the guest alike; a new guest is invited to
     * every part unless the host chose. Returns the overall status the guest now has, or null for an
     * event without parts (the host's status then stands as saved).
     */
    async hostChoice(tx: Tx, guest: Guest, choice: HostPartChoice): Promise<GuestStatus | null> {
      const parts = await repo.partsOf(tx, guest.eventId);
      if (choice.partIds) known(parts, choice.partIds);
      if (parts.length === 0) {
        // An event in one part has no part to answer for.
        if (choice.answers?.length) throw new AppError("validation_failed", partMessages.unknownParts);
        return null;
      }
      const partIds = choice.partIds ?? (choice.before === null ? parts.map((p) => p.id) : undefined);
      if (partIds) await repo.setInvitedParts(tx, guest.eventId, [guest.id], partIds);
      const mine = new Map((await repo.partsOfGuests(tx, [guest.id])).map((r) => [r.partId, r]));
      const byStatus = choice.status !== choice.before ? partAnswerForStatus[choice.status] : null;
      const wanted =
        choice.answers ?? (byStatus ? [...mine.keys()].map((partId) => ({ partId, status: byStatus })) : []);
      const now = new Date();
      for (const w of wanted) {
        const part = parts.find((p) => p.id === w.partId);
        const before = mine.get(w.partId);
        if (!part || !before) throw new AppError("validation_failed", guestPartsMessages.answerNotInvited);
        const wantsSeat = w.status === "confirmed" || w.status === "waitlisted";
        // A seat they hold, or a place on the waitlist they keep, stays as it is.
        if (wantsSeat && (before.status === "confirmed" || before.status === w.status)) continue;
        if (!wantsSeat && before.status === w.status) continue;
        const party = wantsSeat ? (before.party > 0 ? before.party : 1 + guest.plusOnes.length) : 0;
        const status = wantsSeat ? await seatFor(tx, part, before, party) : w.status;
        const respondedAt = status === "invited" ? null : now;
        await repo.setAnswer(tx, guest.id, part.id, { status, party, respondedAt });
        mine.set(part.id, { ...before, status, party, respondedAt });
      }
      // Seats given up (a part lost, a Yes taken back) let each part's waitlist move up.
      for (const part of parts) await promote(tx, part);
      const answers = (await repo.partsOfGuests(tx, [guest.id])).map((r) => ({ status: r.status }));
      return overallStatus(answers, choice.status);
    },

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

    invitedTo: repo.invitedToPart,
    answersColumn: repo.answersOfGuestColumn,
    answersIn: (parts: Pick<Part, "id">[], value: unknown) =>
      inPartsOrder(parts, repo.answersFromColumn(value)),

    async invitedCount(eventId: string, partId: string): Promise<number> {
      // Another event's part counts nothing here (its count is not this host's to read).
      const rows = await repo.countRowsOfPart(db, eventId, partId);
      return rows.reduce((sum, r) => sum + r.guests, 0);
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
}
