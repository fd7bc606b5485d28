import { unknownPartText } from "../../contract/parts.ts";
import type { Tx } from "../db/client.ts";
import type { ImportRow, ParsedCsv } from "./csv-import.ts";
import type { GuestPartsPort } from "./guest-parts-port.ts";

// The `Parts` column of a guest CSV (an event in parts, decision 0033): which of the event's parts
// each new guest is invited to. Empty or missing: all of them. Names are matched without regard to
// case or surrounding spaces; a row naming a part the event does not have is skipped, with why.

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

/**
 * Invites the guests an import added to their parts, inside the import's transaction: one
 * statement per distinct choice of parts (all, or the few sets a file names), not one per row.
 */
export function inviteImported(port: GuestPartsPort, eventId: string, parts: EventPart[]) {
  return async (tx: Tx, added: { id: string; parts?: string[] }[]) => {
    if (parts.length === 0) return;
    const bySet = new Map<string, { guestIds: string[]; partIds?: string[] }>();
    for (const g of added) {
      const set = g.parts ? parts.filter((p) => g.parts!.includes(p.name)).map((p) => p.id) : undefined;
      const k = set ? set.join(",") : "";
      const group = bySet.get(k) ?? { guestIds: [], partIds: set };
      group.guestIds.push(g.id);
      bySet.set(k, group);
    }
    for (const { guestIds, partIds } of bySet.values()) await port.inviteNew(tx, eventId, guestIds, partIds);
  };
}
