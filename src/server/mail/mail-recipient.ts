import type { NotificationKey } from "../../contract/profile.ts";

/**
 * Who answers "may this user be mailed about this, and where?": the profile feature, from the
 * user's switches (profile/service.ts). Features that mail hosts (replies, reminders) depend on this
 * rather than on the profile, which itself depends on them to export and delete an account.
 */
export type MailRecipients = {
  mailRecipient(
    userId: string,
    kind: Exclude<NotificationKey, "emailNotifications">,
  ): Promise<{ email: string; name: string } | null>;
};

/** The switches of mails about an event that go to whoever runs it. */
export type HostMailKind = "rsvpUpdates" | "eventReminders" | "guestUpdates";

/** One of an event's hosts to mail, with where their switch for this mail lives. */
export type TeamMailRecipient = {
  email: string;
  name: string;
  /** Where the switch that sent this mail can be turned off. */
  settingsUrl: string;
  /** "profile" for the owner (their profile's switches), "event" for a co-host (their switches on this event). */
  switchIn: "profile" | "event";
};

/**
 * Who gets a host's mail about an event: its owner (their profile's switch) and each co-host whose
 * switch for this event is on (people/service.ts answers; issue 35.5).
 */
export type EventTeamRecipients = {
  teamRecipients(event: { id: string; createdBy: string }, kind: HostMailKind): Promise<TeamMailRecipient[]>;
};

/**
 * What every mail to one of an event's hosts says of them and of the event: whom it goes to, the
 * event, its guest list's address and where the switch that sent it is turned off.
 */
export function hostMailFields(
  host: TeamMailRecipient,
  event: { id: string; title: string },
  publicUrl: string,
) {
  return {
    to: host.email,
    hostName: host.name,
    eventTitle: event.title,
    guestListUrl: `${publicUrl}/dashboard/guests?eventId=${event.id}`,
    settingsUrl: host.settingsUrl,
    switchIn: host.switchIn,
  };
}
