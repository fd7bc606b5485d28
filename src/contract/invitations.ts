import { z } from "zod";
import { sendRecipientSchema } from "./send-recipient.ts";

export const templateCategories = [
  "birthday",
  "wedding",
  "anniversary",
  "baby shower",
  "corporate",
  "holiday",
  "other",
] as const;
export const templateStyles = ["classic", "elegant", "modern"] as const;
export const invitationTypes = ["email", "whatsapp", "link"] as const;
export const invitationStatuses = ["draft", "sent", "scheduled"] as const;
/**
 * What an invitation wears: a template's art, or the event's own banner (issue 20: a Diwali party's
 * invitation must not read "Birthday"). Either way the event's title, date and place are set over it as text.
 */
export const invitationDesigns = ["template", "event-banner"] as const;
export type InvitationDesign = (typeof invitationDesigns)[number];
// pending: not asked to send yet (a draft); queued: waiting for the sender (also while its mail is
// in flight, under a row lock); sending: written by older versions only.
export const recipientStates = ["pending", "queued", "sending", "sent", "failed"] as const;
export const maxTemplateImageBytes = 5 * 1024 * 1024;
export const recentInvitationsLimit = 5;

export const invitationMessages = {
  templateNameRequired: "Template name is required",
  categoryRequired: "Category is required",
  templateImageRequired: "Template image is required",
  invalidImage: "Please upload a valid image file",
  imageTooLarge: "Image size should be less than 5MB",
  templateCreated: "Template created successfully",
  missingRequired: "Missing required fields",
  noRecipients: "No recipients selected",
  scheduledInPast: "Scheduled date must be in the future",
  saved: "Invitation saved as draft",
  sent: "Invitation sent successfully",
  scheduled: "Invitation scheduled successfully",
  linkCopied: "Link copied to clipboard!",
  deleteConfirm: "Are you sure you want to delete this invitation? This action cannot be undone.",
  notFound: "Invitation not found",
  noPermission: "You do not have permission to change this invitation",
  notEditable: "A sent invitation cannot be changed; create a new one instead",
} as const;

/** 'n selected guest(s) don't have email addresses. Please add their emails or choose a different delivery method.' */
export function missingEmailsText(n: number): string {
  return `${n} selected guest(s) don't have email addresses. Please add their emails or choose a different delivery method.`;
}

/** An unknown status is shown as draft (spec §3). */
export function displayStatus(status: string): (typeof invitationStatuses)[number] {
  return (invitationStatuses as readonly string[]).includes(status)
    ? (status as (typeof invitationStatuses)[number])
    : "draft";
}

export const templateSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(templateCategories),
  description: z.string(),
  previewUrl: z.string().nullable(),
  style: z.enum(templateStyles),
  accentColor: z.string(),
  isCustom: z.boolean(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

/** The text fields of the custom template form; the image comes as the multipart field `image`. */
export const templateInputSchema = z.object({
  name: z.string().trim().min(1, invitationMessages.templateNameRequired).max(120),
  category: z.enum(templateCategories, { error: invitationMessages.categoryRequired }),
  description: z.string().trim().max(500).default(""),
});
export type TemplateInput = z.infer<typeof templateInputSchema>;

export const invitationInputSchema = z.object({
  eventId: z.uuid(invitationMessages.missingRequired),
  /**
   * The template to wear: required by the template design (the default), left out (or null) when
   * the design is the event's banner. No default: null is no template, which only a banner may have.
   */
  templateId: z.uuid(invitationMessages.missingRequired).nullish(),
  /** Older clients send only a templateId: their invitations wear that template. */
  design: z.enum(invitationDesigns).default("template"),
  title: z.string().trim().min(1, "Title is required").max(200),
  message: z.string().trim().min(1, "Message is required").max(5000),
  type: z.enum(invitationTypes).default("email"),
  guestIds: z.array(z.uuid()).min(1, invitationMessages.noRecipients).max(10_000),
  /** E-mail invitations carry Reply-To: the host's address, so a guest's reply reaches them; off keeps it private. */
  replyToHost: z.boolean().default(true),
});
export type InvitationInput = z.infer<typeof invitationInputSchema>;
export type InvitationInputForm = z.input<typeof invitationInputSchema>;

/**
 * The host's look at the e-mail before sending (issue 34): the wizard's content as one of the chosen
 * guests gets it, or as a guest named "Guest" when none is named; nothing is saved.
 */
export const invitationPreviewInputSchema = invitationInputSchema
  .pick({ eventId: true, templateId: true, design: true, title: true, message: true, replyToHost: true })
  .extend({ guestId: z.uuid().optional() });
export type InvitationPreviewInput = z.infer<typeof invitationPreviewInputSchema>;

export const invitationPreviewSchema = z.object({
  /** Whom the preview shows it to. */
  guestName: z.string(),
  subject: z.string(),
  /** The e-mail's HTML part, exactly as the mailer sends it. */
  html: z.string(),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const scheduleSchema = z.object({ scheduledDate: z.iso.datetime({ offset: true }) });
export const reminderInputSchema = z.object({ sendAt: z.iso.datetime({ offset: true }) });

export const invitationSummarySchema = z.object({
  id: z.string(),
  eventId: z.string(),
  eventTitle: z.string(),
  templateId: z.string().nullable(),
  design: z.enum(invitationDesigns),
  title: z.string(),
  type: z.enum(invitationTypes),
  status: z.enum(invitationStatuses),
  uniqueCode: z.string(),
  recipientCount: z.number().int(),
  scheduledDate: z.string().nullable(),
  createdAt: z.string(),
});
export type InvitationSummary = z.infer<typeof invitationSummarySchema>;

export const recipientSchema = sendRecipientSchema.extend({
  /** The guest's reply, so the host sees who answered. */
  guestStatus: z.enum(["invited", "confirmed", "declined", "maybe", "waitlisted"]),
  state: z.enum(recipientStates),
  /** The guest's personal link to this invitation. */
  invitePath: z.string(),
  /** wa.me click-to-send link with the personalised message (whatsapp invitations with a phone). */
  whatsappUrl: z.string().nullable(),
});
export type Recipient = z.infer<typeof recipientSchema>;

export const reminderSchema = z.object({
  id: z.string(),
  sendAt: z.string(),
  status: z.enum(["scheduled", "sent", "cancelled"]),
  sentCount: z.number().int(),
});
export type Reminder = z.infer<typeof reminderSchema>;

export const invitationDetailSchema = invitationSummarySchema.extend({
  message: z.string(),
  replyToHost: z.boolean(),
  template: templateSchema.nullable(),
  /** The picture the invitation wears: its template's, or the event's banner for a banner design. */
  artUrl: z.string().nullable(),
  recipients: z.array(recipientSchema),
  /** Recipients who replied themselves; a status the host set or a CSV import gave is not a reply. */
  repliedCount: z.number().int(),
  reminders: z.array(reminderSchema),
});
export type InvitationDetail = z.infer<typeof invitationDetailSchema>;

/** The public invitation page (/invite/{code}[/{token}]). */
export const invitationPageSchema = z.object({
  title: z.string(),
  message: z.string(),
  template: z
    .object({ previewUrl: z.string().nullable(), style: z.enum(templateStyles), accentColor: z.string() })
    .nullable(),
  design: z.enum(invitationDesigns),
  /** The picture the invitation wears (its template's or the event's banner), /api/media/...; add ?w=. */
  artUrl: z.string().nullable(),
  eventId: z.string(),
  /** Whether the public reply form is open (public events only); personal links always reply. */
  openRsvp: z.boolean(),
});
export type InvitationPage = z.infer<typeof invitationPageSchema>;
