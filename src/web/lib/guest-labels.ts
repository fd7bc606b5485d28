import type { GuestStatus, guestCategories } from "../../contract/guests.ts";
import type { RsvpResponse } from "../../contract/rsvp.ts";

type GuestCategory = (typeof guestCategories)[number];

// How a guest's status, category and answer read: to the host (lists, chips, filters) and to the
// guest (the reply page).

export const guestStatusLabels: Record<GuestStatus, string> = {
  invited: "Invited",
  confirmed: "Confirmed",
  declined: "Declined",
  maybe: "Maybe",
  waitlisted: "Waitlisted",
};

/** Filled chip colours; each passes AA contrast with white text in the app theme. */
export const guestStatusColors: Record<GuestStatus, "default" | "success" | "error" | "warning" | "info"> = {
  invited: "default",
  confirmed: "success",
  declined: "error",
  maybe: "warning",
  waitlisted: "info",
};

export const guestCategoryLabels: Record<GuestCategory, string> = {
  family: "Family",
  friend: "Friend",
  colleague: "Colleague",
  vip: "VIP",
  other: "Other",
};

/** The three answers a guest can give. */
export const responseLabels: Record<RsvpResponse, string> = {
  attending: "Attending",
  not_attending: "Not attending",
  maybe: "Maybe",
};

/** The answer a status stands for; an invited guest has not answered. */
export function responseOf(status: GuestStatus): RsvpResponse | null {
  if (status === "confirmed" || status === "waitlisted") return "attending";
  if (status === "declined") return "not_attending";
  if (status === "maybe") return "maybe";
  return null;
}

/** A status as the guest reads it about themselves. */
export const statusHeadlines: Record<GuestStatus, string> = {
  invited: "You have not replied yet",
  confirmed: "You are attending",
  waitlisted: "You are on the waitlist",
  declined: "You are not attending",
  maybe: "You might attend",
};
