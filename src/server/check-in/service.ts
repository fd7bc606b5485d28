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
import { type Part, partMessages } from "../../contract/parts.ts";
import { planIncludes } from "../../contract/payments.ts";
import type { CurrentUser } from "../../contract/session.ts";
import { type ActivityActor, activity } from "../activity/service.ts";
import type { Db, Tx } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { type GuestsService, guestOfEvent } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { MailAttachment } from "../mail/mailer.ts";
import type { PartsService } from "../parts/service.ts";
import type { PaymentsService } from "../payments/service.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import { checkInTopic, type Realtime } from "../realtime/realtime.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { partHappening } from "./door-part.ts";
import type { ActionKind, DoorRow, PartDoorRow } from "./repository.ts";
import * as repo from "./repository.ts";
import { checkIns, partCheckIns } from "./tables.ts";

// The queue of the passes mailed after a purchase, for whoever waits on it (a test, an operator).
export { passCatchUpQueue } from "./pass-catch-up.ts";

export type CheckInDeps = {
  db: Db;
  events: Pick<EventsService, "idsOf" | "row">;
  guests: GuestsService;
  payments: Pick<PaymentsService, "requireFeature" | "limitsOf">;
  realtime: Realtime;
  /**
   * An event's parts and the guests' answers to each (issue 36): the door of an event in parts is
   * per part. Left out (a test's own wiring), every event is in one part.
   */
  parts?: DoorParts;
  /**
   * Whether the account holds a door-staff place on the event (role `door`, from the event's
   * people): such an account runs the door with a door link's redacted view (names only): the
   * events feature's `roleOn(actor, eventId) === "door"`, wired in services.ts.
   */
  isDoorStaff?: (actor: CurrentUser, eventId: string) => Promise<boolean>;
};

type DoorParts = Pick<PartsService, "list" | "seatsComing" | "answerOf" | "walkIn">;
const noParts: DoorParts = {
  list: async () => [],
  seatsComing: async () => 0,
  answerOf: async () => null,
  walkIn: async () => {},
};

/**
 * A door link as the door feature hands it over once it has checked the secret (door/service.ts):
 * the event it opens, its id and its label.
 */
export type DoorLinkCaller = { linkId: string; eventId: string; label: string };

/**
 * Who runs a door: a signed-in account (the owner; co-hosts and door staff through the same check
 * once events have people), or a door link. A link sees the door's redacted view only: its name
 * search reads names, never e-mails or phone numbers (decision record 0031).
 */
type DoorCaller = { account: CurrentUser | null } | { link: DoorLinkCaller };

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

const noPermission = "You do not have permission to check guests in at this event";
const recentArrivals = 8;
/** Live door pages one door link (or door-staff account) may hold open at once on this server (several phones may share a link). */
const maxStreamsPerLink = 10;

/** Who may come in with a guest: them and their named +1s once attending, else the +1s the host allows. */
const partySizeOf = (g: Pick<GuestRow, "status" | "plusOnes" | "plusOnesAllowed">) =>
  1 + (g.status === "confirmed" ? g.plusOnes.length : g.plusOnesAllowed);

/** At a part's door: the party the guest said comes to that part; without an answer, as at the event's door. */
const partySizeAtPart = (row: PartDoorRow) =>
  row.partStatus === "confirmed" && row.partParty > 0 ? row.partParty : partySizeOf(row);

/** A new pass code: 144 random bits, URL-safe, unrelated to the reply link's token. */
const newPassCode = () => randomBytes(18).toString("base64url");

export function createCheckInService({
  db,
  events,
  guests: guestsService,
  payments,
  realtime,
  parts = noParts,
  isDoorStaff,
}: CheckInDeps) {
  const admitDoorStream = liveStreamAdmission(maxStreamsPerLink);

  /** The event's row if the account runs its door, and whether it sees the redacted view. */
  async function accountAccess(account: CurrentUser | null, eventId: string) {
    try {
      return { event: await guestsService.ownedEvent(account, eventId, noPermission), redacted: false };
    } catch (refusal) {
      // Door staff with an account: the door, as a door link has it.
      const staff =
        account && refusal instanceof AppError && refusal.code === "forbidden" && isDoorStaff
          ? await isDoorStaff(account, eventId)
          : false;
      if (!staff) throw refusal;
      return { event: await events.row(eventId), redacted: true };
    }
  }

  /**
   * The event, if the caller runs its door (an account holding its guest list, door staff, or a
   * link of this event) and its plan includes the check-in tool; `redacted`: the caller searches
   * by name only (a link, door staff), never by e-mail or phone.
   */
  async function doorAccess(caller: DoorCaller, eventId: string) {
    let access: { event: Awaited<ReturnType<typeof events.row>>; redacted: boolean };
    if ("link" in caller) {
      if (caller.link.eventId !== eventId) throw new AppError("forbidden", noPermission);
      access = { event: await events.row(eventId), redacted: true };
    } else {
      access = await accountAccess(caller.account, eventId);
    }
    await payments.requireFeature(eventId, "checkIn");
    return access;
  }

  const doorEvent = async (caller: DoorCaller, eventId: string) => (await doorAccess(caller, eventId)).event;

  /** The door's own host rights (cancelling a pass): the event's hosts, not door staff. */
  async function hostOfDoor(actor: CurrentUser | null, eventId: string) {
    const { event, redacted } = await doorAccess({ account: actor }, eventId);
    if (redacted) throw new AppError("forbidden", noPermission);
    return event;
  }

  const whoActed = (caller: DoorCaller): ActivityActor =>
    "link" in caller
      ? { doorLink: { id: caller.link.linkId, label: caller.link.label } }
      : // doorEvent refused a caller without an account before any action.
        { id: caller.account!.id, name: caller.account!.name };

  function toDoorGuest(row: DoorRow | PartDoorRow, timeZone: string): DoorGuest {
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      // At a part's door: their answer to that part, and how many of their party said they come to it.
      status: "partStatus" in row ? row.partStatus : row.status,
      vip: row.category === "vip",
      partySize: "partStatus" in row ? partySizeAtPart(row) : partySizeOf(row),
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

  async function doorGuest(
    tx: Db | Tx,
    eventId: string,
    guestId: string,
    timeZone: string,
    part: Part | null,
  ) {
    const row = part
      ? await repo.partDoorRow(tx, eventId, part.id, guestId)
      : await repo.doorRow(tx, eventId, guestId);
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
    caller: DoorCaller,
    eventId: string,
    action: { actionId: string; partId?: string },
    kind: ActionKind,
    work: (tx: Tx, timeZone: string, part: Part | null) => Promise<Done>,
  ): Promise<DoorOutcome> {
    const { actionId } = action;
    const event = await doorEvent(caller, eventId);
    const part = await partAsked(eventId, action.partId);
    const result = await db.transaction(async (tx) => {
      const replay = await claim(tx, actionId, eventId, kind);
      if (replay) return { ...replay, changed: false };
      const done = await work(tx, event.timeZone, part);
      if (done.changed) await recordDoorAction(tx, eventId, whoActed(caller), kind, done);
      const { changed, name: _name, party: _party, ...applied } = done;
      return { ...(await settle(tx, actionId, applied)), changed };
    });
    if (result.changed) await realtime.publish(checkInTopic(eventId));
    return {
      outcome: result.outcome,
      message: result.message,
      guest: await doorGuest(db, eventId, result.guestId, event.timeZone, part),
    };
  }

  /**
   * The part of `all` a door action names: required at an event in parts (an action replayed later
   * must not land on whichever part is on by then), refused at an event in one part.
   */
  function namedPart(all: Part[], partId: string | undefined): Part | null {
    if (partId === undefined) {
      if (all.length === 0) return null;
      throw new AppError("validation_failed", checkInMessages.choosePart, {
        partId: checkInMessages.choosePart,
      });
    }
    const part = all.find((p) => p.id === partId);
    if (!part) throw new AppError("not_found", partMessages.notFound);
    return part;
  }

  const partAsked = async (eventId: string, partId: string | undefined) =>
    namedPart(await parts.list(eventId), partId);

  /** The part a door reads (its counter, its list): the one asked for, else the one happening now or next. */
  async function partShown(eventId: string, partId: string | undefined, timeZone: string) {
    const all = await parts.list(eventId);
    const part = partId === undefined ? partHappening(all, timeZone, new Date()) : namedPart(all, partId);
    return { all, part };
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

  async function guestOf(tx: Tx, eventId: string, guestId: string): Promise<GuestRow> {
    const row = await guestOfEvent(tx, eventId, guestId);
    // Words for the door: a check-in made offline may reach the server after the guest was removed.
    if (!row) throw new AppError("not_found", checkInMessages.guestGone);
    return row;
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
    if (row) {
      return {
        outcome: "checked_in" as const,
        message: checkInMessages.checkedIn(guest.name, party, size),
        guestId: guest.id,
        changed: true,
        name: guest.name,
        party,
      };
    }
    const existing = part
      ? await repo.partArrivalOf(tx, guest.id, part.id)
      : await repo.arrivalOf(tx, guest.id);
    return {
      outcome: "already_checked_in" as const,
      message: checkInMessages.alreadyCheckedIn(clockTime(existing.checkedInAt, timeZone)),
      guestId: guest.id,
      changed: false,
      name: guest.name,
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

  /**
   * The door of one event as one caller runs it: every read and write door mode makes. The same
   * answers for an account and for a door link (none carries an e-mail or a phone number: the
   * door's schemas have no such field); a link's name search reads names only.
   */
  function doorFor(caller: DoorCaller, eventId: string) {
    return {
      eventId,
      /** What the door screen shows first: the counter and the latest arrivals. */
      async summary(partId?: string): Promise<DoorSummary> {
        const { event, redacted } = await doorAccess(caller, eventId);
        const { all, part } = await partShown(eventId, partId, event.timeZone);
        const {
          arrived,
          expected,
          latest: recent,
        } = part
          ? {
              ...(await repo.partDoorCounts(db, eventId, part.id, recentArrivals)),
              expected: await parts.seatsComing(part.id),
            }
          : await repo.doorCounts(db, eventId, recentArrivals);
        return {
          eventId,
          title: event.title,
          date: event.date,
          time: event.time,
          timeZone: event.timeZone,
          view: redacted ? "door" : "host",
          arrived: arrived?.people ?? 0,
          arrivedGuests: arrived?.guests ?? 0,
          expected,
          recent: recent.map((r) => toDoorGuest(r, event.timeZone)),
          ...(part && {
            parts: all.map(({ id, name, date, startTime, endTime }) => ({
              id,
              name,
              date,
              startTime,
              endTime,
            })),
            partId: part.id,
          }),
        };
      },

      /**
       * Guests whose name matches, by name, with whether they are in. The host's search also
       * matches e-mails and phone numbers; a door link's (and door staff's) does not, or a search
       * would tell who has which number.
       */
      async search(q: string, partId?: string): Promise<DoorGuest[]> {
        const { event, redacted } = await doorAccess(caller, eventId);
        const by = redacted ? "name" : "contact";
        const { part } = await partShown(eventId, partId, event.timeZone);
        const rows = part
          ? await repo.partDoorList(db, eventId, part.id, q, by)
          : await repo.doorList(db, eventId, q, by);
        return rows.map((r) => toDoorGuest(r, event.timeZone));
      },

      /**
       * Every guest of the event with whether they are in, by name: door mode keeps this copy to
       * find guests by name while offline (a name search needs the server otherwise).
       */
      async guestList(partId?: string): Promise<DoorGuest[]> {
        const event = await doorEvent(caller, eventId);
        const { part } = await partShown(eventId, partId, event.timeZone);
        const rows = part ? await repo.partDoorList(db, eventId, part.id) : await repo.doorList(db, eventId);
        return rows.map((r) => toDoorGuest(r, event.timeZone));
      },

      /** The guest a scanned pass belongs to; refused when it is not this event's or no longer valid. */
      async lookup(code: string, partId?: string): Promise<DoorGuest> {
        const event = await doorEvent(caller, eventId);
        const part = await partAsked(eventId, partId);
        const pass = await repo.passByCode(db, code);
        if (!pass || pass.eventId !== eventId) throw new AppError("not_found", checkInMessages.unknownPass);
        const guest = await doorGuest(db, eventId, pass.guestId, event.timeZone, null);
        // The trigger voids a pass when its guest stops attending; the status is checked as well.
        if (pass.revokedAt || guest.status !== "confirmed")
          throw new AppError("gone", checkInMessages.voidedPass);
        if (!part) return guest;
        // A pass opens only the parts its guest is coming to.
        const atPart = await repo.partDoorRow(db, eventId, part.id, pass.guestId);
        if (atPart?.partStatus !== "confirmed")
          throw new AppError("forbidden", checkInMessages.notComing(guest.name, part.name));
        return toDoorGuest(atPart, event.timeZone);
      },

      async checkIn(req: CheckInRequest): Promise<DoorOutcome> {
        return act(caller, eventId, req, "check_in", async (tx, timeZone, part) =>
          arrive(tx, eventId, await guestOf(tx, eventId, req.guestId), req.party, timeZone, part),
        );
      },

      async undo(req: UndoRequest): Promise<DoorOutcome> {
        return act(caller, eventId, req, "undo", async (tx, _timeZone, part) => {
          const guest = await guestOf(tx, eventId, req.guestId);
          const undone = part
            ? await repo.deletePartArrival(tx, guest.id, part.id)
            : await repo.deleteArrival(tx, eventId, guest.id);
          return undone
            ? {
                outcome: "undone",
                message: checkInMessages.undone(guest.name),
                guestId: guest.id,
                changed: true,
                name: guest.name,
              }
            : {
                outcome: "not_checked_in",
                message: checkInMessages.notCheckedIn(guest.name),
                guestId: guest.id,
                changed: false,
                name: guest.name,
              };
        });
      },

      /** Someone not on the list: added as attending with their party, and checked in, in one go. */
      async walkIn(req: WalkInRequest): Promise<DoorOutcome> {
        // The new guest reaches open guest lists through the database's own notice (guestsTopic).
        return act(caller, eventId, req, "walk_in", async (tx, _timeZone, part) => {
          const guest = await guestsService.addWalkIn(tx, eventId, req);
          if (part) {
            // At a part's door: on the list for that part, coming with their party, and in.
            await parts.walkIn(tx, guest, part.id, req.party);
            await repo.insertPartArrival(tx, {
              guestId: guest.id,
              partId: part.id,
              eventId,
              party: req.party,
            });
          } else await repo.insertWalkInArrival(tx, { guestId: guest.id, eventId, party: req.party });
          return {
            outcome: "checked_in",
            message: checkInMessages.walkedIn(guest.name, req.party),
            guestId: guest.id,
            changed: true,
            name: guest.name,
            party: req.party,
          };
        });
      },

      /**
       * Admits one more live door of the event: a host's counts with their live guest lists, a
       * link's or door staff's on its own.
       */
      async openStream(): Promise<() => void> {
        const { redacted } = await doorAccess(caller, eventId);
        if ("link" in caller) return admitDoorStream(`door-link:${caller.link.linkId}`);
        // Door staff hold no guest list: their doors are counted on their own.
        if (redacted) return admitDoorStream(`door-staff:${caller.account!.id}`);
        return guestsService.openStream(caller.account, eventId);
      },
    };
  }

  const asAccount = (actor: CurrentUser | null, eventId: string) => doorFor({ account: actor }, eventId);

  return {
    /** Refuses unless the actor runs this event's door (asked before a refused body answers 400). */
    async mayRunDoor(actor: CurrentUser | null, eventId: string): Promise<void> {
      await doorEvent({ account: actor }, eventId);
    },

    /** Refuses unless the actor may cancel the event's passes: its hosts, not door staff. */
    async mayCancelPasses(actor: CurrentUser | null, eventId: string): Promise<void> {
      await hostOfDoor(actor, eventId);
    },

    /**
     * The door of a door link's event, for the link (the door feature checks the secret, its
     * revocation and expiry, first). Door staff with an account get the same redacted door through
     * the account routes, once `isDoorStaff` is wired.
     */
    byLink: (link: DoorLinkCaller) => doorFor({ link }, link.eventId),

    summary: (actor: CurrentUser | null, eventId: string, partId?: string) =>
      asAccount(actor, eventId).summary(partId),

    /** How many guests of the event have been checked in (the analytics funnel's last step). */
    async checkedInGuests(eventId: string): Promise<number> {
      return repo.arrivedGuestsCount(db, eventId);
    },

    search: (actor: CurrentUser | null, eventId: string, q: string, partId?: string) =>
      asAccount(actor, eventId).search(q, partId),
    guestList: (actor: CurrentUser | null, eventId: string, partId?: string) =>
      asAccount(actor, eventId).guestList(partId),
    lookup: (actor: CurrentUser | null, eventId: string, code: string, partId?: string) =>
      asAccount(actor, eventId).lookup(code, partId),
    checkIn: (actor: CurrentUser | null, eventId: string, req: CheckInRequest) =>
      asAccount(actor, eventId).checkIn(req),
    undo: (actor: CurrentUser | null, eventId: string, req: UndoRequest) =>
      asAccount(actor, eventId).undo(req),
    walkIn: (actor: CurrentUser | null, eventId: string, req: WalkInRequest) =>
      asAccount(actor, eventId).walkIn(req),
    openStream: (actor: CurrentUser | null, eventId: string) => asAccount(actor, eventId).openStream(),

    /** The host cancels a guest's pass (shared by mistake, lost phone); the next view issues a new one. */
    async revokePass(actor: CurrentUser | null, eventId: string, guestId: string): Promise<void> {
      await hostOfDoor(actor, eventId);
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
      return {
        tables: {
          check_ins: exportTable(checkIns, repo.arrivalsOfEvents(db, ids)),
          part_check_ins: exportTable(partCheckIns, repo.partArrivalsOfEvents(db, ids)),
        },
      };
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckInService>;
