import { safeCsvCell } from "../../../contract/csv-cells.ts";
import type { SkippedImportRow } from "../../../contract/guest-import.ts";

/**
 * The rows an import did not write, as a CSV the host opens beside their own file to fix them:
 * row number, name, e-mail and every reason. Made in the browser from the import's answer. Cells
 * come from the host's file, so each passes `safeCsvCell` (a name like =HYPERLINK(…) stays text);
 * a byte-order mark first, so Excel reads the names as UTF-8. The CSV writer is loaded only when
 * a host asks for the file.
 */
export async function skippedRowsCsv(rows: SkippedImportRow[]): Promise<Blob> {
  const { stringify } = await import("csv-stringify/browser/esm/sync");
  const text = `\uFEFF${stringify([
    ["row", "name", "email", "reason"],
    ...rows.map((r) => [
      String(r.row),
      safeCsvCell(r.name),
      safeCsvCell(r.email),
      safeCsvCell(r.reasons.join("; ")),
    ]),
  ])}`;
  return new Blob([text], { type: "text/csv;charset=utf-8" });
}
