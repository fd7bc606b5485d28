import type { Guest } from "../../../contract/guests.ts";
import { formatMomentCompact, formatTimestamp } from "../../lib/event-date-format.ts";
import { guestCategoryLabels } from "../../lib/guest-labels.ts";

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
  meal: (g: Guest) => g.mealChoice || "—",
  dietary: (g: Guest) => g.dietaryNotes || "—",
  responded: (g: Guest) => (g.respondedAt ? formatTimestamp(g.respondedAt) : "—"),
  respondedShort: (g: Guest) => (g.respondedAt ? formatMomentCompact(g.respondedAt) : "—"),
};
