import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { GuestStatus } from "../../contract/guests.ts";
import type { GuestPart, HostPartAnswer, Part, PartReply } from "../../contract/parts.ts";
import type { Db, Tx } from "../db/client.ts";

/**
 * What the guests feature asks of an event's parts (issue 36, decision 0033): which parts a guest
 * is invited to and their answers. The parts feature reads guests, so guests may not import it:
 * services.ts wires the parts service in as this port. An event without parts answers "no parts"
 * everywhere, and each write and read here is then a no-op.
 */
export type GuestPartsPort = {
  /** The event's parts in order (empty: an event in one part). */
  list(eventId: string): Promise<Part[]>;
  /**
   * Invites guests just added, inside the insert's transaction, to these parts, or to all of
   * them when `partIds` is absent (`publicOnly`: to the parts a stranger may choose).
   */
  inviteNew(
    tx: Tx,
    eventId: string,
    guestIds: string[],
    partIds?: string[],
    publicOnly?: boolean,
  ): Promise<void>;
  /**
   * The host's choice on the guest form, inside its transaction with the event locked: the parts
   * the guest is invited to (`partIds`; left out: unchanged, or all for a new guest) and an answer
   * per part (`answers`; left out: a `status` changed from `before` answers every part alike), each
   * Yes under the part's capacity. Returns the overall status to store, or null for an event without
   * parts (the host's status stands as saved).
   */
  hostChoice(
    tx: Tx,
    guest: { id: string; eventId: string; plusOnes: string[] },
    choice: {
      partIds?: string[];
      answers?: HostPartAnswer[];
      status: GuestStatus;
      before: GuestStatus | null;
    },
  ): Promise<GuestStatus | null>;
  /**
   * Puts guests on exactly these parts inside the caller's transaction (an import's Parts column for
   * guests already on the list): a part lost takes its answer along, the overall status follows.
   */
  reinvite(tx: Tx, eventId: string, guestIds: string[], partIds: string[]): Promise<void>;
  /**
   * After seats were freed (guests removed, a status changed by an import), inside the caller's
   * transaction: each part's waitlist moves up as far as its seats allow. Returns whether the event
   * has parts (its own waitlist is then theirs: the event's capacity is not applied to answers).
   */
  moveWaitlistsUp(tx: Tx, eventId: string): Promise<boolean>;
  /** Each guest's parts and answers, in the parts' order (a guest of no part: absent). */
  ofGuests(eventId: string, guestIds: string[], conn?: Db | Tx): Promise<Map<string, GuestPart[]>>;
  /** As ofGuests, for parts the caller has already read (in order): no second read of them. */
  answersOf(parts: Pick<Part, "id">[], guestIds: string[], conn?: Db | Tx): Promise<Map<string, GuestPart[]>>;
  /** Guests invited to the part, from the trigger-kept counts (the filtered list's total, no scan). */
  invitedCount(eventId: string, partId: string): Promise<number>;
  /** A condition on a guest id column: the guest is invited to this part (the list's filter). */
  invitedTo(partId: string, guestId: AnyPgColumn): SQL;
  /**
   * The guest's answers per part as one column of the caller's statement (a page of the list reads
   * them with its rows, not in a statement of its own); `answersIn` reads its value.
   */
  answersColumn(guestId: AnyPgColumn): SQL;
  /** A value of `answersColumn` as the guest's parts and answers, in the order of `parts`. */
  answersIn(parts: Pick<Part, "id">[], value: unknown): GuestPart[];
  /**
   * A reply per part, inside the reply's transaction with the event row locked: records the
   * guest's answers under each part's capacity; their overall status follows.
   */
  answer(
    tx: Tx,
    guest: { id: string; eventId: string; plusOnes: string[] },
    replies: PartReply[],
  ): Promise<{ status: GuestStatus }>;
  /** Invites a newcomer (an open registration) to exactly these public parts. */
  join(tx: Tx, eventId: string, guestId: string, partIds: string[]): Promise<void>;
};

/** An app without parts wired (a guests service made alone): every event is in one part. */
export const noParts: GuestPartsPort = {
  list: async () => [],
  inviteNew: async () => {},
  hostChoice: async () => null,
  reinvite: async () => {},
  moveWaitlistsUp: async () => false,
  ofGuests: async () => new Map(),
  answersOf: async () => new Map(),
  invitedCount: async () => 0,
  invitedTo: () => sql`false`,
  answersColumn: () => sql`null`,
  answersIn: () => [],
  answer: async () => {
    throw new Error("the parts feature is not wired into the guests service");
  },
  join: async () => {},
};
