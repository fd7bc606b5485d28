import { z } from "zod";
import { guestCategories, guestStatuses } from "./guests.ts";
import { partWhenSchema } from "./parts.ts";

/** The most people one check-in or walk-in brings in: a guest and the +1s a host may allow. */
export const maxParty = 21;

export const checkInMessages = {
  /** What the door log keeps of a guest who removed their details. */
  guestRemoved: "This guest has removed their details.",
  unknownPass: "This is not a pass for this event",
  voidedPass: "This pass is no longer valid: the guest's reply changed or the host cancelled the pass",
  alreadyCheckedIn: (time: string) => `Already checked in at ${time}`,
  checkedIn: (name: string, came: number, party: number) => `${name} checked in: ${came} of ${party}`,
  undone: (name: string) => `Check-in of ${name} undone`,
  notCheckedIn: (name: string) => `${name} has not checked in`,
  walkedIn: (name: string, party: number) => `${name} added as a walk-in and checked in: ${party}`,
  partyTooLarge: (party: number) => `At most ${party} can check in with this guest`,
  actionReused: "This action id was already used for another action. Send a new id.",
  nameRequired: "Name is required",
  passReissued: "The old pass no longer works; the guest's reply page shows the new one",
  noPass: "This guest has no pass: only guests who are attending have one",
  guestGone: "This guest is no longer on the list",
  /** A pass (or a name) at the door of a part the guest is not coming to (issue 36): nothing recorded. */
  notComing: (name: string, part: string) => `${name} is not coming to ${part}`,
  /** An event in parts records each arrival at one part's door. */
  choosePart: "Choose the part this door is for",
} as const;

/** The pass QR code's size and error correction (spec §9: 250, level H, with margin). */
export const passQr = { width: 250, errorCorrectionLevel: "H", margin: 4 } as const;

/** A guest's pass as their reply page shows it. The QR code holds only the pass code. */
export type GuestPass = {
  name: string;
  partySize: number;
  /** The QR code as an SVG document (drawn on the server, shown as an image: no script needed). */
  qrSvg: string;
};

export const doorGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.enum(guestCategories).nullable(),
  status: z.enum(guestStatuses),
  /** Flagged on scan: the guest's category is vip. */
  vip: z.boolean(),
  /** Who may come in with this guest: them and their +1s (named, or allowed if they have not replied). */
  partySize: z.number().int(),
  checkedIn: z
    .object({
      at: z.string(),
      /** The time of arrival on the event's clock, HH:mm. */
      time: z.string(),
      party: z.number().int(),
    })
    .nullable(),
});
export type DoorGuest = z.infer<typeof doorGuestSchema>;

/** A part as the door's picker shows it. */
export const doorPartSchema = partWhenSchema;
export type DoorPart = z.infer<typeof doorPartSchema>;

/**
 * Which part's door (an event in parts, issue 36): the summary, the name search and the guest list
 * of that part; left out, the part happening now or next. An event in one part takes none.
 */
const partQuery = z.uuid().optional();
export const doorPartQuerySchema = z.object({ part: partQuery });
/** Every door action at an event in parts names its part; an event in one part takes none. */
const partId = z.uuid().optional();

export const doorSummarySchema = z.object({
  eventId: z.string(),
  title: z.string(),
  /** The event's day and time on its own clock (YYYY-MM-DD, HH:mm), for the door's heading. */
  date: z.string(),
  time: z.string(),
  timeZone: z.string(),
  /**
   * Who is asking: "host" (the owner or a co-host: the page also shows the event and its door
   * links), or "door" (door staff with an account, or a door link: the door and nothing else,
   * names only).
   */
  view: z.enum(["host", "door"]),
  /** People checked in (each guest with the part of their party that came). */
  arrived: z.number().int(),
  /** Guests (parties) checked in. */
  arrivedGuests: z.number().int(),
  /** People expected: attending guests and their +1s (walk-ins included). */
  expected: z.number().int(),
  /** The latest arrivals, newest first, for a quick undo. */
  recent: z.array(doorGuestSchema),
  /**
   * An event in parts (issue 36): its parts, for the door's picker, and the part these counts are
   * for (the one asked for, else the part happening now or next on the event's clock). Absent for
   * an event in one part.
   */
  parts: z.array(doorPartSchema).optional(),
  partId: z.string().optional(),
});
export type DoorSummary = z.infer<typeof doorSummarySchema>;

/** The most guests one name search at the door answers with. */
export const doorSearchLimit = 20;

export const doorSearchSchema = z.object({ q: z.string().trim().min(1).max(200), part: partQuery });
/** Up to doorSearchLimit guests, by name. */
export const doorSearchResultSchema = z.object({ items: z.array(doorGuestSchema) });
/** Every guest of the event, by name: the door's own copy, to find guests by name offline. */
export const doorGuestListSchema = z.object({ items: z.array(doorGuestSchema) });

/** A scanned code (kept out of the URL: a pass is a key, and URLs end up in logs). */
export const passLookupSchema = z.object({ code: z.string().trim().min(1).max(200), partId });

/**
 * Every door action carries an id the device made (a UUID): the server applies each id once, so a
 * retried request, a double tap or an offline queue replaying it never counts anyone twice.
 */
const actionId = z.uuid("The action id must be a UUID");

export const checkInRequestSchema = z.object({
  actionId,
  guestId: z.uuid(),
  /** How many of the party came (3 of 4). */
  party: z.number().int().min(1).max(maxParty),
  partId,
});
export type CheckInRequest = z.infer<typeof checkInRequestSchema>;

export const undoRequestSchema = z.object({ actionId, guestId: z.uuid(), partId });
export type UndoRequest = z.infer<typeof undoRequestSchema>;

export const walkInRequestSchema = z.object({
  actionId,
  name: z.string().trim().min(1, checkInMessages.nameRequired).max(200),
  party: z.number().int().min(1).max(maxParty),
  partId,
});
export type WalkInRequest = z.infer<typeof walkInRequestSchema>;

export const doorOutcomes = ["checked_in", "already_checked_in", "undone", "not_checked_in"] as const;
export const doorOutcomeSchema = z.object({
  outcome: z.enum(doorOutcomes),
  message: z.string(),
  guest: doorGuestSchema,
});
export type DoorOutcome = z.infer<typeof doorOutcomeSchema>;
