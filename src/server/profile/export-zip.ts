import { Readable } from "node:stream";
import yazl from "yazl";
import type { RowBatches } from "../db/keyset-pages.ts";
import { type CsvCell, csvChunks } from "../http/csv-writer.ts";
import type { AccountExportPart, ExportFile, ExportTable } from "../storage/account-export-part.ts";
import type { Storage } from "../storage/storage.ts";

/** A value as JSON and CSV show it: dates as ISO strings, lists and objects as JSON. */
function plain(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  return value;
}

const cell = (v: unknown): CsvCell => {
  const p = plain(v);
  return p !== null && typeof p === "object" ? JSON.stringify(p) : (p as CsvCell);
};

async function* csvOf({ columns, rows }: ExportTable): AsyncGenerator<string> {
  async function* lines() {
    for await (const batch of rows()) yield batch.map((r) => columns.map((c) => cell(r[c])));
  }
  yield* csvChunks(columns, lines());
}

/**
 * The rows as one JSON array, written as `JSON.stringify(rows, …, 2)` would write it (the same
 * bytes), a batch at a time: each row indented one level, between "[\n" and "\n]", or "[]".
 */
async function* jsonOf({ rows }: ExportTable): AsyncGenerator<string> {
  let first = true;
  for await (const batch of rows()) {
    const text = batch.map(
      (row) => `  ${JSON.stringify(row, (_k, v) => plain(v), 2).replaceAll("\n", "\n  ")}`,
    );
    yield `${first ? "[\n" : ",\n"}${text.join(",\n")}`;
    first = false;
  }
  yield first ? "[]" : "\n]";
}

/**
 * The account's data as one ZIP, streamed: each table as `<name>.json` and `<name>.csv` (spreadsheets
 * open the CSV; programs read the JSON), and every stored file read only when the archive reaches it.
 * Nothing is held whole: a table's rows are read a batch at a time when the ZIP asks for more (once
 * for its JSON, once for its CSV), and the file list is read as the archive reaches it, one file
 * opened ahead. A file the tables name but storage no longer has is left out and listed in
 * `missing-files.txt`, rather than failing the whole download at the end.
 */
export function accountZip(
  storage: Storage,
  parts: AccountExportPart[],
  readme: string,
  onMissing: (files: string[]) => void = () => {},
): Readable {
  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const now = new Date();
  // Streams made for entries, so a download given up (or failed) stops their reading too.
  const open = new Set<Readable>();
  let closed = false;
  let wake = () => {};
  const fail = (error: Error) => output.destroy(error);
  zip.on("error", fail);
  output.once("close", () => {
    closed = true;
    for (const stream of open) stream.destroy();
    wake();
  });

  const entry = (path: string, options: { compress?: boolean }, stream: () => Readable) =>
    new Promise<void>((reached) => {
      wake = reached;
      zip.addReadStreamLazy(path, { mtime: now, ...options }, (cb) => {
        reached();
        const s = stream();
        open.add(s);
        s.once("error", fail);
        s.once("close", () => open.delete(s));
        cb(null, s);
      });
    });
  const text = (chunks: () => AsyncGenerator<string>) => () =>
    Readable.from(
      (async function* () {
        for await (const chunk of chunks()) yield Buffer.from(chunk);
      })(),
      { objectMode: false },
    );

  async function addFiles(files: RowBatches<ExportFile>, missing: string[]) {
    for await (const batch of files()) {
      for (const file of batch) {
        if (closed) return;
        const object = await storage.get(file.key);
        if (!object) {
          missing.push(file.path);
          continue;
        }
        const body = object.body as Readable;
        if (closed) {
          body.destroy();
          return;
        }
        // The next file is opened only once the archive has reached this one.
        await entry(file.path, { compress: false }, () => body);
      }
    }
  }

  async function addAll() {
    zip.addBuffer(Buffer.from(readme), "README.txt", { mtime: now });
    const missing: string[] = [];
    for (const part of parts) {
      for (const [name, table] of Object.entries(part.tables)) {
        void entry(
          `${name}.json`,
          {},
          text(() => jsonOf(table)),
        );
        void entry(
          `${name}.csv`,
          {},
          text(() => csvOf(table)),
        );
      }
      if (part.files) await addFiles(part.files, missing);
    }
    if (closed) return;
    if (missing.length > 0) {
      const note = [
        "These files belong to rows of the tables but were not found in storage, so they are not in this archive:",
        ...missing,
        "",
      ].join("\n");
      zip.addBuffer(Buffer.from(note), "missing-files.txt", { mtime: now });
      onMissing(missing);
    }
    zip.end();
  }

  addAll().catch(fail);
  return output;
}
