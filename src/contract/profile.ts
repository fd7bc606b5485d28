import { z } from "zod";

// Profile and account (spec §2.17, §3 User profile / User preferences, §8 Profile): one schema
// per request and response, and the spec's texts, shared by the server and the profile screen.

export const profileMessages = {
  updated: "Profile updated successfully",
  updateFailed: (reason: string) => `Failed to update profile: ${reason}`,
  signInAgain: "Please sign in again before updating your email",
  wrongPassword: "Current password is incorrect",
  passwordsMismatch: "Passwords don't match",
  passwordUpdated: "Password updated successfully",
  passwordFailed: "Failed to update password",
  emailChangeSent: (email: string) =>
    `We have sent a confirmation link to ${email}. Your e-mail changes once you open it.`,
  emailSame: "This is already your e-mail address",
  emailInUse: "This email address is already used by another account.",
  /** A confirmation link that came back with Better Auth's `error` (expired, already used, …). */
  emailLinkFailed: "This confirmation link has expired or was already used. Please ask for a new one.",
  preferencesSaved: "Notification settings saved",
  phoneInvalid: "Please enter a valid phone number",
  deleteEmailMismatch: "Type your account's e-mail address exactly to confirm",
  accountDisabled: "This account has been disabled. Please contact support.",
  exportBusy:
    "Your data is already being prepared for download. Please wait for that download to finish, then try again.",
  forgetMeDone: "Your contact details have been removed from the host's guest list.",
} as const;

/** The code of the refusal of an e-mail change (or sign-up) to an address another account holds. */
export const emailInUseCode = "EMAIL_IN_USE";

/** The profile's notification switches (spec §3 Notification preferences, saved here). */
export const notificationKeys = [
  "emailNotifications",
  "eventReminders",
  "rsvpUpdates",
  "guestUpdates",
  "marketingEmails",
] as const;
export type NotificationKey = (typeof notificationKeys)[number];

/** Each switch's name and what it sends: the profile's, and a co-host's own per event (the same words). */
export const notificationTexts: Record<NotificationKey, { label: string; hint: string }> = {
  emailNotifications: { label: "Email notifications", hint: "Turn off to stop every e-mail below at once." },
  rsvpUpdates: { label: "RSVP updates", hint: "An e-mail when a guest replies to one of your events." },
  eventReminders: {
    label: "Event reminders",
    hint: "An e-mail the day before each of your events, and when a reminder you scheduled has gone out to your guests.",
  },
  guestUpdates: {
    label: "Guest list updates",
    hint: "An e-mail when a guest asks to be removed from your list.",
  },
  marketingEmails: { label: "Marketing emails", hint: "News about EventHub features and offers." },
};

/** "system" follows the device's light or dark setting (prefers-color-scheme) until the user picks one. */
export const themeSchema = z.enum(["system", "light", "dark"]);
export type ThemeName = z.infer<typeof themeSchema>;

export const preferencesSchema = z.object({
  emailNotifications: z.boolean(),
  eventReminders: z.boolean(),
  rsvpUpdates: z.boolean(),
  guestUpdates: z.boolean(),
  marketingEmails: z.boolean(),
  theme: themeSchema,
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const preferencesUpdateSchema = preferencesSchema.partial();
export type PreferencesUpdate = z.infer<typeof preferencesUpdateSchema>;

export const profileSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  phoneNumber: z.string(),
  image: z.string().nullable(),
  createdAt: z.string(),
  preferences: preferencesSchema,
});
export type Profile = z.infer<typeof profileSchema>;

/** Same rule as the guest form's phone (spec §5): digits, spaces, hyphens, plus signs, parentheses. */
export const phoneSchema = z
  .string()
  .trim()
  .max(30, profileMessages.phoneInvalid)
  .regex(/^[0-9\s\-+()]*$/, profileMessages.phoneInvalid);

export const profileUpdateSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(200, "Name must be at most 200 characters"),
  phoneNumber: phoneSchema,
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** The e-mail change form: the new address and the current password (or a fresh sign-in). */
export const emailChangeSchema = z.object({
  newEmail: z.string().trim().toLowerCase().email("Please enter a valid email address"),
  password: z.string(),
});
export type EmailChange = z.infer<typeof emailChangeSchema>;

/** Security tab (spec §5 Password change): all three filled; new and confirm equal. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, "Current password is required"),
    newPassword: z.string().min(1, "New password is required"),
    confirmPassword: z.string().min(1, "Please confirm your password"),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ["confirmPassword"],
    message: profileMessages.passwordsMismatch,
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

/**
 * Account deletion: the typed e-mail, and the current password unless the sign-in is a few minutes
 * old; `notifyGuests` e-mails the guests who replied to each upcoming event that it is cancelled.
 */
export const accountDeletionSchema = z.object({
  email: z.string().trim(),
  password: z.string().default(""),
  notifyGuests: z.boolean().default(false),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

/** What the account page says about payments when the account is deleted. */
export const paymentsKeptText =
  "Payment records are kept only as long as tax law requires, with your name, e-mail and events removed from them.";
