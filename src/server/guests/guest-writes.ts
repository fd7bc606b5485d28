import { type GuestInput, guestMessages } from "../../contract/guests.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import { isUniqueViolation } from "../db/unique-violation.ts";
import type { EventRow } from "../events/event-row.ts";
import { lockEventRow } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import { checkGuestRoom, type GuestPlans } from "./guest-limit.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";
import type { GuestRow } from "./guest-row.ts";
import * as repo from "./repository.ts";
import { promoteWaitlist } from "./seating.ts";
import type { guests } from "./tables.ts";

// The host's writes of a guest list: a guest added or edited on the form (with their parts and
// answers per part at an event in parts), guests removed, many added at once, a guest forgotten.

/** A guest added in bulk (demo and scale data): no duplicate check, statuses as given. */
export type NewGuest = Pick<typeof guests.$inferInsert, "name" | "email" | "phone" | "category" | "status">;

export type GuestWritesDeps = {
  db: Db;
  plans?: GuestPlans;
  parts: GuestPartsPort;
  ownedEvent: (actor: CurrentUser | null, eventId: string, refusal: string) => Promise<EventRow>;
  ownedGuest: (actor: CurrentUser | null, guestId: string) => Promise<GuestRow>;
};

/** A write of a guest whose e-mail another guest of the event has: the spec's 409, on the field. */
async function refusingDuplicateEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError("conflict", guestMessages.duplicateEmail, { email: guestMessages.duplicateEmail });
    }
    throw err;
  }
}

export function createGuestWrites({ db, plans, parts, ownedEvent, ownedGuest }: GuestWritesDeps) {
  /**
   * After seats were freed, with the event row locked: the waitlist moves up as far as the seats now
   * allow. At an event in parts each part's does; the event's own would seat a guest waiting for a
   * part at the whole event (its capacity is not applied to answers then).
   */
  async function moveUp(tx: Tx, eventId: string, capacity: number | null) {
    if (!(await parts.moveWaitlistsUp(tx, eventId))) await promoteWaitlist(tx, eventId, capacity);
  }

  /** After seats were freed (an import, the event's capacity raised): the waitlists move up. */
  async function seatWaitlist(eventId: string) {
    await db.transaction(async (tx) => {
      const { capacity } = await lockEventRow(tx, eventId);
      await moveUp(tx, eventId, capacity);
    });
  }

  return {
    seatWaitlist,

    /** Adds a guest; at an event in parts, invited to the parts chosen (all without a say) with their answers. */
    async add(actor: CurrentUser | null, eventId: string, input: GuestInput): Promise<GuestRow> {
      await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
      return refusingDuplicateEmail(() =>
        db.transaction(async (tx) => {
          await lockEventRow(tx, eventId);
          await checkGuestRoom(plans, tx, eventId);
          const { partIds, partAnswers, ...fields } = input;
          const added = await repo.insertGuest(tx, { ...fields, eventId });
          const choice = { partIds, answers: partAnswers, status: added.status, before: null };
          const status = await parts.hostChoice(tx, added, choice);
          if (status && status !== added.status) await repo.setGuestStatus(tx, added.id, status);
          await activity.record(tx, { eventId, actor: actor!, action: "guest_added", subject: added.name });
          return { ...added, status: status ?? added.status };
        }),
      );
    },

    /**
     * Edits a guest. At an event in parts their answers per part follow the host's choice and the
     * status follows the answers (decision 0033); without parts the host's status is saved as given.
     * `unchangedSince`: the guest's updatedAt the edit was made to; a newer guest refuses it.
     */
    async update(
      actor: CurrentUser | null,
      guestId: string,
      input: GuestInput,
      unchangedSince?: string,
    ): Promise<GuestRow> {
      const before = await ownedGuest(actor, guestId);
      return refusingDuplicateEmail(() =>
        db.transaction(async (tx) => {
          const { capacity } = await lockEventRow(tx, before.eventId);
          const { partIds, partAnswers, ...fields } = input;
          const updated = await repo.updateGuest(tx, guestId, fields, unchangedSince);
          if (!updated) throw new AppError("conflict", guestMessages.changedMeanwhile);
          const choice = { partIds, answers: partAnswers, status: fields.status, before: before.status };
          const status = await parts.hostChoice(tx, updated, choice);
          if (status && status !== updated.status) await repo.setGuestStatus(tx, guestId, status);
          const line = { eventId: before.eventId, subject: updated.name };
          await activity.record(tx, { ...line, actor: actor!, action: "guest_edited" });
          // A host freeing a seat lets the waitlist move up (an event in parts: each part's did).
          if (status === null && before.status === "confirmed" && updated.status !== "confirmed") {
            await promoteWaitlist(tx, before.eventId, capacity);
          }
          return { ...updated, status: status ?? updated.status };
        }),
      );
    },

    /** Deletes the given guests of one event the actor owns; returns how many went. */
    async remove(actor: CurrentUser | null, eventId: string, ids: string[]) {
      await ownedEvent(actor, eventId, guestMessages.noPermissionEdit);
      return db.transaction(async (tx) => {
        const { capacity } = await lockEventRow(tx, eventId);
        const gone = await repo.deleteGuests(tx, eventId, ids);
        const subject = gone.length === 1 ? gone[0].name : null;
        const line = { eventId, subject, count: gone.length };
        if (gone.length > 0) await activity.record(tx, { ...line, actor: actor!, action: "guests_removed" });
        if (gone.some((g) => g.status === "confirmed")) await moveUp(tx, eventId, capacity);
        return gone.length;
      });
    },

    /** Adds many guests to an event the actor owns, in a few statements (demo and scale data). */
    async addMany(actor: CurrentUser | null, eventId: string, rows: NewGuest[]): Promise<number> {
      await ownedEvent(actor, eventId, guestMessages.noPermissionAdd);
      await db.transaction(async (tx) => {
        const ids = await repo.insertMany(tx, eventId, rows);
        await parts.inviteNew(tx, eventId, ids);
      });
      return rows.length;
    },

    /**
     * A guest's own request to be forgotten (their reply page): the row goes, with their name,
     * contact details, reply and notes; a freed seat goes to the waitlist. Returns what the host
     * is told (the name only), or null when the guest was already gone.
     */
    async forget(guestId: string): Promise<{ eventId: string; name: string } | null> {
      const gone = await db.transaction(async (tx) => {
        const eventId = await repo.eventOfGuest(tx, guestId);
        if (!eventId) return null;
        const { capacity } = await lockEventRow(tx, eventId);
        const removed = await repo.deleteGuest(tx, guestId);
        if (removed?.status === "confirmed") await moveUp(tx, eventId, capacity);
        return removed;
      });
      return gone && { eventId: gone.eventId, name: gone.name };
    },
  };
}
