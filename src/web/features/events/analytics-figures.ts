import type { CategoryRow, Funnel } from "../../../contract/analytics.ts";
import { formatDayMonth } from "../../lib/event-date-format.ts";
import { guestCategoryLabels } from "../../lib/guest-labels.ts";

// How the analytics' figures are named and coloured, shared by the charts and their tables.

/** The answers' colours as elsewhere in the app (the dashboard's reply ring); each passes 3:1 on white. */
export const analyticsColors = {
  funnel: "#7b3fe4",
  opened: "#1565c0",
  attending: "#2e7d32",
  maybe: "#b45309",
  declined: "#c62828",
  waiting: "#757575",
};

/** The funnel's steps in order, each with its share of the invited guests. */
export function funnelSteps(f: Funnel) {
  const share = (n: number) => (f.invited === 0 ? "–" : `${Math.round((n / f.invited) * 100)}%`);
  return [
    { label: "Invited", value: f.invited, note: "Guests on the list" },
    { label: "Delivered", value: f.delivered, note: "Invitation sent, or the link reached them" },
    { label: "Opened", value: f.opened, note: "Opened their personal link" },
    { label: "Replied", value: f.replied, note: "Attending, maybe or declined" },
    { label: "Checked in", value: f.checkedIn, note: "Arrived at the door" },
  ].map((s) => ({ ...s, share: share(s.value) }));
}

export const categoryName = (c: CategoryRow["category"]) => (c ? guestCategoryLabels[c] : "No category");

/** '25 Nov' for a YYYY-MM-DD day (a calendar date: no time zone may move it). */
export const dayLabel = formatDayMonth;

export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
