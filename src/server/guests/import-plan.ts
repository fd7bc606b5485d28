import { createHash } from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import { and, eq, inArray } from "drizzle-orm";
import type { ImportChange, ImportLimit, ImportPreview } from "../../contract/guest-import.ts";
import type { Db } from "../db/client.ts";
import type { ParsedCsv } from "./csv-import.ts";
import { guestContactColumns } from "./guest-row.ts";
import { type CurrentParts, partsCell } from "./import-parts.ts";
import { guests } from "./tables.ts";

// What an import would do to an event's list, worked out before anything is written: the
// preview shows it to the host, and the import carries out the very same plan (import-writer.ts).

type Existing = Pick<typeof guests.$inferSelect, "id" | "name" | "email" | "phone" | "category" | "status">;

/** E-mails per lookup: well under any statement's parameter limit. */
const lookupChunk = 1000;

/** The event's guests with these e-mails (stored lower-cased), by e-mail. */
async function existingByEmail(db: Db, eventId: string, emails: string[]): Promise<Map<string, Existing>> {
  const found = new Map<string, Existing>();
  for (let i = 0; i < emails.length; i += lookupChunk) {
    const rows = await db
      .select(guestContactColumns)
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.email, emails.slice(i, i + lookupChunk))));
    for (const r of rows) if (r.email) found.set(r.email, r);
    // On PGlite a query holds the one connection: let waiting requests in between lookups.
    await nextTurn();
  }
  return found;
}

/** The event's guest limit and the room it leaves now (guest-limit.ts); null when the plan has none. */
export type PlanRoom = { room: number; limit: ImportLimit } | null;

/**
 * The plan, as the preview shows it. For a guest already on the list (same e-mail), a phone or
 * category in the file fills or replaces theirs, and a blank cell keeps theirs. Their name, and
 * their status and parts (an event in parts, `current`) when the file states them, change only
 * with `updateExisting`; otherwise the differences are listed as kept, so nothing changes that the
 * host was not shown. New guests past
 * the plan's room are listed apart (`overLimit`): the preview says they will not be imported, and
 * the import does not try them.
 */
export async function planImport(
  db: Db,
  eventId: string,
  parsed: ParsedCsv,
  updateExisting: boolean,
  planRoom: PlanRoom,
  /** The parts of the guests already on the list (an event in parts; left out: none). */
  current?: CurrentParts,
): Promise<ImportPreview> {
  const existing = await existingByEmail(
    db,
    eventId,
    parsed.rows.map((r) => r.email),
  );
  // Only the guests whose row names parts are compared: a blank cell keeps theirs.
  const partsNow = current
    ? await current.of(
        parsed.rows.filter((r) => r.parts && existing.has(r.email)).map((r) => existing.get(r.email)!.id),
      )
    : new Map<string, string[]>();
  const plan: Omit<ImportPreview, "fingerprint"> = {
    updateExisting,
    newGuests: [],
    overLimit: [],
    limit: planRoom?.limit ?? null,
    updates: [],
    unchanged: [],
    kept: [],
    skipped: [...parsed.invalid, ...parsed.duplicates].sort((a, b) => a.row - b.row),
  };
  for (const r of [...parsed.rows].sort((a, b) => a.row - b.row)) {
    const guest = existing.get(r.email);
    if (!guest) {
      plan.newGuests.push({
        row: r.row,
        name: r.name,
        email: r.email,
        phone: r.phone ?? null,
        category: r.category ?? null,
        status: r.status ?? "invited",
        ...(r.parts ? { parts: r.parts } : {}),
      });
      continue;
    }
    const changes: ImportChange[] = [];
    const kept: ImportChange[] = [];
    const compare = (
      field: ImportChange["field"],
      from: string | null,
      to: string | undefined,
      guarded: boolean,
    ) => {
      if (to === undefined || to === from) return;
      (guarded && !updateExisting ? kept : changes).push({ field, from, to });
    };
    compare("name", guest.name, r.name, true);
    compare("phone", guest.phone, r.phone, false);
    compare("category", guest.category, r.category, false);
    compare("status", guest.status, r.status, true);
    if (current && r.parts)
      compare("parts", partsCell(partsNow.get(guest.id) ?? []), partsCell(current.inOrder(r.parts)), true);
    const who = { row: r.row, guestId: guest.id, name: guest.name, email: r.email };
    if (changes.length > 0) plan.updates.push({ ...who, changes });
    else plan.unchanged.push(who);
    if (kept.length > 0) plan.kept.push({ ...who, changes: kept });
  }
  // File order decides which new guests fit, as it would for a host adding them one by one.
  if (planRoom && plan.newGuests.length > planRoom.room) {
    plan.overLimit = plan.newGuests.slice(planRoom.room);
    plan.newGuests = plan.newGuests.slice(0, planRoom.room);
  }
  return { fingerprint: fingerprintOf(eventId, plan), ...plan };
}

/**
 * Everything the preview shows, hashed: the import recomputes the plan and compares, so it
 * refuses when the list (or the file, or the choice, or which rows fit the plan) changed since the
 * host looked. The count of guests on the list is left out: a reply arriving meanwhile that leaves
 * the same rows fitting changes nothing the host decided on.
 */
function fingerprintOf(eventId: string, plan: Omit<ImportPreview, "fingerprint">): string {
  const limit = plan.limit && { ...plan.limit, onList: undefined };
  return createHash("sha256")
    .update(JSON.stringify([eventId, { ...plan, limit }]))
    .digest("base64url");
}
