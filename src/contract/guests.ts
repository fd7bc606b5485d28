import { z } from "zod";
import { guestPartSchema, hostPartAnswerSchema, maxPartsPerEvent, partSchema } from "./parts.ts";
import { savedReplySchema } from "./rsvp.ts";

export const guestStatuses = ["invited", "confirmed", "declined", "maybe", "waitlisted"] as const;
export type GuestStatus = (typeof guestStatuses)[number];
/**
 * The statuses a host sets by hand (spec §4); 'waitlisted' is set by capacity rules, and kept by an
 * import of a list the export wrote.
 */
export const hostGuestStatuses = ["invited", "confirmed", "declined", "maybe"] as const;
export const guestCategories = ["family", "friend", "colleague", "vip", "other"] as const;
export const guestPageSizes = [5, 10, 25] as const;
export const defaultGuestPageSize = 10;
export const maxImportRows = 10_000;

export const guestMessages = {
  nameRequired: "Name is required",
  emailRequired: "Email is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  statusRequired: "Please select a status",
  notFound: "Guest not found",
  mustBeLoggedIn: "You must be logged in",
  noPermissionAdd: "You do not have permission to add guests to this event",
  noPermissionEdit: "You do not have permission to edit this guest",
  duplicateEmail: "A guest with this email is already on the list",
  added: "Guest added successfully",
  updated: "Guest updated successfully",
  csvInvalid: "Please upload a valid CSV file",
  csvParseError: "Error parsing CSV file",
  csvNoValidRows: "No valid guest data found in the CSV file",
  importFailed: "Failed to import guests",
  repliesClosed: "Replies to this event are closed",
  changedMeanwhile:
    "This guest was changed after you edited them. Retry to save your edit anyway, or discard it.",
} as const;

/**
 * An edit may say which version of the guest it was made to (`If-Match: "<updatedAt>"`): the
 * server then refuses it (409) when the guest changed since, e.g. a reply arrived while the host's
 * edit waited offline. Without the header the edit is applied over whatever is there.
 */
export const guestVersionHeader = "If-Match";
export const guestVersion = (guest: { updatedAt: string }) => `"${guest.updatedAt}"`;

/** 'Some rows (3, 7) were skipped due to invalid data' — row numbers count the header as row 1. */
export function skippedRowsText(rows: number[]): string {
  return `Some rows (${rows.join(", ")}) were skipped due to invalid data`;
}
export function importedText(n: number): string {
  return `Successfully imported ${n} guests`;
}

const email = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, guestMessages.emailRequired)
  .pipe(z.email(guestMessages.emailInvalid));
// Optional: an empty string, null and a missing field all mean "no phone" (stored as null).
const phone = z
  .string()
  .trim()
  .max(40, guestMessages.phoneInvalid)
  .regex(/^[0-9\s\-+()]*$/, guestMessages.phoneInvalid)
  .nullish()
  .transform((v) => v || null);

/** The host's add and edit form (spec §5 'Guest form'). */
export const guestInputSchema = z.object({
  name: z.string().trim().min(1, guestMessages.nameRequired).max(200),
  email,
  phone,
  category: z
    .enum(guestCategories)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  // 'waitlisted' is accepted so editing a waitlisted guest's name keeps their place.
  status: z.enum(guestStatuses, { error: guestMessages.statusRequired }),
  plusOnesAllowed: z.coerce.number().int().min(0).max(20).default(0),
  /**
   * The parts of the event the guest is invited to (an event in parts, decision 0033). Left out:
   * every part for a new guest, the guest's parts unchanged on an edit.
   */
  partIds: z.array(z.uuid()).max(maxPartsPerEvent).optional(),
  /**
   * The host's answer for the guest to each part named (an event in parts, decision 0033); parts
   * not named keep theirs. Left out: a changed `status` answers every part of the guest alike
   * (Attending, Not attending; Invited or Maybe: no answer). The stored status follows the answers.
   */
  partAnswers: z.array(hostPartAnswerSchema).max(maxPartsPerEvent).optional(),
});
export type GuestInput = z.infer<typeof guestInputSchema>;
export type GuestInputForm = z.input<typeof guestInputSchema>;

export const guestSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  category: z.enum(guestCategories).nullable(),
  status: z.enum(guestStatuses),
  plusOnesAllowed: z.number().int(),
  ...savedReplySchema.shape,
  /** The guest's personal reply link path, /rsvp/<token>; only the host sees it. */
  rsvpPath: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The parts the guest is invited to, in the parts' order, with their answer to each (none: an event in one part). */
  parts: z.array(guestPartSchema),
});
export type Guest = z.infer<typeof guestSchema>;

export const guestListQuerySchema = z.object({
  search: z.string().trim().max(200).optional(),
  status: z.enum(guestStatuses).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (guestPageSizes as readonly number[]).includes(n), "Page size must be 5, 10 or 25")
    .default(defaultGuestPageSize),
  /**
   * The page's neighbour, for Next and Previous: the last guest of the page before this one
   * (`after`) or the first of the page after it (`before`). The page starts from that guest instead
   * of skipping `page - 1` pages, so any page of a long list costs what the first does. `page` still
   * says which page it is; a neighbour that has gone (deleted) falls back to the page number.
   * Searches page by number.
   */
  after: z.uuid().optional(),
  before: z.uuid().optional(),
  /** Only the guests invited to this part of the event. */
  partId: z.uuid().optional(),
});
export type GuestListQuery = z.infer<typeof guestListQuerySchema>;

export const guestCountsSchema = z.object({
  all: z.number().int(),
  invited: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  maybe: z.number().int(),
  waitlisted: z.number().int(),
  /** Seats taken by confirmed guests and their +1s: the headcount. */
  seatsTaken: z.number().int(),
  /** The +1s of the confirmed guests (seatsTaken = confirmed + plusOnes). */
  plusOnes: z.number().int(),
  /**
   * Guests who replied themselves (personal link, invitation link or open reply). A status set by
   * the host or by a CSV import is not a reply.
   */
  replied: z.number().int(),
});
export type GuestCounts = z.infer<typeof guestCountsSchema>;

/** Attending people (guests and +1s alike, each choosing for themselves) per meal. */
export const mealTallySchema = z.object({ choice: z.string(), guests: z.number().int() });
export type MealTally = z.infer<typeof mealTallySchema>;

export const guestPageSchema = z.object({
  items: z.array(guestSchema),
  /** Rows matching the search and status filter. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: guestCountsSchema,
  /**
   * Meal choices of the confirmed guests, most chosen first, then the event's other meal options
   * at 0. A guest chooses one meal for themselves; their +1s' meals are not asked, so they are
   * not in these numbers.
   */
  meals: z.array(mealTallySchema),
  /** The event's parts in order, for the part filter and each guest's answers (none: an event in one part). */
  parts: z.array(partSchema),
});
export type GuestPage = z.infer<typeof guestPageSchema>;

/** What choosing recipients needs of every guest of an event, in one answer, by name. */
export const guestContactSchema = guestSchema.pick({
  id: true,
  name: true,
  email: true,
  phone: true,
  category: true,
  status: true,
});
export type GuestContact = z.infer<typeof guestContactSchema>;
export const guestContactsSchema = z.object({ items: z.array(guestContactSchema) });

export const guestIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(1000) });
