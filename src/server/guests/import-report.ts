import type { ImportPreview, ImportReport } from "../../contract/guest-import.ts";
import { importedText, skippedRowsText } from "../../contract/guests.ts";
import type { ImportOutcome } from "./import-writer.ts";

type Message = ImportReport["messages"][number];

/**
 * The import's answer to the host, once the plan is written: the spec's texts first, then what
 * else happened, including every row that was not written and why.
 */
export function importReport(plan: ImportPreview, outcome: ImportOutcome): ImportReport {
  const rowsOf = (kind: string) => plan.skipped.filter((s) => s.kind === kind).map((s) => s.row);
  const skippedRows = rowsOf("invalid");
  const duplicateRows = rowsOf("duplicate");
  const unchanged = plan.unchanged.length;
  const imported = outcome.inserted + outcome.updated + unchanged;
  const messages: Message[] = [];
  if (imported > 0) messages.push({ severity: "success", text: importedText(imported) });
  if (outcome.updated > 0)
    messages.push({
      severity: "info",
      text: `${outcome.updated} of them were already on the list and were updated`,
    });
  if (unchanged > 0)
    messages.push({
      severity: "info",
      text: `${unchanged} of them were already on the list with nothing to change`,
    });
  if (plan.kept.length > 0)
    messages.push({
      severity: "info",
      text: `Names and statuses of ${plan.kept.length} ${plan.kept.length === 1 ? "guest" : "guests"} already on the list were left as they are`,
    });
  if (skippedRows.length > 0) messages.push({ severity: "warning", text: skippedRowsText(skippedRows) });
  if (duplicateRows.length > 0)
    messages.push({
      severity: "warning",
      text: `Rows (${duplicateRows.join(", ")}) were skipped: a later row has the same e-mail`,
    });
  const byReason = new Map<string, number[]>();
  for (const n of outcome.notApplied) byReason.set(n.reason, [...(byReason.get(n.reason) ?? []), n.row]);
  for (const [reason, rows] of byReason)
    messages.push({ severity: "error", text: `Rows (${rows.join(", ")}) were not imported: ${reason}` });
  return {
    inserted: outcome.inserted,
    updated: outcome.updated,
    unchanged,
    skippedRows,
    duplicateRows,
    notApplied: outcome.notApplied,
    messages,
  };
}
