import { eq, inArray, sql } from "drizzle-orm";
import { type ImportPreview, importMessages } from "../../contract/guest-import.ts";
import type { GuestStatus } from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import { AppError } from "../http/app-error.ts";
import { importBatchRows, importBusyMessage } from "./csv-import.ts";
import type { ImportedParts } from "./import-parts.ts";
import { guests } from "./tables.ts";

// The guests service's writer for an import plan (import-plan.ts works the plan out).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
type Plan = Pick<ImportPreview, "newGuests" | "updates">;
type NotApplied = { row: number; email: string; reason: string };

export type ImportOutcome = {
  inserted: number;
  updated: number;
  /** Rows of the plan that were not written, each with why. */
  notApplied: NotApplied[];
  /** Whether an applied update took a guest off a confirmed seat (the waitlist may move up). */
  freedSeats: boolean;
  /** Guests already on the list whose parts the file changed (an event in parts). */
  partsChanged: number;
};

/**
 * Takes the account's import lock for the rest of the transaction, if no one holds it: the lock
 * lives in PostgreSQL, so it holds across server instances, and ends with the transaction, so a
 * crashed instance cannot leave it behind. The guests service takes it before writing an import.
 */
export async function tryLockImports(tx: Tx, accountId: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('guest-import'), hashtext(${accountId})) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

type Batch = {
  rows: { row: number; email: string }[];
  /** Writes the batch; answers the rows it wrote, the new guests' ids, and those the package's limit kept out. */
  write: (tx: Tx) => Promise<{ written: Set<number>; added?: Added[]; refused?: Set<number> }>;
  /** Why a row of the batch that was not written was left alone. */
  skippedBecause: string;
};

/**
 * The package's guest limit, checked again inside each insert's transaction: how many of `wanted`
 * new guests may still go in, with the event locked so that no other insert moves the count
 * meanwhile (null: no limit), and the refusal naming the limit.
 */
/** A guest the import added, with the parts its row named (an event in parts). */
export type Added = { id: string; parts?: string[] };

export type GuestRoomGuard = {
  room: (tx: Tx, wanted: number) => Promise<number | null>;
  refusal: string;
};

/**
 * One array parameter per column, unnested into rows by the database. Building the statement
 * costs the same for 1 row or 250: drizzle's multi-row VALUES took some 50 ms of the event loop
 * per 250-row batch (1,500 parameters), most of a 10,000-row import's time (0009).
 */
const column = (type: "text" | "uuid" | "int" | "boolean", values: unknown[]) =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

function insertBatch(eventId: string, all: Plan["newGuests"], guard: GuestRoomGuard | null): Batch {
  const fields = ["name", "email", "phone", "category", "status"] as const;
  return {
    rows: all,
    skippedBecause: importMessages.addedMeanwhile,
    async write(tx) {
      // Guests added elsewhere since the import began may have used up the package's room.
      const room = guard ? await guard.room(tx, all.length) : null;
      const rows = room === null ? all : all.slice(0, room);
      const refused = new Set(all.slice(rows.length).map((r) => r.row));
      if (rows.length === 0) return { written: new Set(), refused };
      const arrays = fields.map((f) =>
        column(
          "text",
          rows.map((r) => r[f]),
        ),
      );
      // An e-mail someone added since the preview is left as it is (its row is reported).
      const result = (await tx.execute(sql`
        insert into ${guests} (event_id, ${sql.raw(fields.join(", "))})
        select ${eventId}::uuid, g.* from unnest(${sql.join(arrays, sql`, `)}) as g
        on conflict (event_id, email) do nothing
        returning id, email`)) as unknown as { rows: { id: string; email: string }[] };
      const ids = new Map(result.rows.map((w) => [w.email, w.id]));
      const done = rows.filter((r) => ids.has(r.email));
      const added = done.map((r) => ({ id: ids.get(r.email)!, ...(r.parts ? { parts: r.parts } : {}) }));
      return { written: new Set(done.map((r) => r.row)), added, refused };
    },
  };
}

/**
 * One statement per batch; each guest is changed only while every field it changes still has the
 * value the preview showed, so a guest edited meanwhile is left alone (and reported).
 */
function updateBatch(eventId: string, rows: Plan["updates"]): Batch {
  const fields = ["name", "phone", "category", "status"] as const;
  const change = (u: Plan["updates"][number], field: (typeof fields)[number]) =>
    u.changes.find((c) => c.field === field);
  const arrays = [
    column(
      "uuid",
      rows.map((u) => u.guestId),
    ),
    column(
      "int",
      rows.map((u) => u.row),
    ),
    ...fields.flatMap((f) => [
      column(
        "boolean",
        rows.map((u) => change(u, f) !== undefined),
      ),
      column(
        "text",
        rows.map((u) => change(u, f)?.from ?? null),
      ),
      column(
        "text",
        rows.map((u) => change(u, f)?.to ?? null),
      ),
    ]),
  ];
  const columns = fields.flatMap((f) => [`set_${f}`, `old_${f}`, `new_${f}`]).join(", ");
  const setClause = sql.raw(
    fields.map((f) => `${f} = case when v.set_${f} then v.new_${f} else g.${f} end`).join(", "),
  );
  const guard = sql.raw(
    fields.map((f) => `(not v.set_${f} or g.${f} is not distinct from v.old_${f})`).join(" and "),
  );
  return {
    rows,
    skippedBecause: importMessages.changedMeanwhile,
    async write(tx) {
      const result = (await tx.execute(sql`
        update ${guests} as g set ${setClause}, updated_at = now()
        from unnest(${sql.join(arrays, sql`, `)}) as v(id, row_number, ${sql.raw(columns)})
        where g.id = v.id and g.event_id = ${eventId} and ${guard}
        returning v.row_number as row`)) as unknown as { rows: { row: number }[] };
      return { written: new Set(result.rows.map((r) => Number(r.row))) };
    },
  };
}

function batchesOf(eventId: string, plan: Plan, guard: GuestRoomGuard | null): Batch[] {
  const batches: Batch[] = [];
  for (let i = 0; i < plan.newGuests.length; i += importBatchRows)
    batches.push(insertBatch(eventId, plan.newGuests.slice(i, i + importBatchRows), guard));
  for (let i = 0; i < plan.updates.length; i += importBatchRows)
    batches.push(updateBatch(eventId, plan.updates.slice(i, i + importBatchRows)));
  return batches;
}

/**
 * At an event in parts, a status the file changed answers each of the guest's parts alike (after
 * their parts were set), and the guest keeps the overall status their parts give them: Attending
 * past a full part's capacity may wait on its list.
 */
async function answerPartsAsStatus(
  tx: Tx,
  updates: Plan["updates"],
  done: Set<number>,
  parts: ImportedParts,
) {
  const changes = updates.flatMap((u) => {
    const c = u.changes.find((c) => c.field === "status");
    return c && done.has(u.row) ? [{ guestId: u.guestId, before: c.from, to: c.to }] : [];
  });
  if (changes.length === 0) return;
  const plusOnes = new Map<string, string[]>();
  for (let i = 0; i < changes.length; i += importBatchRows) {
    const ids = changes.slice(i, i + importBatchRows).map((c) => c.guestId);
    const rows = await tx
      .select({ id: guests.id, plusOnes: guests.plusOnes })
      .from(guests)
      .where(inArray(guests.id, ids));
    for (const r of rows) plusOnes.set(r.id, r.plusOnes);
  }
  const statuses = await parts.restatus(
    tx,
    changes.map((c) => ({
      guestId: c.guestId,
      plusOnes: plusOnes.get(c.guestId) ?? [],
      before: c.before as GuestStatus,
      to: c.to as GuestStatus,
    })),
  );
  const asFiled = new Map(changes.map((c) => [c.guestId, c.to]));
  for (const [guestId, status] of statuses) {
    if (status !== asFiled.get(guestId))
      await tx.update(guests).set({ status }).where(eq(guests.id, guestId));
  }
}

/**
 * Writes an import plan: new guests inserted, guests already on the list updated as previewed.
 *
 * All rows go in one transaction, which first takes the account's import lock (429 when another
 * instance is importing for the same account): a failure, a stop or a crash part-way writes
 * nothing, and the host imports the file again. On PGlite the transaction holds the one connection
 * for the whole write (1–3 s for 10,000 rows here; other requests wait meanwhile), the price of
 * all or nothing there (decision record 0018).
 */
export async function writeImportPlan(
  db: Db,
  eventId: string,
  plan: Plan,
  accountId: string,
  guard: GuestRoomGuard | null = null,
  /** The invitations to parts of the guests written, in the same transaction (an event in parts). */
  parts?: ImportedParts,
): Promise<ImportOutcome> {
  const batches = batchesOf(eventId, plan, guard);
  const newRows = new Set(plan.newGuests.map((g) => g.row));
  const written = new Set<number>();
  const outcome: ImportOutcome = {
    inserted: 0,
    updated: 0,
    notApplied: [],
    freedSeats: false,
    partsChanged: 0,
  };
  const results = await db.transaction(async (tx) => {
    if (!(await tryLockImports(tx, accountId))) throw new AppError("rate_limited", importBusyMessage);
    const all: Awaited<ReturnType<Batch["write"]>>[] = [];
    for (const batch of batches) all.push(await batch.write(tx));
    await parts?.invite(
      tx,
      all.flatMap((r) => r.added ?? []),
    );
    // Guests already on the list: only those whose row was written (not changed meanwhile).
    const done = new Set(all.flatMap((r) => [...r.written]));
    const changed = plan.updates.flatMap((u) => {
      const c = u.changes.find((c) => c.field === "parts");
      return c && done.has(u.row) ? [{ guestId: u.guestId, to: c.to }] : [];
    });
    await parts?.reinvite(tx, changed);
    outcome.partsChanged = parts ? changed.length : 0;
    if (parts?.inParts) await answerPartsAsStatus(tx, plan.updates, done, parts);
    return all;
  });
  batches.forEach((batch, i) => {
    const { written: rows, refused } = results[i];
    for (const r of batch.rows) {
      if (rows.has(r.row)) written.add(r.row);
      else {
        const reason = refused?.has(r.row) && guard ? guard.refusal : batch.skippedBecause;
        outcome.notApplied.push({ row: r.row, email: r.email, reason });
      }
    }
  });

  for (const row of written) {
    if (newRows.has(row)) outcome.inserted++;
    else outcome.updated++;
  }
  outcome.freedSeats = plan.updates.some(
    (u) => written.has(u.row) && u.changes.some((c) => c.field === "status" && c.from === "confirmed"),
  );
  outcome.notApplied.sort((a, b) => a.row - b.row);
  return outcome;
}
