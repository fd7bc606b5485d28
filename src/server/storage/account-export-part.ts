import { getTableColumns, type Table } from "drizzle-orm";
import type { RowBatches } from "../db/keyset-pages.ts";

/**
 * One feature's share of a user's data export ("Download my data"): its records as tables (each
 * written as JSON and CSV) and the stored files that belong to them. Every feature that holds a
 * user's data answers with one of these from its service's `exportFor(userId)`; the profile
 * service puts them together without reading any other feature's tables.
 *
 * Rows and files come as batches read when the archive reaches them (db/keyset-pages.ts), never
 * as whole tables: one account held 115,000 guests, and holding them, then their JSON and CSV,
 * took the embedded server past its heap (issue 31).
 */
export type AccountExportPart = {
  /** Table name → its columns and rows (plain JSON values). */
  tables: Record<string, ExportTable>;
  /** Files to copy into the ZIP: `path` inside the archive, `key` in storage. */
  files?: RowBatches<ExportFile>;
};

export type ExportFile = { path: string; key: string };

/** One table of an export: the header comes with it, so an empty table still has its header row. */
export type ExportTable = { columns: string[]; rows: RowBatches<Record<string, unknown>> };

/** Rows already in hand (the profile's one row), as batches. */
export function rowsOf<R>(rows: R[]): RowBatches<R> {
  return async function* () {
    if (rows.length > 0) yield rows;
  };
}

/** Each batch's rows changed by `f` (a token left out, a storage key turned into a path), as read. */
export function mapRows<R, S>(rows: RowBatches<R>, f: (row: R) => S): RowBatches<S> {
  return async function* () {
    for await (const batch of rows()) yield batch.map(f);
  };
}

/** Each row turned into none or some (the files of the rows that have one), as read. */
export function flatMapRows<R, S>(rows: RowBatches<R>, f: (row: R) => S[]): RowBatches<S> {
  return async function* () {
    for await (const batch of rows()) {
      const mapped = batch.flatMap(f);
      if (mapped.length > 0) yield mapped;
    }
  };
}

/**
 * An export table shaped like a database table: its columns without `omit` (tokens, signatures,
 * storage keys) and with `add` (the paths of files copied into the archive), in that order.
 */
export function exportTable<T extends Table>(
  table: T,
  rows: RowBatches<Record<string, unknown>>,
  shape: { omit?: (keyof T["_"]["columns"] & string)[]; add?: string[] } = {},
): ExportTable {
  const omit = new Set<string>(shape.omit ?? []);
  const columns = Object.keys(getTableColumns(table)).filter((c) => !omit.has(c));
  return { columns: [...columns, ...(shape.add ?? [])], rows };
}
