import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { guests } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { type ImportRow, importBatchRows, importBusyMessage } from "./csv-import.ts";

// The guests service's writer for a parsed CSV import (csv-import.ts parses and validates).

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** PGlite is one connection in this process: while a transaction is open, every other query waits. */
const sharesOneConnection = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof PGlite;

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

/**
 * Writes an import's rows: new e-mails inserted, e-mails already on the list updated.
 *
 * On PostgreSQL all rows go in one transaction, which first takes the account's import lock
 * (429 when another instance is importing for the same account). On PGlite one long transaction
 * would stall every other request for seconds, so each batch commits on its own and other
 * queries get their turn in between; a failure part-way leaves the earlier batches written, and
 * importing the same file again finishes the job (rows are matched by e-mail). PGlite has one
 * server process, so the caller's in-process check is the whole lock there.
 */
export async function writeGuestImport(db: Db, eventId: string, all: ImportRow[], accountId: string) {
  let inserted = 0;
  let updated = 0;
  // Rows that state a status set it; rows that do not keep whatever reply the guest gave.
  const batches: { rows: ImportRow[]; setStatus: boolean }[] = [];
  for (const [setStatus, group] of [
    [true, all.filter((r) => r.status)],
    [false, all.filter((r) => !r.status)],
  ] as const) {
    for (let i = 0; i < group.length; i += importBatchRows)
      batches.push({ rows: group.slice(i, i + importBatchRows), setStatus });
  }
  const write = async (tx: Tx, batch: (typeof batches)[number]) => {
    const result = await tx
      .insert(guests)
      .values(
        batch.rows.map((r) => ({
          eventId,
          name: r.name,
          email: r.email,
          phone: r.phone ?? null,
          category: r.category ?? null,
          status: r.status ?? ("invited" as const),
        })),
      )
      .onConflictDoUpdate({
        target: [guests.eventId, guests.email],
        set: {
          name: sql`excluded.name`,
          phone: sql`coalesce(excluded.phone, ${guests.phone})`,
          category: sql`coalesce(excluded.category, ${guests.category})`,
          ...(batch.setStatus ? { status: sql`excluded.status` } : {}),
          updatedAt: sql`now()`,
        },
      })
      .returning({ inserted: sql<boolean>`(xmax = 0)` });
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  };

  if (sharesOneConnection(db)) {
    for (const batch of batches) {
      await db.transaction((tx) => write(tx, batch));
      // Let waiting requests (timers, sockets, queued queries) run before the next batch.
      await nextTurn();
    }
  } else {
    await db.transaction(async (tx) => {
      if (!(await tryLockImports(tx, accountId))) throw new AppError("rate_limited", importBusyMessage);
      for (const batch of batches) await write(tx, batch);
    });
  }
  return { inserted, updated };
}
