import { z } from "zod";
import { guestCategories } from "./guests.ts";
import { sendRecipientSchema } from "./send-recipient.ts";

/**
 * Who a host's message goes to: guests by their reply (Going = confirmed, Not replied = invited),
 * one category of guests, everyone on the list, or, for an event in parts, the guests Going to one
 * part (their answer to it is Yes; decision 0033).
 */
export const messageAudiences = [
  "all",
  "confirmed",
  "maybe",
  "invited",
  "declined",
  "waitlisted",
  "category",
  "part",
] as const;
export type MessageAudience = (typeof messageAudiences)[number];

export const audienceLabels: Record<MessageAudience, string> = {
  all: "Everyone",
  confirmed: "Going",
  maybe: "Maybe",
  invited: "Not replied",
  declined: "Declined",
  waitlisted: "Waitlisted",
  category: "A category",
  part: "Going to a part",
};

/** How one guest gets it: e-mail from a job, WhatsApp opened by the host one guest at a time. */
export const messageChannels = ["email", "whatsapp"] as const;
/**
 * queued → delivered (the mail server took it) or failed, for e-mail; pending → sent (the host
 * opened the guest's WhatsApp message) for WhatsApp.
 */
export const messageDeliveryStates = ["queued", "delivered", "failed", "pending", "sent"] as const;

/** Messages a host may send per event in any 24 hours: enough to inform, too few to spam guests. */
export const messagesPerDay = 3;

export const messageTexts = {
  subjectRequired: "Subject is required",
  bodyRequired: "Message is required",
  categoryRequired: "Please choose a category",
  partRequired: "Please choose a part",
  noPermission: "You do not have permission to message the guests of this event",
  notFound: "Message not found",
  notRecipient: "This guest does not get this message by WhatsApp",
  dailyLimit: `You can send at most ${messagesPerDay} messages a day for this event. Please try again tomorrow.`,
  sent: "Message sent",
} as const;

export const messageInputSchema = z
  .object({
    subject: z.string().trim().min(1, messageTexts.subjectRequired).max(150),
    body: z.string().trim().min(1, messageTexts.bodyRequired).max(5000),
    audience: z.enum(messageAudiences),
    /** The category written to when `audience` is 'category'. */
    category: z.enum(guestCategories).nullish(),
    /** The part whose Going guests it is written to when `audience` is 'part'. */
    partId: z.uuid().nullish(),
  })
  .refine((m) => m.audience !== "category" || !!m.category, {
    message: messageTexts.categoryRequired,
    path: ["category"],
  })
  .refine((m) => m.audience !== "part" || !!m.partId, {
    message: messageTexts.partRequired,
    path: ["partId"],
  });
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageRecipientSchema = sendRecipientSchema.extend({
  channel: z.enum(messageChannels),
  state: z.enum(messageDeliveryStates),
  /** When the guest first opened their personal link from this e-mail (not a link-preview bot). */
  openedAt: z.string().nullable(),
  /** wa.me click-to-send link with the message and the guest's personal link (WhatsApp only). */
  whatsappUrl: z.string().nullable(),
});
export type MessageRecipient = z.infer<typeof messageRecipientSchema>;

export const messageSummarySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  subject: z.string(),
  body: z.string(),
  audience: z.enum(messageAudiences),
  category: z.enum(guestCategories).nullable(),
  /** The part written to ('part' audience): its name, or null (another audience, or the part was removed). */
  partName: z.string().nullable(),
  /** Guests of the audience who asked for no more e-mail: not written to, only counted. */
  skippedUnsubscribed: z.number().int(),
  /** Guests of the audience with neither an e-mail address nor a phone number. */
  skippedNoContact: z.number().int(),
  createdAt: z.string(),
});
export type MessageSummary = z.infer<typeof messageSummarySchema>;

export const messageDetailSchema = messageSummarySchema.extend({
  recipients: z.array(messageRecipientSchema),
});
export type MessageDetail = z.infer<typeof messageDetailSchema>;

/** A part of an event in parts the host may write to the Going guests of ("Going to Haldi"). */
export const partAudienceSchema = z.object({ partId: z.string(), name: z.string() });
export type PartAudience = z.infer<typeof partAudienceSchema>;

export const messageListSchema = z.object({
  items: z.array(messageDetailSchema),
  /** Messages the host may still send today for this event. */
  remainingToday: z.number().int(),
  /** The event's parts, in order, for "Going to {part}"; empty for an event without parts. */
  parts: z.array(partAudienceSchema),
});
export type MessageList = z.infer<typeof messageListSchema>;

/** When a reminder to the guests who are coming goes: 24 hours before the start, or 3 hours before. */
export const attendeeReminderTimings = ["day-before", "day-of"] as const;
export type AttendeeReminderTiming = (typeof attendeeReminderTimings)[number];
export const attendeeReminderTimingLabels: Record<AttendeeReminderTiming, string> = {
  "day-before": "The day before",
  "day-of": "On the day",
};

export const attendeeReminderTexts = {
  passed: "That time has already passed for this event. Choose another.",
  alreadyScheduled: "A reminder for that time is already scheduled.",
  notFound: "Reminder not found",
} as const;

export const attendeeReminderInputSchema = z.object({
  timing: z.enum(attendeeReminderTimings),
  /** Maybe guests get it too (Going guests always do). */
  includeMaybe: z.boolean().default(false),
  /** An event in parts: a reminder of this part, to its Going guests, timed by its start. */
  partId: z.uuid().nullish(),
});
export type AttendeeReminderInput = z.infer<typeof attendeeReminderInputSchema>;

export const attendeeReminderSchema = z.object({
  id: z.string(),
  timing: z.enum(attendeeReminderTimings),
  includeMaybe: z.boolean(),
  /** The part it reminds of, or null: the event. */
  partId: z.string().nullable(),
  sendAt: z.string(),
  status: z.enum(["scheduled", "sent", "cancelled"]),
  sentCount: z.number().int(),
});
export type AttendeeReminder = z.infer<typeof attendeeReminderSchema>;
export const attendeeReminderListSchema = z.object({
  items: z.array(attendeeReminderSchema),
  /** The event's parts, in order, a reminder may be of; empty for an event without parts. */
  parts: z.array(partAudienceSchema),
});
