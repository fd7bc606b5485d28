import type { AdminStats } from "../../../contract/admin.ts";
import { formatMonthYear } from "../../lib/event-date-format.ts";

/** Months of the last year that had sign-ups or events, labelled "Mar 2026". */
export function monthsOf(stats: AdminStats): { month: string; signUps: number; events: number }[] {
  const months = [...new Set([...stats.signUpsByMonth, ...stats.eventsByMonth].map((m) => m.month))].sort();
  const find = (list: AdminStats["signUpsByMonth"], month: string) =>
    list.find((m) => m.month === month)?.count ?? 0;
  return months.map((month) => ({
    month: formatMonthYear(month),
    signUps: find(stats.signUpsByMonth, month),
    events: find(stats.eventsByMonth, month),
  }));
}
