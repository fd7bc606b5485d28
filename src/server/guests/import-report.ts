import {
  type ImportPreview,
  type ImportReport,
  importCountsText,
  partsChangedText,
  type SkippedImportRow,
} from "../../contract/guest-import.ts";
import { skippedRowsText } from "../../contract/guests.ts";
import type { ImportOutcome } from "./import-writer.ts";

type Message = ImportReport["messages"][number];
type NotApplied = ImportOutcome["notApplied"][number];

/**
 * Every row of the file that was not written, by row number, each with the name and e-mail to find
 * it by and why: invalid or repeated rows, new guests past the plan's limit, and rows of the plan the
 * writer left alone. The report keeps them after the import (and the host can download them).
 */
function skippedRows(plan: ImportPreview, notApplied: NotApplied[]): SkippedImportRow[] {
  const names = new Map<number, string>();
  for (const g of [...plan.newGuests, ...plan.overLimit, ...plan.updates]) names.set(g.row, g.name);
  return [
    ...plan.skipped.map(({ row, name, email, reasons }) => ({ row, name, email, reasons })),
    ...notApplied.map(({ row, email, reason }) => ({
      row,
      name: names.get(row) ?? "",
      email,
      reasons: [reason],
    })),
  ].sort((a, b) => a.row - b.row);
}

/**
 * The import's answer to the host, once the plan is written: how many rows became new guests,
 * updated guests or changed nothing (the spec's text when every row was new), the spec's skipped
 * rows text, then what else happened, including every row that was not written and why.
 */
export function importReport(plan: ImportPreview, outcome: ImportOutcome): ImportReport {
  const rowsOf = (kind: string) => plan.skipped.filter((s) => s.kind === kind).map((s) => s.row);
  const invalidRows = rowsOf("invalid");
  const duplicateRows = rowsOf("duplicate");
  const unchanged = plan.unchanged.length;
  // New guests past the plan's limit were never tried: they are not applied, for the limit's reason.
  const overLimit = plan.overLimit.map((g) => ({ row: g.row, email: g.email, reason: plan.limit!.refusal }));
  const notApplied = [...outcome.notApplied, ...overLimit].sort((a, b) => a.row - b.row);
  const counts = { inserted: outcome.inserted, updated: outcome.updated, unchanged };
  const messages: Message[] = [];
  if (counts.inserted + counts.updated + unchanged > 0)
    messages.push({ severity: "success", text: importCountsText(counts) });
  if (outcome.partsChanged > 0)
    messages.push({ severity: "info", text: partsChangedText(outcome.partsChanged) });
  if (plan.kept.length > 0) {
    const what = plan.kept.some((k) => k.changes.some((c) => c.field === "parts"))
      ? "Names, statuses and parts"
      : "Names and statuses";
    messages.push({
      severity: "info",
      text: `${what} of ${plan.kept.length} ${plan.kept.length === 1 ? "guest" : "guests"} already on the list were left as they are`,
    });
  }
  if (invalidRows.length > 0) messages.push({ severity: "warning", text: skippedRowsText(invalidRows) });
  if (duplicateRows.length > 0)
    messages.push({
      severity: "warning",
      text: `Rows (${duplicateRows.join(", ")}) were skipped: a later row has the same e-mail`,
    });
  const byReason = new Map<string, number[]>();
  for (const n of notApplied) byReason.set(n.reason, [...(byReason.get(n.reason) ?? []), n.row]);
  for (const [reason, rows] of byReason)
    messages.push({ severity: "error", text: `Rows (${rows.join(", ")}) were not imported: ${reason}` });
  return {
    ...counts,
    partsChanged: outcome.partsChanged,
    skippedRows: invalidRows,
    duplicateRows,
    notApplied,
    skipped: skippedRows(plan, notApplied),
    messages,
  };
}
