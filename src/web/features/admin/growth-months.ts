import type { AdminStats } from "../../../contract/admin.ts";

/** Months of the last year that had sign-ups or events, as "Mar 2026". */
function monthLabel(month: string): string {
  const [y, m] = month.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, 1)).toLocaleString("en-US", {
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  });
}

export function monthsOf(stats: AdminStats): { month: string; signUps: number; events: number }[] {
  const months = [...new Set([...stats.signUpsByMonth, ...stats.eventsByMonth].map((m) => m.month))].sort();
  const find = (list: AdminStats["signUpsByMonth"], month: string) =>
    list.find((m) => m.month === month)?.count ?? 0;
  return months.map((month) => ({
    month: monthLabel(month),
    signUps: find(stats.signUpsByMonth, month),
    events: find(stats.eventsByMonth, month),
  }));
}
