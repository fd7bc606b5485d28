import { z } from "zod";
import type { GuestStatus } from "./guests.ts";

// Events in parts (issue 36, decision 0033): a wedding's haldi, sangeet, ceremony and reception in
// one event, each guest invited to their parts and answering each one.

/** A guest's answer for one part: invited (no answer yet), coming, on the part's waitlist, or not coming. */
export const partReplyStatuses = ["invited", "confirmed", "waitlisted", "declined"] as const;
export type PartReplyStatus = (typeof partReplyStatuses)[number];

export const maxPartsPerEvent = 12;

export const partMessages = {
  nameRequired: "Name is required",
  dateRequired: "Date is required",
  timeRequired: "Start time is required",
  endBeforeStart: "The end must be after the start",
  tooMany: `An event can have at most ${maxPartsPerEvent} parts`,
  notFound: "Part not found",
  unknownParts: "Some of these parts are not in this event",
  orderMismatch: "The new order must name every part of the event once",
  chooseAPart: "Please answer for at least one part",
  notInvitedToPart: "You are not invited to this part",
  partFull: "This part is full. You are on its waitlist.",
} as const;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, partMessages.timeRequired);
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((v) => v || null);

/** What the host enters for a part. */
export const partInputSchema = z
  .object({
    name: z.string().trim().min(1, partMessages.nameRequired).max(120),
    date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, partMessages.dateRequired),
    startTime: time,
    endTime: time
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    /** Left empty: the event's location. */
    venue: optionalText(300),
    /** Dress code or a note for the guests. */
    note: z.string().trim().max(500).default(""),
    capacity: z.number().int().min(1, "Capacity must be at least 1").max(100_000).nullable().default(null),
    isPublic: z.boolean().default(true),
  })
  .refine((p) => p.endTime === null || p.endTime > p.startTime, {
    message: partMessages.endBeforeStart,
    path: ["endTime"],
  });
export type PartInput = z.infer<typeof partInputSchema>;
export type PartInputForm = z.input<typeof partInputSchema>;

/** A part as the host and the guest see it. */
export const partSchema = z.object({
  id: z.string(),
  position: z.number().int(),
  name: z.string(),
  date: z.string(),
  startTime: z.string(),
  endTime: z.string().nullable(),
  /** The part's own place, or null for the event's location. */
  venue: z.string().nullable(),
  note: z.string(),
  capacity: z.number().int().nullable(),
  isPublic: z.boolean(),
});
export type Part = z.infer<typeof partSchema>;

/** A part by its name and when it is: what the door's part picker and a guest's reply page show of each. */
export const partWhenSchema = partSchema.pick({
  id: true,
  name: true,
  date: true,
  startTime: true,
  endTime: true,
});

/** Per part, the guests and seats by answer (the host's headcount per part). */
export const partCountsSchema = z.object({
  partId: z.string(),
  invited: z.number().int(),
  confirmed: z.number().int(),
  waitlisted: z.number().int(),
  declined: z.number().int(),
  /** People coming: the seats of the confirmed answers. */
  seats: z.number().int(),
});
export type PartCounts = z.infer<typeof partCountsSchema>;

/** A guest's invitation to one part and their answer. */
export const guestPartSchema = z.object({
  partId: z.string(),
  status: z.enum(partReplyStatuses),
  party: z.number().int(),
});
export type GuestPart = z.infer<typeof guestPartSchema>;

/**
 * A guest's overall status from their answers per part (decision 0033): Attending while they come
 * to any part, on the waitlist while they wait for one and come to none, No when they said no to
 * every part; "invited" when no part is answered yet (the host's Invited or Maybe then stands).
 */
export function statusFromParts(answers: Pick<GuestPart, "status">[]): GuestStatus {
  if (answers.some((a) => a.status === "confirmed")) return "confirmed";
  if (answers.some((a) => a.status === "waitlisted")) return "waitlisted";
  if (answers.length > 0 && answers.every((a) => a.status === "declined")) return "declined";
  return "invited";
}

/**
 * The overall status a guest's answers give, the host's Invited or Maybe standing while no part is
 * answered (the guest form shows it as the answers change; the server stores the same).
 */
export function overallStatus(answers: Pick<GuestPart, "status">[], hostStatus: GuestStatus): GuestStatus {
  const derived = statusFromParts(answers);
  return derived === "invited" && hostStatus === "maybe" ? "maybe" : derived;
}

/**
 * The host's answer for a guest to one part, set on the guest form: no answer yet (invited), coming
 * (confirmed: a seat under the part's capacity, its waitlist past it), or not coming. "waitlisted"
 * keeps a waiting guest's place; for a guest not waiting it asks for a seat like "confirmed".
 */
export const hostPartAnswerSchema = z.object({
  partId: z.uuid(),
  status: z.enum(partReplyStatuses),
});
export type HostPartAnswer = z.infer<typeof hostPartAnswerSchema>;

/** The guest form's words for an answer per part. */
export const hostPartAnswerLabels: Record<PartReplyStatus, string> = {
  invited: "No answer",
  confirmed: "Attending",
  declined: "Not attending",
  waitlisted: "On the waitlist",
};

/** The answer every part gets when the host changes the overall status (null: none moves). */
export const partAnswerForStatus: Record<GuestStatus, PartReplyStatus | null> = {
  confirmed: "confirmed",
  declined: "declined",
  invited: "invited",
  maybe: "invited",
  // Only capacity puts a guest on a waitlist: a status left at Waitlisted moves no answer.
  waitlisted: null,
};

/** The reply to one part, as a guest sends it. */
export const partReplySchema = z.object({
  partId: z.string().uuid(),
  attending: z.boolean(),
  /** People of the party coming to this part, the guest included; ignored when not attending. */
  party: z.number().int().min(1).max(21).default(1),
});
export type PartReply = z.infer<typeof partReplySchema>;

/** Reorder: every part id of the event, in the new order. */
export const partOrderSchema = z.object({ partIds: z.array(z.string().uuid()).min(1).max(maxPartsPerEvent) });

/** Who is invited to which parts: the guests (or a category's guests) and the parts. */
export const partInvitationSchema = z.object({
  guestIds: z.array(z.string().uuid()).max(10_000).optional(),
  category: z.string().optional(),
  /** The parts they are invited to: replaces what they had (an empty list is refused). */
  partIds: z.array(z.string().uuid()).min(1).max(maxPartsPerEvent),
});

// The host's Parts section (parts-host): the API's answers and the screen's words.

/** GET /api/events/{id}/parts: the parts in order and, per part, the guests by answer. */
export const partsForHostSchema = z.object({
  parts: z.array(partSchema),
  counts: z.array(partCountsSchema),
});
export type PartsForHost = z.infer<typeof partsForHostSchema>;

/** The parts in their new order (PUT …/parts/order). */
export const partListSchema = z.object({ items: z.array(partSchema) });

/** Before a part is removed: how many guests answered it, and how many who said yes can be e-mailed. */
export const partRemovalNoticeSchema = z.object({
  answered: z.number().int(),
  /** Guests coming to the part, with an address and not unsubscribed. */
  toTell: z.number().int(),
});
export type PartRemovalNotice = z.infer<typeof partRemovalNoticeSchema>;

/** DELETE …/parts/{partId}?tell=1 e-mails the guests who said yes that the part is off. */
export const removePartQuerySchema = z.object({
  tell: z
    .enum(["1", "0", "true", "false"])
    .optional()
    .transform((v) => v === "1" || v === "true"),
});

export const partHostTexts = {
  title: "Parts",
  intro: "Each part has its own time, place and guest list; guests answer each part they are invited to.",
  emptyTitle: "One event, several parts",
  empty:
    "A wedding's haldi, sangeet and reception, or a conference's sessions and dinner: add each as a part, invite each guest to theirs, and count replies, meals and arrivals per part.",
  add: "Add a part",
  edit: "Edit part",
  save: "Save part",
  remove: "Remove part",
  moveUp: "Move up",
  moveDown: "Move down",
  venueHelp: "Leave empty to use the event's location",
  noteLabel: "Dress code or note",
  publicLabel: "Open to public registration",
  publicHelp: "Strangers registering on the public event page may choose this part",
  added: "Part added",
  saved: "Part saved",
  removed: "Part removed",
  removedTold: "Part removed. We are e-mailing the guests who said yes.",
  moved: "Order saved",
  loadFailed: "Failed to load the parts",
} as const;

/** The removal's question, when guests already answered the part. */
export function partRemovalQuestion(name: string, answered: number): string {
  const who = `${answered} guest${answered === 1 ? " has" : "s have"}`;
  return `${who} answered for “${name}”. Removing it removes their answers to it; their other parts stay as they are.`;
}

export function tellPartGuestsLabel(n: number): string {
  return `E-mail the ${n} guest${n === 1 ? "" : "s"} who said yes`;
}
/** Who is invited to which parts, as the host sets it on the guest list (per guest, bulk, CSV). */
export const guestPartsMessages = {
  choose: "Please choose at least one part",
  answerNotInvited: "Answers can only be set for the parts the guest is invited to",
  invited: (guests: number) => `Invited ${guests} ${guests === 1 ? "guest" : "guests"} to the chosen parts`,
} as const;

/** A CSV row naming a part the event does not have. */
export const unknownPartText = (name: string, parts: string[]) =>
  `Unknown part "${name}" (use ${parts.join(", ")})`;
