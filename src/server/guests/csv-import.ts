import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { PGlite } from "@electric-sql/pglite";
import { parse } from "csv-parse";
import { sql } from "drizzle-orm";
import { z } from "zod";
import {
  guestCategories,
  guestMessages,
  hostGuestStatuses,
  type ImportReport,
  importedText,
  maxImportRows,
  skippedRowsText,
} from "../../contract/guests.ts";
import type { Db } from "../db/client.ts";
import { guests } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { importedCsvCell } from "./csv-cells.ts";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export const importBusyMessage =
  "An import is already running for your account. Please wait for it to finish.";

/** Rows per INSERT: on PGlite a batch is some 25 ms in which nothing else can use the database. */
const batchRows = 250;

/**
 * Takes the account's import lock for the rest of the transaction, if no one holds it: the lock
 * lives in PostgreSQL, so it holds across server instances, and ends with the transaction, so a
 * crashed instance cannot leave it behind.
 */
export async function tryLockImports(tx: Tx, accountId: string): Promise<boolean> {
  const result = (await tx.execute(
    sql`select pg_try_advisory_xact_lock(hashtext('guest-import'), hashtext(${accountId})) as ok`,
  )) as unknown as { rows: { ok: boolean }[] };
  return result.rows[0]?.ok === true;
}

/** PGlite is one connection in this process: while a transaction is open, every other query waits. */
const sharesOneConnection = (db: Db) => (db as unknown as { $client: unknown }).$client instanceof PGlite;

function* piecesOf(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

const blankToUndefined = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** One CSV row: name and a valid e-mail are required; the rest is optional and forgiving of case. */
const rowSchema = z.object({
  name: z.string().trim().min(1).max(200),
  email: z.string().trim().toLowerCase().pipe(z.email()),
  phone: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .max(40)
      .regex(/^[0-9\s\-+()]*$/)
      .optional(),
  ),
  category: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim().toLowerCase()) : v),
    z.enum(guestCategories).optional(),
  ),
  status: z.preprocess(
    (v) => (typeof v === "string" ? blankToUndefined(v.trim().toLowerCase()) : v),
    z.enum(hostGuestStatuses).optional(),
  ),
});
type ImportRow = z.infer<typeof rowSchema>;

/** Header names are matched without regard to case or surrounding spaces; other columns are ignored. */
const normaliseHeader = (headers: string[]) => headers.map((h) => h.trim().toLowerCase());

/**
 * Parses a guest CSV (quoted fields, BOM, CRLF, blank lines, extra columns) row by row, skips
 * rows that fail validation (reporting their numbers, the header being row 1), and writes the
 * valid rows: new e-mails are inserted, e-mails already on the list updated.
 *
 * On PostgreSQL all rows go in one transaction, which first takes the account's import lock
 * (429 when another instance is importing for the same account). On PGlite one long transaction
 * would stall every other request for seconds, so each batch commits on its own and other
 * queries get their turn in between; a failure part-way leaves the earlier batches written, and
 * importing the same file again finishes the job (rows are matched by e-mail). PGlite has one
 * server process, so the caller's in-process check is the whole lock there.
 */
export async function importGuestsCsv(
  db: Db,
  eventId: string,
  csv: Buffer,
  accountId: string,
): Promise<ImportReport> {
  const valid = new Map<string, ImportRow>();
  const skippedRows: number[] = [];
  // Fed in pieces, with a pause every few hundred rows, so parsing 10,000 rows never holds the
  // event loop for more than a moment.
  const parser = Readable.from(piecesOf(csv, 16 * 1024)).pipe(
    parse({
      bom: true,
      columns: normaliseHeader,
      skip_empty_lines: true,
      relax_column_count: true,
      info: true,
      trim: false,
    }),
  );
  let rows = 0;
  try {
    for await (const { record, info } of parser as AsyncIterable<{
      record: Record<string, string>;
      info: { lines: number };
    }>) {
      rows++;
      if (rows % batchRows === 0) await nextTurn();
      if (rows > maxImportRows) {
        throw new AppError(
          "validation_failed",
          `The file has more than ${maxImportRows.toLocaleString("en-US")} rows`,
        );
      }
      // A NUL byte cannot be stored in a text column: such a row is skipped like any invalid one.
      const parsed = Object.values(record).some((v) => v.includes("\0"))
        ? { success: false as const }
        : rowSchema.safeParse(
            Object.fromEntries(Object.entries(record).map(([k, v]) => [k, importedCsvCell(v)])),
          );
      // info.lines is the line the record ended on: the row number the host sees in a spreadsheet.
      if (!parsed.success) skippedRows.push(info.lines);
      // A later row for the same e-mail wins, as it would in the spreadsheet the host edited.
      else valid.set(parsed.data.email, parsed.data);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("validation_failed", guestMessages.csvParseError);
  }
  if (valid.size === 0) {
    throw new AppError("validation_failed", guestMessages.csvNoValidRows, {
      skippedRows: skippedRows.join(","),
    });
  }

  let inserted = 0;
  let updated = 0;
  const all = [...valid.values()];
  // Rows that state a status set it; rows that do not keep whatever reply the guest gave.
  const batches: { rows: ImportRow[]; setStatus: boolean }[] = [];
  for (const [setStatus, group] of [
    [true, all.filter((r) => r.status)],
    [false, all.filter((r) => !r.status)],
  ] as const) {
    for (let i = 0; i < group.length; i += batchRows)
      batches.push({ rows: group.slice(i, i + batchRows), setStatus });
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

  const messages = [importedText(inserted + updated)];
  if (updated > 0) messages.push(`${updated} of them were already on the list and were updated`);
  if (skippedRows.length > 0) messages.push(skippedRowsText(skippedRows));
  return { inserted, updated, skippedRows, messages };
}
