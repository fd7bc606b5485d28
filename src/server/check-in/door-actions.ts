import {
  type CheckInRequest,
  checkInMessages,
  type DoorOutcome,
  type UndoRequest,
  type WalkInRequest,
} from "../../contract/check-in.ts";
import { clockTime } from "../../contract/clock-time.ts";
import type { Part } from "../../contract/parts.ts";
import { type ActivityActor, activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { type GuestsService, guestOfEvent } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PartsService } from "../parts/service.ts";
import { checkInTopic, type Realtime } from "../realtime/realtime.ts";
import { type DoorAccess, type DoorCaller, whoActed } from "./door-access.ts";
import { doorGuest, partySizeOf } from "./door-guest.ts";
import { namedPart } from "./door-part.ts";
import type { ActionKind } from "./repository.ts";
import * as repo from "./repository.ts";

// The door's writes: check-in, undo and walk-in, each applied once per action id, in one
// transaction with its activity line, and announced to every open door of the event.

type Applied = { outcome: DoorOutcome["outcome"]; message: string; guestId: string };
/** What a door action did, for its activity line when it changed something: whom, and how many came. */
type Done = Applied & { changed: boolean; name: string; party?: number };

const doorActivity = { check_in: "checked_in", undo: "check_in_undone", walk_in: "walk_in" } as const;

/**
 * The activity line of a door action that changed something, in its transaction: whom it was done
 * to and, for an arrival, how many came; by the signed-in account, or by a door link by its label.
 */
const recordDoorAction = (
  tx: Tx,
  eventId: string,
  actor: ActivityActor,
  kind: ActionKind,
  guest: { name: string; party?: number },
) =>
  activity.record(tx, {
    eventId,
    actor,
    action: doorActivity[kind],
    subject: guest.name,
    count: guest.party,
  });

/** What an action did to a guest: its outcome and message, whether it changed anything, and who came. */
const done = (
  guest: Pick<GuestRow, "id" | "name">,
  outcome: DoorOutcome["outcome"],
  message: string,
  changed: boolean,
  party?: number,
): Done => ({ outcome, message, guestId: guest.id, changed, name: guest.name, party });

/**
 * Records the device's action id in the transaction, or returns what that id did before: the
 * same id is applied once, however often it comes back. Not left to the Idempotency-Key (which
 * the offline queue sends with the same id): that key's answer is stored after the write's own
 * transaction, so a server dying in between lets a retry a minute later apply it again (decision
 * record 0017), and a second walk-in or a late undo is wrong at the door. Here the id commits
 * with the check-in or not at all, and every door write carries one, header or not.
 */
async function claim(tx: Tx, actionId: string, eventId: string, kind: ActionKind): Promise<Applied | null> {
  if (await repo.claimAction(tx, actionId, eventId, kind)) return null;
  const before = await repo.actionById(tx, actionId);
  if (!before || before.eventId !== eventId || before.kind !== kind || !before.result) {
    throw new AppError("conflict", checkInMessages.actionReused);
  }
  return before.result as Applied;
}

async function guestOf(tx: Tx, eventId: string, guestId: string): Promise<GuestRow> {
  const row = await guestOfEvent(tx, eventId, guestId);
  // Words for the door: a check-in made offline may reach the server after the guest was removed.
  if (!row) throw new AppError("not_found", checkInMessages.guestGone);
  return row;
}

export type DoorActionsDeps = {
  db: Db;
  realtime: Realtime;
  guests: Pick<GuestsService, "addWalkIn">;
  parts: Pick<PartsService, "list" | "answerOf" | "walkIn">;
  access: Pick<DoorAccess, "doorEvent">;
};

export function createDoorActions({ db, realtime, guests, parts, access }: DoorActionsDeps) {
  /** Runs one door action once per id; tells every open door of the event when anything changed. */
  async function act(
    caller: DoorCaller,
    eventId: string,
    action: { actionId: string; partId?: string },
    kind: ActionKind,
    work: (tx: Tx, timeZone: string, part: Part | null) => Promise<Done>,
  ): Promise<DoorOutcome> {
    const { actionId } = action;
    const event = await access.doorEvent(caller, eventId);
    const part = namedPart(await parts.list(eventId), action.partId);
    const result = await db.transaction(async (tx) => {
      const replay = await claim(tx, actionId, eventId, kind);
      if (replay) return { ...replay, changed: false };
      const did = await work(tx, event.timeZone, part);
      if (did.changed) await recordDoorAction(tx, eventId, whoActed(caller), kind, did);
      const { changed, name: _name, party: _party, ...applied } = did;
      await repo.setActionResult(tx, actionId, applied);
      return { ...applied, changed };
    });
    if (result.changed) await realtime.publish(checkInTopic(eventId));
    return {
      outcome: result.outcome,
      message: result.message,
      guest: await doorGuest(db, eventId, result.guestId, event.timeZone, part),
    };
  }

  /**
   * How many may come in with a guest at a part's door: the party they said comes to it. A guest
   * not invited to the part, or who said no to it, is refused, and nothing is recorded.
   */
  async function partySizeComing(tx: Tx, guest: GuestRow, part: Part): Promise<number> {
    const answer = await parts.answerOf(tx, guest.id, part.id);
    if (!answer || answer.status === "declined")
      throw new AppError("forbidden", checkInMessages.notComing(guest.name, part.name));
    return answer.status === "confirmed" && answer.party > 0 ? answer.party : partySizeOf(guest);
  }

  /** Inserts the arrival unless the guest is in already (another device, a moment ago): then says when. */
  async function arrive(
    tx: Tx,
    eventId: string,
    guest: GuestRow,
    party: number,
    timeZone: string,
    part: Part | null,
  ) {
    const size = part ? await partySizeComing(tx, guest, part) : partySizeOf(guest);
    if (party > size) {
      throw new AppError("validation_failed", checkInMessages.partyTooLarge(size), {
        party: checkInMessages.partyTooLarge(size),
      });
    }
    // Of two devices inserting at once, the second inserts nothing (repository.ts, insertArrival).
    const row = part
      ? await repo.insertPartArrival(tx, { guestId: guest.id, partId: part.id, eventId, party })
      : await repo.insertArrival(tx, { guestId: guest.id, eventId, party });
    if (row)
      return done(guest, "checked_in", checkInMessages.checkedIn(guest.name, party, size), true, party);
    const existing = part
      ? await repo.partArrivalOf(tx, guest.id, part.id)
      : await repo.arrivalOf(tx, guest.id);
    const at = clockTime(existing.checkedInAt, timeZone);
    return done(guest, "already_checked_in", checkInMessages.alreadyCheckedIn(at), false);
  }

  return {
    checkIn: (caller: DoorCaller, eventId: string, req: CheckInRequest) =>
      act(caller, eventId, req, "check_in", async (tx, timeZone, part) =>
        arrive(tx, eventId, await guestOf(tx, eventId, req.guestId), req.party, timeZone, part),
      ),

    undo: (caller: DoorCaller, eventId: string, req: UndoRequest) =>
      act(caller, eventId, req, "undo", async (tx, _timeZone, part) => {
        const guest = await guestOf(tx, eventId, req.guestId);
        const undone = part
          ? await repo.deletePartArrival(tx, guest.id, part.id)
          : await repo.deleteArrival(tx, eventId, guest.id);
        return undone
          ? done(guest, "undone", checkInMessages.undone(guest.name), true)
          : done(guest, "not_checked_in", checkInMessages.notCheckedIn(guest.name), false);
      }),

    /** Someone not on the list: added as attending with their party, and checked in, in one go. */
    walkIn: (caller: DoorCaller, eventId: string, req: WalkInRequest) =>
      // The new guest reaches open guest lists through the database's own notice (guestsTopic).
      act(caller, eventId, req, "walk_in", async (tx, _timeZone, part) => {
        const guest = await guests.addWalkIn(tx, eventId, req);
        if (part) {
          // At a part's door: on the list for that part, coming with their party, and in.
          await parts.walkIn(tx, guest, part.id, req.party);
          await repo.insertPartArrival(tx, { guestId: guest.id, partId: part.id, eventId, party: req.party });
        } else await repo.insertWalkInArrival(tx, { guestId: guest.id, eventId, party: req.party });
        return done(guest, "checked_in", checkInMessages.walkedIn(guest.name, req.party), true, req.party);
      }),
  };
}
