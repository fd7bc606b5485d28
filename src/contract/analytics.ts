import { z } from "zod";
import { guestCategories } from "./guests.ts";
import { partSchema } from "./parts.ts";

// An event's RSVP analytics (issue 16): what the Premium package's "basic analytics" and the
// Deluxe package's "advanced analytics" show. Every number counts guests (a guest row: one
// invitation, one reply), except "people", which counts the guest and the +1s they named.

export const analyticsMessages = {
  noPermission: "You can see the analytics only of an event you created",
} as const;

/**
 * The replies, each counting guests: attending (confirmed, and waitlisted for want of seats),
 * maybe, declined. Spread into the funnel, each day and each category, so all three say the same.
 */
const replyCounts = {
  attending: z.number().int(),
  maybe: z.number().int(),
  declined: z.number().int(),
};

/**
 * The funnel, each step the guests who reached it: on the list; an invitation to them was sent
 * (e-mail handed to the mail server, WhatsApp marked sent) or their link reached them some other
 * way (they opened it); their personal link was opened (or they replied through it, which needs it
 * open); they have a reply (theirs or set by the host); they arrived at the door.
 */
export const funnelSchema = z.object({
  invited: z.number().int(),
  delivered: z.number().int(),
  opened: z.number().int(),
  replied: z.number().int(),
  ...replyCounts,
  checkedIn: z.number().int(),
});
export type Funnel = z.infer<typeof funnelSchema>;

/**
 * One line of the caterer's headcount: the people (guests and +1s alike, each with their own
 * answer) it counts, and the parties (guest rows) they belong to.
 */
export const tallySchema = z.object({
  /** The meal or dietary note as the guest chose or typed it; null: none given. */
  label: z.string().nullable(),
  parties: z.number().int(),
  people: z.number().int(),
});
export type Tally = z.infer<typeof tallySchema>;

/** The most dietary notes listed one by one; the rest are added up in `otherDietary`. */
export const maxDietaryLines = 50;

/**
 * What the people coming eat, for the caterer's tables: each meal, each dietary note (the same note
 * in any case or spacing counted together) and, past the first ones, the rest added up.
 */
const mealFigures = {
  meals: z.array(tallySchema),
  dietary: z.array(tallySchema),
  otherDietary: tallySchema.nullable(),
};

/** Who comes and what they eat: confirmed guests only (maybe and waitlisted are counted apart). */
export const headcountSchema = z.object({
  parties: z.number().int(),
  people: z.number().int(),
  /** Not counted above: guests who said maybe, and the waitlist, with their +1s. */
  maybePeople: z.number().int(),
  waitlistedPeople: z.number().int(),
  ...mealFigures,
  askMeal: z.boolean(),
  askDietary: z.boolean(),
});
export type Headcount = z.infer<typeof headcountSchema>;

/**
 * One part of an event in parts (decision 0033): its guests by their answer to it, and who comes
 * and what they eat, each person of the party the guest brings to this part with their own meal.
 */
export const partHeadcountSchema = z.object({
  part: partSchema,
  /** Guests by their answer to this part: coming, on its waitlist, not coming, not answered. */
  going: z.number().int(),
  waitlisted: z.number().int(),
  declined: z.number().int(),
  noAnswer: z.number().int(),
  /** People coming: the party each going guest brings to this part. */
  people: z.number().int(),
  ...mealFigures,
});
export type PartHeadcount = z.infer<typeof partHeadcountSchema>;

/** Basic analytics (Premium and Deluxe). */
export const analyticsSummarySchema = z.object({
  funnel: funnelSchema,
  headcount: headcountSchema,
  /** Per part, in the parts' order; empty for an event without parts. */
  parts: z.array(partHeadcountSchema),
});
export type AnalyticsSummary = z.infer<typeof analyticsSummarySchema>;

/** One day in the event's time zone: replies last given that day, and first opens of links. */
export const replyDaySchema = z.object({
  /** YYYY-MM-DD, in the event's time zone. */
  day: z.string(),
  opened: z.number().int(),
  ...replyCounts,
});
export type ReplyDay = z.infer<typeof replyDaySchema>;

export const categoryRowSchema = z.object({
  /** null: guests without a category. */
  category: z.enum(guestCategories).nullable(),
  invited: z.number().int(),
  ...replyCounts,
  /** Guests without a reply yet. */
  waiting: z.number().int(),
  /** Attending people: the confirmed guests and their +1s. */
  people: z.number().int(),
});
export type CategoryRow = z.infer<typeof categoryRowSchema>;

/** Advanced analytics (Deluxe): replies over time and by category. */
export const analyticsTrendsSchema = z.object({
  timeZone: z.string(),
  days: z.array(replyDaySchema),
  categories: z.array(categoryRowSchema),
});
export type AnalyticsTrends = z.infer<typeof analyticsTrendsSchema>;

/**
 * The columns of the caterer's headcount CSV: one line per confirmed person (the guest, then each
 * +1, under the guest's name as their party), then the total.
 */
export const headcountCsvColumns = ["Party", "Person", "Meal", "Dietary notes", "Category"];

/** The columns of the caterer's CSV for an event in parts: the part first, a section per part. */
export const partsHeadcountCsvColumns = ["Part", ...headcountCsvColumns];
