import { guestMessages } from "../../contract/guests.ts";
import type { PartReply } from "../../contract/parts.ts";
import type { PartyAnswers, PersonAnswer } from "../../contract/party.ts";
import { limitMessages } from "../../contract/payments.ts";
import type { RsvpResponse } from "../../contract/rsvp.ts";
import type { Db, Tx } from "../db/client.ts";
import { lockEventRow } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { checkGuestRoom, type GuestPlans } from "./guest-limit.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";
import type { GuestRow } from "./guest-row.ts";
import * as repo from "./repository.ts";
import { promoteWaitlist, statusForAttending } from "./seating.ts";

// The rules of a guest's own reply (RSVP, an open registration, a walk-in at the door): which
// status it gives under the event's capacity and package, and who moves up from the waitlist.
// Part of the guests service (service.ts spreads these in), kept apart to stay readable.

/**
 * A guest's reply as the RSVP feature keeps it: RSVP has already checked the +1s and dropped what
 * the host did not ask for; the guests service decides the status (seats, waitlist).
 */
export type ReplyFields = {
  response: RsvpResponse;
  plusOnes: string[];
  plusOneAnswers: PersonAnswer[];
  mealChoice: string | null;
  dietaryNotes: string;
  /** A Maybe or No keeps what the guest answered when attending, out of the host's sight. */
  heldAnswers: PartyAnswers | null;
  noteToHost: string;
  respondedAt: Date;
  /** At an event in parts: the answer per part, which decides the status (decision 0033). */
  parts?: PartReply[];
};

/** The status an RSVP response gives, under the capacity rules (the event row locked by the caller). */
export async function replyStatus(
  tx: Tx,
  eventId: string,
  capacity: number | null,
  reply: Pick<ReplyFields, "response" | "plusOnes">,
  guest?: Pick<GuestRow, "id" | "status">,
) {
  if (reply.response === "not_attending") return "declined" as const;
  if (reply.response === "maybe") return "maybe" as const;
  if (guest?.status === "confirmed" && capacity === null) return "confirmed" as const;
  return statusForAttending(tx, eventId, capacity, guest?.id, reply.plusOnes);
}

export function createGuestReplies({
  db,
  plans,
  parts,
}: {
  db: Db;
  plans?: GuestPlans;
  parts: GuestPartsPort;
}) {
  /**
   * A reply per part: the parts' capacities decide, the event's own capacity is not applied (an
   * event in parts holds its seats per part), so there is no event-wide waitlist to move up.
   */
  async function applyPartsReply(
    guest: GuestRow,
    answers: PartReply[],
    fields: Omit<ReplyFields, "response">,
  ) {
    return db.transaction(async (tx) => {
      await lockEventRow(tx, guest.eventId);
      const current = await repo.guestById(tx, guest.id);
      if (!current) throw new AppError("not_found", guestMessages.notFound);
      const { status } = await parts.answer(tx, { ...guest, plusOnes: fields.plusOnes }, answers);
      const row = await repo.setGuest(tx, guest.id, { status, ...fields });
      if (!row) throw new AppError("not_found", guestMessages.notFound);
      return row;
    });
  }

  return {
    /**
     * Records a guest's reply under the capacity rules, in one transaction with the event locked:
     * a guest leaving a confirmed seat lets the waitlist move up. Returns the new status.
     */
    /** Saves a guest's reply and returns their row as it now is. */
    async applyReply(guest: GuestRow, reply: ReplyFields): Promise<GuestRow> {
      const { response: _, parts: answers, ...fields } = reply;
      if (answers) return applyPartsReply(guest, answers, fields);
      if (reply.response !== "attending" && guest.status !== "confirmed") {
        // Maybe or No from someone who holds no seat frees none and takes none: one statement, if
        // they still hold none (a reply of theirs may race this one). It still locks the event row
        // first, so two replies cannot deadlock on the counts rows (repository.ts).
        const saved = await repo.saveSeatlessReply(db, guest, {
          status: reply.response === "maybe" ? "maybe" : "declined",
          ...fields,
        });
        if (saved) {
          return saved;
        }
      }
      const saved = await db.transaction(async (tx) => {
        const { capacity } = await lockEventRow(tx, guest.eventId);
        const current = await repo.guestById(tx, guest.id);
        const next = await replyStatus(tx, guest.eventId, capacity, reply, current ?? guest);
        const row = await repo.setGuest(tx, guest.id, { status: next, ...fields });
        // Removed from the list while they answered.
        if (!current || !row) throw new AppError("not_found", guestMessages.notFound);
        if (current.status === "confirmed" && next !== "confirmed")
          await promoteWaitlist(tx, guest.eventId, capacity);
        return row;
      });
      return saved;
    },

    /**
     * A newcomer's open reply: joins the list confirmed, or on the waitlist when the seats for them
     * and their +1s are taken.
     */
    async addOpenGuest(
      eventId: string,
      input: ReplyFields & { name: string; email: string; plusOnesAllowed: number },
    ) {
      const { response: _, parts: answers, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        const { capacity } = await lockEventRow(tx, eventId);
        await checkGuestRoom(plans, tx, eventId, { refusal: limitMessages.registrationFull });
        if (answers) {
          // At an event in parts: invited to the parts they chose, each answered under its capacity.
          const added = await repo.insertGuest(tx, { eventId, status: "invited", ...fields });
          await parts.join(
            tx,
            eventId,
            added.id,
            answers.map((a) => a.partId),
          );
          const { status } = await parts.answer(tx, added, answers);
          return (await repo.setGuest(tx, added.id, { status, ...fields })) ?? added;
        }
        const status = await replyStatus(tx, eventId, capacity, input);
        const added = await repo.insertGuest(tx, { eventId, status, ...fields });
        // A stranger without a say on parts is invited to those open to registration.
        await parts.inviteNew(tx, eventId, [added.id], undefined, true);
        return added;
      });
      return row;
    },

    /**
     * Someone not on the list let in at the door (check-in): joins the list attending with their
     * party as +1s, so the headcount counts them. Inside the caller's transaction, so the door
     * action that adds them is applied once; capacity does not apply to people already inside, the
     * package's guest limit does. The caller announces the change (`changed`) after committing.
     */
    async addWalkIn(tx: Tx, eventId: string, input: { name: string; party: number }): Promise<GuestRow> {
      await lockEventRow(tx, eventId);
      await checkGuestRoom(plans, tx, eventId);
      const plusOnes = Array.from({ length: input.party - 1 }, (_, i) => `${input.name} +${i + 1}`);
      return repo.insertGuest(tx, {
        eventId,
        name: input.name,
        status: "confirmed",
        plusOnesAllowed: plusOnes.length,
        plusOnes,
      });
    },
  };
}
