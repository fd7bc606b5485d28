import { eq, sum } from "drizzle-orm";
import type { ImportLimit } from "../../contract/guest-import.ts";
import { limitMessages } from "../../contract/payments.ts";
import type { Db } from "../db/client.ts";
import { lockEventRow } from "../events/service.ts";
import { AppError } from "../http/app-error.ts";
import type { PaymentsService } from "../payments/service.ts";
import type { GuestRoomGuard } from "./import-writer.ts";
import { guestStatusCounts } from "./tables.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The payments feature owns an event's plan; the guests service only asks it. */
export type GuestPlans = Pick<PaymentsService, "limitsOf">;

/** Guests on the event's list, from the trigger-kept counts (exact; no scan of the list). */
export async function heldGuests(tx: Tx | Db, eventId: string): Promise<number> {
  const [row] = await tx
    .select({ guests: sum(guestStatusCounts.guests) })
    .from(guestStatusCounts)
    .where(eq(guestStatusCounts.eventId, eventId));
  return Number(row?.guests ?? 0);
}

/**
 * The event's guest limit (null: none) and how many more guests it lets in. Call it with the event
 * row locked (lockEventRow) where the answer decides a write: every guest insert takes that lock
 * first, so the count cannot move meanwhile.
 */
export async function planRoom(
  plans: GuestPlans | undefined,
  tx: Tx | Db,
  eventId: string,
): Promise<{ room: number; limit: ImportLimit } | null> {
  if (!plans) return null;
  const { guestLimit, planName } = await plans.limitsOf(eventId, tx);
  if (guestLimit === null) return null;
  const onList = await heldGuests(tx, eventId);
  return {
    room: Math.max(0, guestLimit - onList),
    limit: { planName, guests: guestLimit, onList, refusal: limitMessages.guests(guestLimit, planName) },
  };
}

/** How many more guests the event's plan lets in (null: no limit), and the refusal naming the limit. */
export async function guestRoom(
  plans: GuestPlans | undefined,
  tx: Tx | Db,
  eventId: string,
): Promise<{ room: number | null; refusal: string }> {
  const plan = await planRoom(plans, tx, eventId);
  return plan ? { room: plan.room, refusal: plan.limit.refusal } : { room: null, refusal: "" };
}

/** Refuses adding `adding` guests past the plan's limit, naming the limit. */
export async function checkGuestRoom(
  plans: GuestPlans | undefined,
  tx: Tx | Db,
  eventId: string,
  opts: { adding?: number; refusal?: string } = {},
) {
  const { room, refusal } = await guestRoom(plans, tx, eventId);
  if (room !== null && (opts.adding ?? 1) > room) throw new AppError("forbidden", opts.refusal ?? refusal);
}

/**
 * The limit as an import's writer checks it for each batch of new guests: with the event locked
 * (as every single add locks it), how many of `wanted` still fit, so that a guest added elsewhere
 * while the import writes counts too and the list never passes the limit.
 */
export function importRoomGuard(plans: GuestPlans, eventId: string, refusal: string): GuestRoomGuard {
  return {
    refusal,
    async room(tx, wanted) {
      await lockEventRow(tx, eventId);
      const { room } = await guestRoom(plans, tx, eventId);
      return room === null ? null : Math.min(wanted, room);
    },
  };
}
