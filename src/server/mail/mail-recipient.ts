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
