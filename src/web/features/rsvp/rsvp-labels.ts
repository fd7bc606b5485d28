import type { RsvpResponse, RsvpView } from "../../../contract/rsvp.ts";

type GuestStatus = NonNullable<RsvpView["guest"]>["status"];

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

export const statusHeadlines: Record<GuestStatus, string> = {
  invited: "You have not replied yet",
  confirmed: "You are attending",
  waitlisted: "You are on the waitlist",
  declined: "You are not attending",
  maybe: "You might attend",
};
