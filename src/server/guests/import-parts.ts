import { setImmediate as nextTurn } from "node:timers/promises";
import type { GuestStatus } from "../../contract/guests.ts";
import { unknownPartText } from "../../contract/parts.ts";
import type { Tx } from "../db/client.ts";
import type { ImportRow, ParsedCsv } from "./csv-import.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";

// The `Parts` column of a guest CSV (an event in parts, decision 0033): which of the event's parts
// each guest is invited to. For a new guest, empty or missing: all of them; for a guest already on
// the list, empty keeps theirs and a change is applied like a status (only with "update existing").
// Names are matched without regard to case or surrounding spaces; a row naming a part the event
// does not have is skipped, with why.

type EventPart = { id: string; name: string };

const key = (name: string) => name.trim().toLowerCase();

/**
 * The file's rows with their part names as the event spells them; a row naming an unknown part
 * joins the invalid rows. An event without parts ignores the column, as it did any extra column.
 */
export function withEventParts(parsed: ParsedCsv, parts: EventPart[]): ParsedCsv {
  if (parts.length === 0) return { ...parsed, rows: parsed.rows.map(({ parts: _, ...r }) => r) };
  const byName = new Map(parts.map((p) => [key(p.name), p.name]));
  const rows: ImportRow[] = [];
  const invalid = [...parsed.invalid];
  for (const r of parsed.rows) {
    const unknown = (r.parts ?? []).filter((n) => !byName.has(key(n)));
    if (unknown.length === 0) {
      rows.push(r.parts ? { ...r, parts: [...new Set(r.parts.map((n) => byName.get(key(n))!))] } : r);
      continue;
    }
    const names = parts.map((p) => p.name);
    const reasons = unknown.map((n) => unknownPartText(n, names));
    invalid.push({ row: r.row, kind: "invalid", name: r.name, email: r.email, reasons });
  }
  invalid.sort((a, b) => a.row - b.row);
  return { ...parsed, rows, invalid };
}

/** How the preview shows a guest's parts: their names in the event's order, "; " between. */
const separator = "; ";
export const partsCell = (names: string[]) => names.join(separator);
const namesOfCell = (cell: string | null) => (cell ? cell.split(separator) : []);

/** The parts of guests already on the list, by name, for the import plan to compare with the file. */
export type CurrentParts = {
  /** Each guest's part names in the event's order (a guest of no part: absent). */
  of(guestIds: string[]): Promise<Map<string, string[]>>;
  /** The names, as the event spells them, in the event's order. */
  inOrder(names: string[]): string[];
};

/** Guests per read of their parts: well under any statement's parameter limit. */
const readChunk = 1000;

/** The current parts of an event's guests by name; undefined for an event without parts. */
export function currentParts(port: GuestPartsPort, parts: EventPart[]): CurrentParts | undefined {
  if (parts.length === 0) return undefined;
  const names = new Map(parts.map((p) => [p.id, p.name]));
  return {
    async of(guestIds) {
      const byGuest = new Map<string, string[]>();
      for (let i = 0; i < guestIds.length; i += readChunk) {
        const answers = await port.answersOf(parts, guestIds.slice(i, i + readChunk));
        for (const [id, list] of answers)
          byGuest.set(
            id,
            list.map((a) => names.get(a.partId) ?? ""),
          );
        // On PGlite a query holds the one connection: let waiting requests in between reads.
        await nextTurn();
      }
      return byGuest;
    },
    inOrder: (chosen) => parts.filter((p) => chosen.includes(p.name)).map((p) => p.name),
  };
}

/** What an import writes of parts, inside its transaction (import-writer.ts calls both). */
export type ImportedParts = {
  /** Whether the event has parts (without, every write here is a no-op). */
  inParts: boolean;
  /** Invites the new guests to the parts their rows named, or all. */
  invite(tx: Tx, added: { id: string; parts?: string[] }[]): Promise<void>;
  /** Puts guests already on the list on the parts the file gives them (the preview's `to`). */
  reinvite(tx: Tx, changed: { guestId: string; to: string | null }[]): Promise<void>;
  /**
   * Guests already on the list whose status the file changed: every part they are invited to is
   * answered alike, as the host's status on the guest form does (a Yes under each part's capacity).
   * Answers each guest's overall status as their parts now make it (none for an event without parts).
   */
  restatus(tx: Tx, changed: StatusChange[]): Promise<Map<string, GuestStatus>>;
};

/** A status the import changed, with what the parts need to seat the guest's party. */
export type StatusChange = { guestId: string; plusOnes: string[]; before: GuestStatus; to: GuestStatus };

/**
 * The import's writes of invitations: one statement per distinct choice of parts (all, or the few
 * sets a file names), not one per row.
 */
export function importedParts(port: GuestPartsPort, eventId: string, parts: EventPart[]): ImportedParts {
  const idsOf = (names: string[]) => parts.filter((p) => names.includes(p.name)).map((p) => p.id);
  /** Guests grouped by the set of parts they get (undefined: all). */
  function bySet(items: { guestId: string; names?: string[] }[]) {
    const groups = new Map<string, { guestIds: string[]; partIds?: string[] }>();
    for (const item of items) {
      const set = item.names ? idsOf(item.names) : undefined;
      const k = set ? set.join(",") : "";
      const group = groups.get(k) ?? { guestIds: [], partIds: set };
      group.guestIds.push(item.guestId);
      groups.set(k, group);
    }
    return [...groups.values()];
  }
  return {
    inParts: parts.length > 0,
    async invite(tx, added) {
      if (parts.length === 0) return;
      const groups = bySet(added.map((g) => ({ guestId: g.id, names: g.parts })));
      for (const { guestIds, partIds } of groups) await port.inviteNew(tx, eventId, guestIds, partIds);
    },
    async reinvite(tx, changed) {
      if (parts.length === 0) return;
      const groups = bySet(changed.map((c) => ({ guestId: c.guestId, names: namesOfCell(c.to) })));
      for (const { guestIds, partIds } of groups) await port.reinvite(tx, eventId, guestIds, partIds ?? []);
    },
    async restatus(tx, changed) {
      const statuses = new Map<string, GuestStatus>();
      if (parts.length === 0) return statuses;
      for (const c of changed) {
        const guest = { id: c.guestId, eventId, plusOnes: c.plusOnes };
        const status = await port.hostChoice(tx, guest, { status: c.to, before: c.before });
        if (status) statuses.set(c.guestId, status);
      }
      return statuses;
    },
  };
}
