import { randomBytes } from "node:crypto";
import QRCode from "qrcode";
import {
  type CheckInRequest,
  checkInMessages,
  type DoorGuest,
  type DoorOutcome,
  type DoorSummary,
  type GuestPass,
  passQr,
  type UndoRequest,
  type WalkInRequest,
} from "../../contract/check-in.ts";
import { clockTime } from "../../contract/clock-time.ts";
import { planIncludes } from "../../contract/payments.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { type GuestsService, guestOfEvent } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { MailAttachment } from "../mail/mailer.ts";
import type { PaymentsService } from "../payments/service.ts";
import { checkInTopic, type Realtime } from "../realtime/realtime.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import type { ActionKind, DoorRow } from "./repository.ts";
import * as repo from "./repository.ts";
import { checkIns } from "./tables.ts";

// The queue of the passes mailed after a purchase, for whoever waits on it (a test, an operator).
export { passCatchUpQueue } from "./pass-catch-up.ts";

export type CheckInDeps = {
  db: Db;
  events: Pick<EventsService, "idsOf">;
  guests: GuestsService;
  payments: Pick<PaymentsService, "requireFeature" | "limitsOf">;
  realtime: Realtime;
};

type Applied = { outcome: DoorOutcome["outcome"]; message: string; guestId: string };

const noPermission = "You do not have permission to check guests in at this event";
const recentArrivals = 8;

/** Who may come in with a guest: them and their named +1s once attending, else the +1s the host allows. */
const partySizeOf = (g: Pick<GuestRow, "status" | "plusOnes" | "plusOnesAllowed">) =>
  1 + (g.status === "confirmed" ? g.plusOnes.length : g.plusOnesAllowed);

/** A new pass code: 144 random bits, URL-safe, unrelated to the reply link's token. */
const newPassCode = () => randomBytes(18).toString("base64url");

export function createCheckInService({ db, events, guests: guestsService, payments, realtime }: CheckInDeps) {
  /** The event, if the actor holds its guest list and its plan includes the check-in tool. */
  async function doorEvent(actor: CurrentUser | null, eventId: string) {
    const event = await guestsService.ownedEvent(actor, eventId, noPermission);
    await payments.requireFeature(eventId, "checkIn");
    return event;
  }

  function toDoorGuest(row: DoorRow, timeZone: string): DoorGuest {
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      status: row.status,
      vip: row.category === "vip",
      partySize: partySizeOf(row),
      checkedIn:
        row.checkedInAt && row.party !== null
          ? {
              at: row.checkedInAt.toISOString(),
              time: clockTime(row.checkedInAt, timeZone),
              party: row.party,
            }
          : null,
    };
  }

  async function doorGuest(tx: Db | Tx, eventId: string, guestId: string, timeZone: string) {
    const row = await repo.doorRow(tx, eventId, guestId);
    if (!row) throw new AppError("not_found", "Guest not found");
    return toDoorGuest(row, timeZone);
  }

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

  async function settle(tx: Tx, actionId: string, applied: Applied) {
    await repo.setActionResult(tx, actionId, applied);
    return applied;
  }

  /** Runs one door action once per id; tells every open door of the event when anything changed. */
  async function act(
    actor: CurrentUser | null,
    eventId: string,
    actionId: string,
    kind: ActionKind,
    work: (tx: Tx, timeZone: string) => Promise<Applied & { changed: boolean }>,
  ): Promise<DoorOutcome> {
    const event = await doorEvent(actor, eventId);
    const result = await db.transaction(async (tx) => {
      const replay = await claim(tx, actionId, eventId, kind);
      if (replay) return { ...replay, changed: false };
      const { changed, ...applied } = await work(tx, event.timeZone);
      return { ...(await settle(tx, actionId, applied)), changed };
    });
    if (result.changed) await realtime.publish(checkInTopic(eventId));
    return {
      outcome: result.outcome,
      message: result.message,
      guest: await doorGuest(db, eventId, result.guestId, event.timeZone),
    };
  }

  async function guestOf(tx: Tx, eventId: string, guestId: string): Promise<GuestRow> {
    const row = await guestOfEvent(tx, eventId, guestId);
    // Words for the door: a check-in made offline may reach the server after the guest was removed.
    if (!row) throw new AppError("not_found", checkInMessages.guestGone);
    return row;
  }

  /** Inserts the arrival unless the guest is in already (another device, a moment ago): then says when. */
  async function arrive(tx: Tx, eventId: string, guest: GuestRow, party: number, timeZone: string) {
    const size = partySizeOf(guest);
    if (party > size) {
      throw new AppError("validation_failed", checkInMessages.partyTooLarge(size), {
        party: checkInMessages.partyTooLarge(size),
      });
    }
    // Of two devices inserting at once, the second inserts nothing (repository.ts, insertArrival).
    const row = await repo.insertArrival(tx, { guestId: guest.id, eventId, party });
    if (row) {
      return {
        outcome: "checked_in" as const,
        message: checkInMessages.checkedIn(guest.name, party, size),
        guestId: guest.id,
        changed: true,
      };
    }
    const existing = await repo.arrivalOf(tx, guest.id);
    return {
      outcome: "already_checked_in" as const,
      message: checkInMessages.alreadyCheckedIn(clockTime(existing.checkedInAt, timeZone)),
      guestId: guest.id,
      changed: false,
    };
  }

  /** The live pass of an attending guest, issued on first need; null while they are not attending. */
  async function livePass(guest: GuestRow): Promise<string | null> {
    if (guest.status !== "confirmed") return null;
    if (!planIncludes((await payments.limitsOf(guest.eventId)).packageId, "checkIn")) return null;
    const existing = await repo.livePassCode(db, guest.id);
    if (existing) return existing;
    await repo.issuePass(db, guest, newPassCode());
    return repo.livePassCode(db, guest.id);
  }

  return {
    /** Refuses unless the actor runs this event's door (asked before a refused body answers 400). */
    async mayRunDoor(actor: CurrentUser | null, eventId: string): Promise<void> {
      await doorEvent(actor, eventId);
    },

    /** What the door screen shows first: the counter and the latest arrivals. */
    async summary(actor: CurrentUser | null, eventId: string): Promise<DoorSummary> {
      const event = await doorEvent(actor, eventId);
      const { arrived, expected, latest: recent } = await repo.doorCounts(db, eventId, recentArrivals);
      return {
        eventId,
        title: event.title,
        timeZone: event.timeZone,
        arrived: arrived?.people ?? 0,
        arrivedGuests: arrived?.guests ?? 0,
        expected,
        recent: recent.map((r) => toDoorGuest(r, event.timeZone)),
      };
    },

    /** How many guests of the event have been checked in (the analytics funnel's last step). */
    async checkedInGuests(eventId: string): Promise<number> {
      return repo.arrivalsCount(db, eventId);
    },

    /** Guests whose name (or e-mail, phone) matches, by name, with whether they are in. */
    async search(actor: CurrentUser | null, eventId: string, q: string): Promise<DoorGuest[]> {
      const event = await doorEvent(actor, eventId);
      const rows = await repo.doorList(db, eventId, q);
      return rows.map((r) => toDoorGuest(r, event.timeZone));
    },

    /**
     * Every guest of the event with whether they are in, by name: door mode keeps this copy to find
     * guests by name while offline (a name search needs the server otherwise).
     */
    async guestList(actor: CurrentUser | null, eventId: string): Promise<DoorGuest[]> {
      const event = await doorEvent(actor, eventId);
      const rows = await repo.doorList(db, eventId);
      return rows.map((r) => toDoorGuest(r, event.timeZone));
    },

    /** The guest a scanned pass belongs to; refused when it is not this event's or no longer valid. */
    async lookup(actor: CurrentUser | null, eventId: string, code: string): Promise<DoorGuest> {
      const event = await doorEvent(actor, eventId);
      const pass = await repo.passByCode(db, code);
      if (!pass || pass.eventId !== eventId) throw new AppError("not_found", checkInMessages.unknownPass);
      const guest = await doorGuest(db, eventId, pass.guestId, event.timeZone);
      // The trigger voids a pass when its guest stops attending; the status is checked as well.
      if (pass.revokedAt || guest.status !== "confirmed")
        throw new AppError("gone", checkInMessages.voidedPass);
      return guest;
    },

    async checkIn(actor: CurrentUser | null, eventId: string, req: CheckInRequest): Promise<DoorOutcome> {
      return act(actor, eventId, req.actionId, "check_in", async (tx, timeZone) =>
        arrive(tx, eventId, await guestOf(tx, eventId, req.guestId), req.party, timeZone),
      );
    },

    async undo(actor: CurrentUser | null, eventId: string, req: UndoRequest): Promise<DoorOutcome> {
      return act(actor, eventId, req.actionId, "undo", async (tx) => {
        const guest = await guestOf(tx, eventId, req.guestId);
        return (await repo.deleteArrival(tx, eventId, guest.id))
          ? {
              outcome: "undone",
              message: checkInMessages.undone(guest.name),
              guestId: guest.id,
              changed: true,
            }
          : {
              outcome: "not_checked_in",
              message: checkInMessages.notCheckedIn(guest.name),
              guestId: guest.id,
              changed: false,
            };
      });
    },

    /** Someone not on the list: added as attending with their party, and checked in, in one go. */
    async walkIn(actor: CurrentUser | null, eventId: string, req: WalkInRequest): Promise<DoorOutcome> {
      const outcome = await act(actor, eventId, req.actionId, "walk_in", async (tx) => {
        const guest = await guestsService.addWalkIn(tx, eventId, req);
        await repo.insertWalkInArrival(tx, { guestId: guest.id, eventId, party: req.party });
        return {
          outcome: "checked_in",
          message: checkInMessages.walkedIn(guest.name, req.party),
          guestId: guest.id,
          changed: true,
        };
      });
      // The new guest reaches open guest lists through the database's own notice (guestsTopic).
      return outcome;
    },

    /** The host cancels a guest's pass (shared by mistake, lost phone); the next view issues a new one. */
    async revokePass(actor: CurrentUser | null, eventId: string, guestId: string): Promise<void> {
      await doorEvent(actor, eventId);
      if (!(await repo.revokePass(db, eventId, guestId)))
        throw new AppError("not_found", checkInMessages.noPass);
    },

    /** The pass on an attending guest's reply page (null otherwise, or without the check-in tool). */
    async passForPage(guest: GuestRow): Promise<GuestPass | null> {
      const code = await livePass(guest);
      if (!code) return null;
      return {
        name: guest.name,
        partySize: partySizeOf(guest),
        qrSvg: await QRCode.toString(code, { ...passQr, type: "svg" }),
      };
    },

    /** The pass as a PNG for the confirmation e-mail, or null when the guest has none. */
    async passForMail(guest: GuestRow): Promise<MailAttachment | null> {
      const code = await livePass(guest);
      if (!code) return null;
      const png = await QRCode.toBuffer(code, { ...passQr, width: 2 * passQr.width, type: "png" });
      return { filename: "pass.png", content: png, contentType: "image/png", cid: "pass" };
    },

    /** Notes that the guest's pass went with their reply's confirmation (the upgrade's mail skips them). */
    async notePassMailed(guest: GuestRow): Promise<void> {
      await repo.claimPassMail(db, guest);
    },

    /**
     * A guest removed their details: the door's action log keeps what happened (for a replayed
     * action), not who it happened to.
     */
    async forgetGuest(guestId: string): Promise<void> {
      await repo.forgetGuestInActions(db, guestId);
    },

    /** The arrivals at the user's events for "Download my data" (pass codes left out: they are keys). */
    async exportFor(userId: string): Promise<AccountExportPart> {
      const ids = await events.idsOf(userId);
      return { tables: { check_ins: exportTable(checkIns, repo.arrivalsOfEvents(db, ids)) } };
    },

    /** Admits one more live door of the event (counted with the account's live guest lists). */
    async openStream(actor: CurrentUser | null, eventId: string): Promise<() => void> {
      await doorEvent(actor, eventId);
      return guestsService.openStream(actor, eventId);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
