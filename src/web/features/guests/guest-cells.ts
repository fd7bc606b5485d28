import type { Guest } from "../../../contract/guests.ts";
import { type PersonAnswer, partyPeople } from "../../../contract/party.ts";
import { formatMomentCompact, formatTimestamp } from "../../lib/event-date-format.ts";
import { guestCategoryLabels } from "../../lib/guest-labels.ts";

/** One answer of every person in the party who gave it: the guest's bare, each +1's after their name. */
function partyAnswers(g: Guest, answer: keyof PersonAnswer): string {
  return partyPeople(g)
    .map((p, i) => (p[answer] ? (i === 0 ? p[answer] : `${p.name}: ${p[answer]}`) : null))
    .filter(Boolean)
    .join(" · ");
}

/** What the table and the phone cards print for the optional columns ('—' for nothing). */
export const guestCells = {
  phone: (g: Guest) => g.phone || "—",
  email: (g: Guest) => g.email || "—",
  category: (g: Guest) => (g.category ? guestCategoryLabels[g.category] : "—"),
  /** Names brought, out of those allowed: '1 of 2'. */
  plusOnes: (g: Guest) =>
    g.plusOnesAllowed > 0
      ? `${g.plusOnes.length} of ${g.plusOnesAllowed}`
      : g.plusOnes.length
        ? String(g.plusOnes.length)
        : "—",
  /** The party's meals, each person their own: "Veg · Asha: Non-veg". */
  meal: (g: Guest) => partyAnswers(g, "mealChoice") || "—",
  dietary: (g: Guest) => partyAnswers(g, "dietaryNotes") || "—",
  responded: (g: Guest) => (g.respondedAt ? formatTimestamp(g.respondedAt) : "—"),
  respondedShort: (g: Guest) => (g.respondedAt ? formatMomentCompact(g.respondedAt) : "—"),
};
