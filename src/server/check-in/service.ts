import {
  type CheckInRequest,
  checkInMessages,
  type DoorGuest,
  type DoorSummary,
  type UndoRequest,
  type WalkInRequest,
} from "../../contract/check-in.ts";
import type { CurrentUser } from "../../contract/session.ts";
import type { Db } from "../db/client.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PartsService } from "../parts/service.ts";
import type { PaymentsService } from "../payments/service.ts";
import { liveStreamAdmission } from "../realtime/live-streams.ts";
import type { Realtime } from "../realtime/realtime.ts";
import { type AccountExportPart, exportTable } from "../storage/account-export-part.ts";
import { createDoorAccess, type DoorCaller, type DoorLinkCaller } from "./door-access.ts";
import { createDoorActions } from "./door-actions.ts";
import { doorGuest, toDoorGuest } from "./door-guest.ts";
import { namedPart, partHappening } from "./door-part.ts";
import { createPasses } from "./passes.ts";
import * as repo from "./repository.ts";
import { checkIns, partCheckIns } from "./tables.ts";

// The check-in feature's one service: the door's reads here; who may run a door (door-access.ts),
// its writes (door-actions.ts) and the guests' passes (passes.ts) each in a module of its own.

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

const recentArrivals = 8;
/** Live door pages one door link (or door-staff account) may hold open at once on this server (several phones may share a link). */
const maxStreamsPerLink = 10;

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
  const access = createDoorAccess({ events, guests: guestsService, payments, isDoorStaff });
  const { doorAccess, doorEvent, hostOfDoor } = access;
  const actions = createDoorActions({ db, realtime, guests: guestsService, parts, access });
  const passes = createPasses({ db, payments });

  /** The part a door reads (its counter, its list): the one asked for, else the one happening now or next. */
  async function partShown(eventId: string, partId: string | undefined, timeZone: string) {
    const all = await parts.list(eventId);
    const part = partId === undefined ? partHappening(all, timeZone, new Date()) : namedPart(all, partId);
    return { all, part };
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
        const part = namedPart(await parts.list(eventId), partId);
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

      checkIn: (req: CheckInRequest) => actions.checkIn(caller, eventId, req),
      undo: (req: UndoRequest) => actions.undo(caller, eventId, req),
      walkIn: (req: WalkInRequest) => actions.walkIn(caller, eventId, req),

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
    /** The door of the event as the signed-in account runs it (its checks are made by each call). */
    byAccount: asAccount,

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

    passForPage: passes.passForPage,
    passForMail: passes.passForMail,
    notePassMailed: passes.notePassMailed,

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
/** One event's door as one caller runs it: every read and write of door mode. */
export type Door = ReturnType<CheckInService["byLink"]>;
