import type { Guest } from "../../contract/guests.ts";
import type { GuestPart } from "../../contract/parts.ts";
import { answersFor } from "../../contract/party.ts";
import { guests } from "./tables.ts";

export type GuestRow = typeof guests.$inferSelect;

/** Who a guest is and their status: what the recipient picker and the CSV import's matching read. */
export const guestContactColumns = {
  id: guests.id,
  name: guests.name,
  email: guests.email,
  phone: guests.phone,
  category: guests.category,
  status: guests.status,
};

/** The host's view of a guest; `parts`: their invitations and answers per part (an event in parts). */
export function toGuest(row: GuestRow, parts: GuestPart[] = []): Guest {
  return {
    id: row.id,
    eventId: row.eventId,
    name: row.name,
    email: row.email,
    phone: row.phone,
    category: row.category,
    status: row.status,
    plusOnesAllowed: row.plusOnesAllowed,
    plusOnes: row.plusOnes,
    plusOneAnswers: answersFor(row.plusOnes, row.plusOneAnswers),
    mealChoice: row.mealChoice,
    dietaryNotes: row.dietaryNotes,
    noteToHost: row.noteToHost,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    rsvpPath: `/rsvp/${row.token}`,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    parts,
  };
}
