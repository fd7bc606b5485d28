import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
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
import { AppError } from "../http/app-error.ts";
import { importedCsvCell } from "./csv-cells.ts";

export const importBusyMessage =
  "An import is already running for your account. Please wait for it to finish.";

/**
 * Rows per INSERT when the guests service writes an import: on PGlite a batch is some 25 ms in which
 * nothing else can use the database. Parsing pauses as often.
 */
export const importBatchRows = 250;

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
export type ImportRow = z.infer<typeof rowSchema>;

/** Header names are matched without regard to case or surrounding spaces; other columns are ignored. */
const normaliseHeader = (headers: string[]) => headers.map((h) => h.trim().toLowerCase());

/**
 * Parses and validates a guest CSV (quoted fields, BOM, CRLF, blank lines, extra columns) row by
 * row; writes nothing. Rows that fail validation are skipped and their numbers reported (the
 * header being row 1); a later row for an e-mail replaces an earlier one. The guests service
 * writes the valid rows (`importCsv`): new e-mails inserted, e-mails already on the list updated.
 */
export async function parseGuestsCsv(csv: Buffer): Promise<{ rows: ImportRow[]; skippedRows: number[] }> {
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
      if (rows % importBatchRows === 0) await nextTurn();
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
  return { rows: [...valid.values()], skippedRows };
}

/** The import's answer to the host, once the rows are written. */
export function importReport(inserted: number, updated: number, skippedRows: number[]): ImportReport {
  const messages = [importedText(inserted + updated)];
  if (updated > 0) messages.push(`${updated} of them were already on the list and were updated`);
  if (skippedRows.length > 0) messages.push(skippedRowsText(skippedRows));
  return { inserted, updated, skippedRows, messages };
}
