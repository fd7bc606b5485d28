import type { GuestStatus } from "../../../contract/guests.ts";

export const statusLabels: Record<GuestStatus, string> = {
  invited: "Invited",
  confirmed: "Confirmed",
  declined: "Declined",
  maybe: "Maybe",
  waitlisted: "Waitlisted",
};

/** Filled chip colours; each passes AA contrast with white text in the app theme. */
export const statusColors: Record<GuestStatus, "default" | "success" | "error" | "warning" | "info"> = {
  invited: "default",
  confirmed: "success",
  declined: "error",
  maybe: "warning",
  waitlisted: "info",
};

export const categoryLabels = {
  family: "Family",
  friend: "Friend",
  colleague: "Colleague",
  vip: "VIP",
  other: "Other",
} as const;
