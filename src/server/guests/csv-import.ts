import { Readable } from "node:stream";
import { setImmediate as nextTurn } from "node:timers/promises";
import { parse } from "csv-parse";
import { z } from "zod";
import { importedCsvCell } from "../../contract/csv-cells.ts";
import {
  duplicateRowText,
  importMessages,
  unknownCategoryText,
  unknownStatusText,
} from "../../contract/guest-import.ts";
import { guestCategories, guestMessages, guestStatuses, maxImportRows } from "../../contract/guests.ts";
import { AppError } from "../http/app-error.ts";
import { matchOption } from "./import-values.ts";

/** The column of the parts a guest is invited to, names separated by ";" (the export writes it too). */
export const partsColumn = "parts";

export const importBusyMessage =
  "An import is already running for your account. Please wait for it to finish.";

/**
 * Rows per statement when the guests service writes an import (all in one transaction). Parsing
 * pauses as often, so a big file never holds the event loop for long.
 */
export const importBatchRows = 250;

type GuestStatus = (typeof guestStatuses)[number];
type GuestCategory = (typeof guestCategories)[number];

/** One valid CSV row; `row` is its number as a spreadsheet shows it (the header is row 1). */
export type ImportRow = {
  row: number;
  name: string;
  email: string;
  phone?: string;
  category?: GuestCategory;
  status?: GuestStatus;
  /** The parts named in the `Parts` column, as typed (left out: all of the event's parts). */
  parts?: string[];
};
/** A row that is not imported; name and e-mail as the file has them, so the host can find it. */
export type SkippedRow = {
  row: number;
  kind: "invalid" | "duplicate";
  name: string;
  email: string;
  reasons: string[];
};
export type ParsedCsv = {
  rows: ImportRow[];
  /** Rows with invalid data, each with every reason (the spec's 'Some rows (…) were skipped'). */
  invalid: SkippedRow[];
  /** Rows whose e-mail a later row repeats; the later row is imported. */
  duplicates: SkippedRow[];
};

function* piecesOf(data: Buffer, size: number) {
  for (let i = 0; i < data.length; i += size) yield data.subarray(i, i + size);
}

const emailShape = z.email();
const phoneShape = /^[0-9\s\-+()]*$/;
/**
 * A row as an import row, or every reason it cannot be one (the host fixes them all at once).
 * Name and a valid e-mail are required; the rest is optional, and category and status are read
 * without regard to case, spacing or a plural (import-values.ts).
 */
export function checkRow(
  row: number,
  record: Record<string, string>,
): { ok: true; value: ImportRow } | { ok: false; reasons: string[] } {
  // A NUL byte cannot be stored in a text column.
  if (Object.values(record).some((v) => v.includes("\0")))
    return { ok: false, reasons: [importMessages.unstorableCharacter] };
  const cell = (key: string) => importedCsvCell(record[key] ?? "").trim();
  const reasons: string[] = [];
  const name = cell("name");
  if (!name) reasons.push(guestMessages.nameRequired);
  else if (name.length > 200) reasons.push(importMessages.nameTooLong);
  const email = cell("email").toLowerCase();
  if (!email) reasons.push(guestMessages.emailRequired);
  else if (!emailShape.safeParse(email).success) reasons.push(guestMessages.emailInvalid);
  const phone = cell("phone");
  if (phone && (phone.length > 40 || !phoneShape.test(phone))) reasons.push(guestMessages.phoneInvalid);
  const categoryCell = cell("category");
  const category = categoryCell ? matchOption(guestCategories, categoryCell) : undefined;
  if (categoryCell && !category) reasons.push(unknownCategoryText(categoryCell));
  const statusCell = cell("status");
  const status = statusCell ? matchOption(guestStatuses, statusCell) : undefined;
  if (statusCell && !status) reasons.push(unknownStatusText(statusCell));
  if (reasons.length > 0) return { ok: false, reasons };
  // Part names are checked against the event's parts once the file is read (import-parts.ts).
  const parts = cell(partsColumn)
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean);
  return {
    ok: true,
    value: {
      row,
      name,
      email,
      ...(phone ? { phone } : {}),
      ...(category ? { category } : {}),
      ...(status ? { status } : {}),
      ...(parts.length > 0 ? { parts } : {}),
    },
  };
}

/**
 * A skipped row's name and e-mail cells as the host typed them, to find the row by: trimmed, without
 * NUL (the answer is shown and downloaded) and cut at 200 characters (a runaway cell stays small).
 */
const cellsOf = (record: Record<string, string>) => {
  const shown = (value: string | undefined) =>
    importedCsvCell(value ?? "")
      .replaceAll("\0", "")
      .trim()
      .slice(0, 200);
  return { name: shown(record.name), email: shown(record.email) };
};

/** Header names are matched without regard to case or surrounding spaces; other columns are ignored. */
const normaliseHeader = (headers: string[]) => headers.map((h) => h.trim().toLowerCase());

/**
 * Parses and checks a guest CSV (quoted fields, BOM, CRLF, blank lines, extra columns) row by
 * row; writes nothing. A later row for an e-mail replaces an earlier one, as it would in the
 * spreadsheet the host edited. The import plan (import-plan.ts) matches the rows with the list.
 */
export async function parseGuestsCsv(csv: Buffer): Promise<ParsedCsv> {
  const valid = new Map<string, ImportRow>();
  const invalid: SkippedRow[] = [];
  const replaced: ImportRow[] = [];
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
      // info.lines is the line the record ended on: the row number the host sees in a spreadsheet.
      const checked = checkRow(info.lines, record);
      if (!checked.ok) {
        invalid.push({ row: info.lines, kind: "invalid", ...cellsOf(record), reasons: checked.reasons });
        continue;
      }
      const earlier = valid.get(checked.value.email);
      if (earlier) replaced.push(earlier);
      valid.set(checked.value.email, checked.value);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError("validation_failed", guestMessages.csvParseError);
  }
  const duplicates = replaced
    .map((r) => ({
      row: r.row,
      kind: "duplicate" as const,
      name: r.name,
      email: r.email,
      reasons: [duplicateRowText(valid.get(r.email)?.row ?? r.row)],
    }))
    .sort((a, b) => a.row - b.row);
  return { rows: [...valid.values()], invalid, duplicates };
}
