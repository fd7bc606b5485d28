import { Readable } from "node:stream";
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
 * rows that fail validation (reporting their numbers, the header being row 1), and writes every
 * valid row in one transaction: new e-mails are inserted, e-mails already on the list updated.
 */
export async function importGuestsCsv(db: Db, eventId: string, csv: Buffer): Promise<ImportReport> {
  const valid = new Map<string, ImportRow>();
  const skippedRows: number[] = [];
  const parser = Readable.from([csv]).pipe(
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
      if (rows > maxImportRows) {
        throw new AppError(
          "validation_failed",
          `The file has more than ${maxImportRows.toLocaleString("en-US")} rows`,
        );
      }
      const parsed = rowSchema.safeParse(record);
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
  await db.transaction(async (tx) => {
    // Rows that state a status set it; rows that do not keep whatever reply the guest gave.
    const groups = [all.filter((r) => r.status), all.filter((r) => !r.status)];
    for (const [g, group] of groups.entries()) {
      for (let i = 0; i < group.length; i += 1000) {
        const batch = group.slice(i, i + 1000);
        const result = await tx
          .insert(guests)
          .values(
            batch.map((r) => ({
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
              ...(g === 0 ? { status: sql`excluded.status` } : {}),
              updatedAt: sql`now()`,
            },
          })
          .returning({ inserted: sql<boolean>`(xmax = 0)` });
        for (const r of result) {
          if (r.inserted) inserted++;
          else updated++;
        }
      }
    }
  });

  const messages = [importedText(inserted + updated)];
  if (updated > 0) messages.push(`${updated} of them were already on the list and were updated`);
  if (skippedRows.length > 0) messages.push(skippedRowsText(skippedRows));
  return { inserted, updated, skippedRows, messages };
}
