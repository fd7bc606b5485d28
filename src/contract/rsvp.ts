import { z } from "zod";
import { eventSchema } from "./events.ts";
import { maxPartsPerEvent, partReplySchema } from "./parts.ts";
import { replyPartSchema } from "./reply-parts.ts";
import { rsvpMessages } from "./rsvp-messages.ts";

export const rsvpResponses = ["attending", "not_attending", "maybe"] as const;
export type RsvpResponse = (typeof rsvpResponses)[number];

const mealChoice = z
  .string()
  .trim()
  .max(120)
  .nullable()
  .optional()
  .transform((v) => v || null);
const dietaryNotes = z.string().trim().max(500).default("");

/** One +1's own meal and dietary needs (contract/party.ts). */
export const personAnswerSchema = z.object({ mealChoice, dietaryNotes });
/** The same as stored and sent back. */
export const savedPersonAnswerSchema = z.object({
  mealChoice: z.string().nullable(),
  dietaryNotes: z.string(),
});

/**
 * A guest's reply as stored, which the host's guest list and the guest's own reply page both show:
 * the party and its answers, the guest's own meal and dietary needs, the note and when it came.
 */
export const savedReplySchema = z.object({
  /**
   * The +1s by name, and each one's meal and dietary needs in the same order. While the reply is
   * Maybe or No, those kept from the last Attending, for the form to offer again (the host is not
   * sent them meanwhile).
   */
  plusOnes: z.array(z.string()),
  plusOneAnswers: z.array(savedPersonAnswerSchema),
  mealChoice: z.string().nullable(),
  dietaryNotes: z.string(),
  noteToHost: z.string(),
  respondedAt: z.string().nullable(),
});

/** What a guest sends from the reply form (personal link or open RSVP). */
export const rsvpReplySchema = z.object({
  response: z.enum(rsvpResponses, { error: rsvpMessages.responseRequired }),
  plusOnes: z.array(z.string().trim().min(1, rsvpMessages.plusOneName).max(120)).max(20).default([]),
  /** The guest's own meal and dietary needs. */
  mealChoice,
  dietaryNotes,
  /** Each +1's meal and dietary needs, in the order of `plusOnes` (answer i is +1 i's). */
  plusOneAnswers: z.array(personAnswerSchema).max(20).default([]),
  noteToHost: z.string().trim().max(1000).default(""),
  /**
   * At an event in parts (decision 0033): an answer for each of the guest's parts, which decide
   * their overall answer (`response` is then Attending when they come to any part). An open
   * registration lists the public parts chosen, each attending.
   */
  parts: z.array(partReplySchema).max(maxPartsPerEvent).optional(),
});
export type RsvpReply = z.infer<typeof rsvpReplySchema>;
export type RsvpReplyForm = z.input<typeof rsvpReplySchema>;

/** Open RSVP from the public event page: who you are, plus the reply. */
export const openRsvpSchema = rsvpReplySchema.extend({
  name: z.string().trim().min(1, rsvpMessages.nameRequired).max(200),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .min(1, rsvpMessages.emailRequired)
    .pipe(z.email(rsvpMessages.emailInvalid)),
});
export type OpenRsvp = z.infer<typeof openRsvpSchema>;

/** The most +1s a host may let each open registrant (no personal invitation) bring. */
export const maxOpenPlusOnes = 10;

/**
 * What a guest's reply page shows of who is coming: nothing, the number going, or the number and
 * the first names of the guests going (never surnames or contact details).
 */
export const showGoingChoices = ["off", "count", "names"] as const;
export type ShowGoing = (typeof showGoingChoices)[number];

/**
 * Until the host chooses: a private event shows nothing (its guests may not know each other); a
 * public one shows the number, which its page invites anyone to add to, but names only when the
 * host allows them.
 */
export const defaultShowGoing = (isPublic: boolean): ShowGoing => (isPublic ? "count" : "off");

export const showGoingLabels: Record<ShowGoing, string> = {
  off: "Nothing",
  count: "Number going",
  names: "Number going and first names",
};

/** The RSVP settings a host sets per event. */
export const rsvpSettingsSchema = z.object({
  rsvpDeadline: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Please enter a valid date")
    .nullable(),
  capacity: z.number().int().min(1, "Capacity must be at least 1").max(100_000).nullable(),
  askMeal: z.boolean(),
  mealOptions: z.array(z.string().trim().min(1).max(80)).max(12),
  askDietary: z.boolean(),
  hostMessage: z.string().trim().max(2000),
  /**
   * +1s each person registering without a personal invitation (public page, shared invitation link)
   * may bring. 0, the spec's rule, unless the host raises it; a client that leaves it out sets 0.
   */
  openPlusOnes: z
    .number()
    .int()
    .min(0, "Please choose how many guests a registrant may bring")
    .max(maxOpenPlusOnes, `A registrant can bring at most ${maxOpenPlusOnes} guests`)
    .default(0),
  /** Left out, it stays as it is (a client that does not know it changes nothing). */
  showGoing: z.enum(showGoingChoices).optional(),
});
export type RsvpSettings = z.infer<typeof rsvpSettingsSchema>;

/** What the reply page shows: the event's public facts, the form's options and the guest's answer. */
export const rsvpViewSchema = z.object({
  event: eventSchema
    .pick({
      id: true,
      title: true,
      description: true,
      date: true,
      time: true,
      timeZone: true,
      location: true,
      bannerUrl: true,
      hostName: true,
    })
    .extend({
      /** The start as a UTC instant (ISO), for calendar links. */
      startsAt: z.string(),
      hostMessage: z.string(),
    }),
  form: z.object({
    closed: z.boolean(),
    rsvpDeadline: z.string().nullable(),
    askMeal: z.boolean(),
    mealOptions: z.array(z.string()),
    askDietary: z.boolean(),
    plusOnesAllowed: z.number().int(),
  }),
  guest: z
    .object({
      name: z.string(),
      status: z.enum(["invited", "confirmed", "declined", "maybe", "waitlisted"]),
      ...savedReplySchema.shape,
    })
    .nullable(),
  /** At an event in parts: the guest's parts in order (an open form: the public ones); else []. */
  parts: z.array(replyPartSchema),
  /**
   * At an event in parts, a guest invited to none of them (their host unticked every part): the
   * page says so (replyPartMessages.invitedToNoPart) instead of showing a form, and a reply is
   * refused. False everywhere else, an open form included.
   */
  invitedToNoPart: z.boolean(),
});
export type RsvpView = z.infer<typeof rsvpViewSchema>;

/**
 * The answer to an open reply: the same neutral text whoever sent it, so it never tells a stranger
 * whether an address is on the list. The outcome and the personal link go to the address by e-mail.
 */
export const openRsvpResultSchema = z.object({ message: z.string() });
export type OpenRsvpResult = z.infer<typeof openRsvpResultSchema>;
