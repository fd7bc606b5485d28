import type { CurrentUser } from "../../contract/session.ts";
import type { ActivityActor } from "../activity/service.ts";
import type { EventsService } from "../events/service.ts";
import type { GuestsService } from "../guests/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PaymentsService } from "../payments/service.ts";

// Who may run an event's door, and with which view: the door's policy, asked first by every read
// and write of service.ts and door-actions.ts.

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
export type DoorCaller = { account: CurrentUser | null } | { link: DoorLinkCaller };

export const noPermission = "You do not have permission to check guests in at this event";

export type DoorAccessDeps = {
  events: Pick<EventsService, "row">;
  guests: Pick<GuestsService, "ownedEvent">;
  payments: Pick<PaymentsService, "requireFeature">;
  /** Whether the account holds a door-staff place on the event (CheckInDeps.isDoorStaff). */
  isDoorStaff?: (actor: CurrentUser, eventId: string) => Promise<boolean>;
};

/** Who did a door action, for its activity line: the signed-in account, or a door link by its label. */
export const whoActed = (caller: DoorCaller): ActivityActor =>
  "link" in caller
    ? { doorLink: { id: caller.link.linkId, label: caller.link.label } }
    : // doorEvent refused a caller without an account before any action.
      { id: caller.account!.id, name: caller.account!.name };

export function createDoorAccess({ events, guests, payments, isDoorStaff }: DoorAccessDeps) {
  type EventRow = Awaited<ReturnType<typeof events.row>>;

  /** The event's row if the account runs its door, and whether it sees the redacted view. */
  async function accountAccess(account: CurrentUser | null, eventId: string) {
    try {
      return { event: await guests.ownedEvent(account, eventId, noPermission), redacted: false };
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
    let access: { event: EventRow; redacted: boolean };
    if ("link" in caller) {
      if (caller.link.eventId !== eventId) throw new AppError("forbidden", noPermission);
      access = { event: await events.row(eventId), redacted: true };
    } else {
      access = await accountAccess(caller.account, eventId);
    }
    await payments.requireFeature(eventId, "checkIn");
    return access;
  }

  return {
    doorAccess,

    doorEvent: async (caller: DoorCaller, eventId: string) => (await doorAccess(caller, eventId)).event,

    /** The door's own host rights (cancelling a pass): the event's hosts, not door staff. */
    async hostOfDoor(actor: CurrentUser | null, eventId: string) {
      const { event, redacted } = await doorAccess({ account: actor }, eventId);
      if (redacted) throw new AppError("forbidden", noPermission);
      return event;
    },
  };
}

export type DoorAccess = ReturnType<typeof createDoorAccess>;
