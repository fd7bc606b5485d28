import type { Readable } from "node:stream";
import yazl from "yazl";
import { type CsvCell, csvText } from "../http/csv-writer.ts";
import type { AccountExportPart, ExportTable } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";

/** A value as JSON and CSV show it: dates as ISO strings, lists and objects as JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

function csvOf({ columns, rows }: ExportTable): string {
  const cell = (v: unknown): CsvCell => {
    const p = plain(v);
    return p !== null && typeof p === "object" ? JSON.stringify(p) : (p as CsvCell);
  };
  return csvText(
    columns,
    rows.map((r) => columns.map((c) => cell(r[c]))),
  );
}

/**
 * The account's data as one ZIP, streamed: each table as `<name>.json` and `<name>.csv` (spreadsheets
 * open the CSV; programs read the JSON), and every stored file read only when the archive reaches it.
 */
export function accountZip(storage: Storage, parts: AccountExportPart[], readme: string): Readable {
  const zip = new yazl.ZipFile();
  const now = new Date();
  zip.addBuffer(Buffer.from(readme), "README.txt", { mtime: now });
  for (const part of parts) {
    for (const [name, table] of Object.entries(part.tables)) {
      const json = JSON.stringify(table.rows, (_k, v) => plain(v), 2);
      zip.addBuffer(Buffer.from(json), `${name}.json`, { mtime: now });
      zip.addBuffer(Buffer.from(csvOf(table)), `${name}.csv`, { mtime: now });
    }
    for (const file of part.files) {
      zip.addReadStreamLazy(file.path, { compress: false, mtime: now }, (cb) => {
        storage.get(file.key).then(
          (object) => cb(object ? null : new Error(`missing file ${file.key}`), object?.body as Readable),
          (error: Error) => cb(error, null as unknown as Readable),
        );
      });
    }
  }
  const stream = zip.outputStream as Readable;
  zip.on("error", (error: Error) => stream.destroy(error));
  zip.end();
  return stream;
}
