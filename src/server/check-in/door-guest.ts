import type { DoorGuest } from "../../contract/check-in.ts";
import { clockTime } from "../../contract/clock-time.ts";
import type { Part } from "../../contract/parts.ts";
import type { Db, Tx } from "../db/client.ts";
import type { GuestRow } from "../guests/guest-row.ts";
import { AppError } from "../http/app-error.ts";
import type { DoorRow, PartDoorRow } from "./repository.ts";
import * as repo from "./repository.ts";

// A guest as the door shows them: at the event's door, or at one part's (issue 36).

/** Who may come in with a guest: them and their named +1s once attending, else the +1s the host allows. */
export const partySizeOf = (g: Pick<GuestRow, "status" | "plusOnes" | "plusOnesAllowed">) =>
  1 + (g.status === "confirmed" ? g.plusOnes.length : g.plusOnesAllowed);

/** At a part's door: the party the guest said comes to that part; without an answer, as at the event's door. */
const partySizeAtPart = (row: PartDoorRow) =>
  row.partStatus === "confirmed" && row.partParty > 0 ? row.partParty : partySizeOf(row);

export function toDoorGuest(row: DoorRow | PartDoorRow, timeZone: string): DoorGuest {
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

/** One guest of the event as the door shows them, at the event's door or at `part`'s. */
export async function doorGuest(
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
