import { getTableColumns, type Table } from "drizzle-orm";

/**
 * One feature's share of a user's data export ("Download my data"): its records as tables (each
 * written as JSON and CSV) and the stored files that belong to them. Every feature that holds a
 * user's data answers with one of these from its service's `exportFor(userId)`; the profile
 * service puts them together without reading any other feature's tables.
 */
export type AccountExportPart = {
  /** Table name → its columns and rows (plain JSON values). */
  tables: Record<string, ExportTable>;
  /** Files to copy into the ZIP: `path` inside the archive, `key` in storage. */
  files: { path: string; key: string }[];
};

/** One table of an export: the header comes with it, so an empty table still has its header row. */
export type ExportTable = { columns: string[]; rows: Record<string, unknown>[] };

/**
 * An export table shaped like a database table: its columns without `omit` (tokens, signatures,
 * storage keys) and with `add` (the paths of files copied into the archive), in that order.
 */
export function exportTable<T extends Table>(
  table: T,
  rows: Record<string, unknown>[],
  shape: { omit?: (keyof T["_"]["columns"] & string)[]; add?: string[] } = {},
): ExportTable {
  const omit = new Set<string>(shape.omit ?? []);
  const columns = Object.keys(getTableColumns(table)).filter((c) => !omit.has(c));
  return { columns: [...columns, ...(shape.add ?? [])], rows };
}
