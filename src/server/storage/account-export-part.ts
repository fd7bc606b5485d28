import { getTableColumns, type Table } from "drizzle-orm";
import { imageWidths, variantKey } from "../images/image-processor.ts";

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

/** The largest stored size of an image (what the storeImage base key holds), for an export. */
export function largestImageKey(base: string): string {
  return variantKey(base, imageWidths[imageWidths.length - 1]);
}

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

/**
 * A feature's table whose rows may each carry one stored image (an event's banner, a template's
 * art), exported as `name`: the image's storage key gives way to `file`, the path of the image's
 * largest size in the archive, and that size is copied in.
 */
export function exportTableWithImages<T extends Table, R extends { id: string }>(
  name: string,
  table: T,
  rows: R[],
  image: { key: keyof R & keyof T["_"]["columns"] & string; file: string; path: (id: string) => string },
): AccountExportPart {
  const keyOf = (r: R) => r[image.key] as string | null;
  const shown = rows.map((r) => {
    const { [image.key]: _key, ...row } = r;
    return { ...row, [image.file]: keyOf(r) ? image.path(r.id) : null };
  });
  return {
    tables: { [name]: exportTable(table, shown, { omit: [image.key], add: [image.file] }) },
    files: rows.flatMap((r) => {
      const key = keyOf(r);
      return key ? [{ path: image.path(r.id), key: largestImageKey(key) }] : [];
    }),
  };
}
