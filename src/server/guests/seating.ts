import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { guestStatusCounts, guests } from "./tables.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** Seats a confirmed guest takes: themself and each named +1. */
export const seatsOf = (plusOnes: string[]) => 1 + plusOnes.length;

/** Seats held by confirmed guests (from the trigger-kept counts), less one guest's own. */
export async function seatsTaken(tx: Tx | Db, eventId: string, exceptGuestId?: string): Promise<number> {
  const [row] = await tx
    .select({ seats: guestStatusCounts.seats })
    .from(guestStatusCounts)
    .where(and(eq(guestStatusCounts.eventId, eventId), eq(guestStatusCounts.status, "confirmed")));
  let seats = row?.seats ?? 0;
  // Stryker disable next-line ConditionalExpression: a shortcut; no id finds no row.
  if (exceptGuestId) {
    const [own] = await tx
      .select({ status: guests.status, plusOnes: guests.plusOnes })
      .from(guests)
      .where(eq(guests.id, exceptGuestId));
    // Stryker disable next-line OptionalChaining: defensive; the guest replying exists.
    if (own?.status === "confirmed") seats -= seatsOf(own.plusOnes);
  }
  return seats;
}

/** 'confirmed' when the seats fit (or there is no capacity), else 'waitlisted'. */
export async function statusForAttending(
  tx: Tx,
  eventId: string,
  capacity: number | null,
  guestId: string | undefined,
  plusOnes: string[],
): Promise<"confirmed" | "waitlisted"> {
  if (capacity === null) return "confirmed";
  const taken = await seatsTaken(tx, eventId, guestId);
  return taken + seatsOf(plusOnes) <= capacity ? "confirmed" : "waitlisted";
}

/** Moves waitlisted guests up, first come first served, while their seats fit. */
export async function promoteWaitlist(tx: Tx, eventId: string, capacity: number | null): Promise<void> {
  const waiting = await tx
    .select({ id: guests.id, plusOnes: guests.plusOnes })
    .from(guests)
    .where(and(eq(guests.eventId, eventId), eq(guests.status, "waitlisted")))
    .orderBy(asc(guests.respondedAt), asc(guests.createdAt));
  // Stryker disable next-line ConditionalExpression: a shortcut; an empty waitlist needs no seat count.
  if (waiting.length === 0) return;
  let free = capacity === null ? Number.POSITIVE_INFINITY : capacity - (await seatsTaken(tx, eventId));
  for (const g of waiting) {
    const seats = seatsOf(g.plusOnes);
    // Strict order: a big party at the head is not skipped for a smaller one behind it.
    if (seats > free) break;
    await tx.update(guests).set({ status: "confirmed" }).where(eq(guests.id, g.id));
    free -= seats;
  }
}
