import type { Table } from "drizzle-orm";
import type { RowBatches } from "../db/keyset-pages.ts";
import { type AccountExportPart, exportTable, flatMapRows, mapRows } from "../storage/account-export-part.ts";
import { largestImageKey } from "./image-store.ts";

/**
 * A feature's table whose rows may each carry one stored image (an event's banner, a template's
 * art), exported as `name`: the image's storage key gives way to `file`, the path of the image's
 * largest size in the archive, and that size is copied in.
 */
export function exportTableWithImages<T extends Table, R extends { id: string }>(
  name: string,
  table: T,
  rows: RowBatches<R>,
  image: { key: keyof R & keyof T["_"]["columns"] & string; file: string; path: (id: string) => string },
): AccountExportPart {
  const keyOf = (r: R) => r[image.key] as string | null;
  const shown = mapRows(rows, (r) => {
    const { [image.key]: _key, ...row } = r;
    return { ...row, [image.file]: keyOf(r) ? image.path(r.id) : null };
  });
  return {
    tables: { [name]: exportTable(table, shown, { omit: [image.key], add: [image.file] }) },
    files: flatMapRows(rows, (r) => {
      const key = keyOf(r);
      return key ? [{ path: image.path(r.id), key: largestImageKey(key) }] : [];
    }),
  };
}
