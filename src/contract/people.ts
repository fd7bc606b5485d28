import { z } from "zod";

// The people who run an event with its owner (issue 35; decision record 0030): co-hosts, who do
// everything with the event but delete it, pay for it or manage its people, and door staff.

/** The places an owner can give: a co-host, or a door-staff account. */
export const personRoles = ["cohost", "door"] as const;
export type PersonRole = (typeof personRoles)[number];

/** The caller's role on an event: the owner (its creator, or who it was handed to), a person's place, or none. */
export const eventRoles = ["owner", ...personRoles] as const;
export type EventRole = (typeof eventRoles)[number];

export const personRoleLabels: Record<EventRole, string> = {
  owner: "Host",
  cohost: "Co-host",
  door: "Door staff",
};

export const peopleMessages = {
  noPermission: "Only the event's host can manage its people",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  invited: (email: string) => `Invitation sent to ${email}`,
  alreadyOnTeam: "This person already helps run this event",
  ownEmail: "That is your own address: you already run this event",
  removed: "Removed from the event",
  left: "You have left this event",
  handedOver: (name: string) => `The event now belongs to ${name}`,
  handOverOnlyCohost: "Only an accepted co-host can take the event over",
  invitationNotFound: "This invitation link is not valid any more. Ask the host to invite you again.",
  wrongAccount: (invited: string, signedIn: string) =>
    `This invitation is for ${invited}, but you are signed in as ${signedIn}. Sign in with ${invited} to accept it.`,
  acceptedBySomeoneElse: "This invitation has already been accepted by another account.",
  accepted: (title: string) => `You now help run ${title}`,
  notOnTeam: "You do not have a place on this event",
  ownerCannotLeave: "The host cannot leave their own event: hand it over to a co-host, or delete it",
  settingsSaved: "Notification settings saved",
  notSignedIn: "You must be logged in",
} as const;

export const personInviteSchema = z.object({
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, peopleMessages.emailRequired)
    .max(254, peopleMessages.emailInvalid)
    .email(peopleMessages.emailInvalid),
  role: z.enum(personRoles),
});
export type PersonInvite = z.infer<typeof personInviteSchema>;

/** A person's e-mail switches for one event: the profile's, for this event only. */
export const personNotificationsSchema = z.object({
  notifyReplies: z.boolean(),
  notifyReminders: z.boolean(),
  notifyGuestUpdates: z.boolean(),
});
export type PersonNotifications = z.infer<typeof personNotificationsSchema>;
export const personNotificationsUpdateSchema = personNotificationsSchema.partial();

export const personSchema = z.object({
  id: z.string(),
  role: z.enum(personRoles),
  /** The invited address. */
  email: z.string(),
  /** The account's name once accepted; null while the invitation waits. */
  name: z.string().nullable(),
  status: z.enum(["pending", "accepted"]),
  invitedAt: z.string(),
  acceptedAt: z.string().nullable(),
});
export type Person = z.infer<typeof personSchema>;

export const peopleListSchema = z.object({
  /** The owner, for the list's first line. */
  owner: z.object({ name: z.string(), email: z.string() }),
  items: z.array(personSchema),
});
export type PeopleList = z.infer<typeof peopleListSchema>;

/** The caller's own place on an event (a co-host's or door staff's), with their switches. */
export const myPlaceSchema = personNotificationsSchema.extend({
  role: z.enum(personRoles),
  eventId: z.string(),
});
export type MyPlace = z.infer<typeof myPlaceSchema>;

/** What the accept page shows of an invitation, to the signed-in reader of its link. */
export const placeInvitationSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  eventDate: z.string(),
  eventTime: z.string(),
  eventTimeZone: z.string(),
  hostName: z.string(),
  role: z.enum(personRoles),
  /** The address the invitation was sent to. */
  email: z.string(),
  /** Whether the caller's account may accept it (its address is the invited one). */
  emailMatches: z.boolean(),
  status: z.enum(["pending", "accepted"]),
  /** True once the caller holds this place. */
  acceptedByYou: z.boolean(),
});
export type PlaceInvitation = z.infer<typeof placeInvitationSchema>;

export const handOverSchema = z.object({ personId: z.string().uuid() });
export type HandOver = z.infer<typeof handOverSchema>;

export const inviteTokenParam = z.object({ token: z.string().min(20).max(100) });
