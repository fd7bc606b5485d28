import { stringify } from "csv-stringify/sync";
import type { StreamingApi } from "hono/utils/stream";
import { safeCsvCell } from "../../contract/csv-cells.ts";

/**
 * The one CSV writer every export uses (guest list, headcount, "Download my data"), so each file
 * is made the same way: a UTF-8 byte-order mark first (without it Excel reads "Zoë" as "ZoÃ«"),
 * then the header row (written even when no row follows), and every text cell passed through
 * `safeCsvCell`, since guests and strangers type names, notes and comments that a spreadsheet
 * would otherwise run as formulas. Numbers are written as they are: they cannot be formulas.
 */
export type CsvCell = string | number | boolean | null | undefined;

const rowBatch = 500;

function safeRow(cells: readonly CsvCell[]): (string | number | boolean)[] {
  return cells.map((c) => (typeof c === "number" || typeof c === "boolean" ? c : safeCsvCell(c)));
}

/**
 * A CSV as text in pieces, one per batch of rows, each made when the reader asks for it (an
 * account's "Download my data", table by table into its ZIP).
 */
export async function* csvChunks(
  columns: readonly string[],
  batches: AsyncIterable<readonly (readonly CsvCell[])[]>,
): AsyncGenerator<string> {
  yield stringify([safeRow(columns)], { bom: true });
  for await (const rows of batches) yield stringify(rows.map(safeRow));
}

/**
 * Writes a CSV to a streamed answer in batches: each waits until the client has taken the one
 * before, so the database reads no faster than the network sends and the server holds one batch.
 */
export async function streamCsv(
  s: StreamingApi,
  columns: readonly string[],
  rows: AsyncIterable<readonly CsvCell[]>,
): Promise<void> {
  await s.write(stringify([safeRow(columns)], { bom: true }));
  let batch: (string | number | boolean)[][] = [];
  for await (const row of rows) {
    batch.push(safeRow(row));
    if (batch.length === rowBatch) {
      await s.write(stringify(batch));
      batch = [];
    }
  }
  if (batch.length > 0) await s.write(stringify(batch));
}
