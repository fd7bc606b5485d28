import type { Guest } from "../../../contract/guests.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";
import { categoryLabels } from "./guest-labels.ts";

const thisYear = new Intl.DateTimeFormat("en-US", {
  month: "short",
  day: "numeric",
  hour: "numeric",
  minute: "2-digit",
});
const otherYear = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });

/** A reply moment for a narrow column: 'Nov 22, 2:29 PM' this year, 'Nov 22, 2025' before. */
function shortMoment(iso: string): string {
  const moment = new Date(iso);
  if (Number.isNaN(moment.getTime())) return iso;
  return (moment.getFullYear() === new Date().getFullYear() ? thisYear : otherYear).format(moment);
}

/** What the table and the phone cards print for the optional columns ('—' for nothing). */
export const guestCells = {
  phone: (g: Guest) => g.phone || "—",
  email: (g: Guest) => g.email || "—",
  category: (g: Guest) => (g.category ? categoryLabels[g.category] : "—"),
  /** Names brought, out of those allowed: '1 of 2'. */
  plusOnes: (g: Guest) =>
    g.plusOnesAllowed > 0
      ? `${g.plusOnes.length} of ${g.plusOnesAllowed}`
      : g.plusOnes.length
        ? String(g.plusOnes.length)
        : "—",
  responded: (g: Guest) => (g.respondedAt ? formatTimestamp(g.respondedAt) : "—"),
  respondedShort: (g: Guest) => (g.respondedAt ? shortMoment(g.respondedAt) : "—"),
};
