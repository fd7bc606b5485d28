import { z } from "zod";
import { guestCategories, guestStatuses, importedText } from "./guests.ts";

// The guest CSV import in two steps: a preview that writes nothing, then the import of exactly
// what was previewed (spec §5 'Guest CSV import' for the rules and the texts).

/** The multipart field that asks an import to change the names and statuses of guests already on the list. */
export const updateExistingField = "updateExisting";
/** The multipart field that carries the preview's fingerprint to the import. */
export const fingerprintField = "fingerprint";

export const importMessages = {
  previewFirst: "Please preview the import first",
  listChanged: "The guest list changed after the preview. Please check the new preview before importing.",
  updateExistingLabel: "Update names and statuses of guests already on the list",
  keptExplained:
    "Names and statuses of guests already on the list are left as they are. Tick 'Update names and statuses of guests already on the list' to change them.",
  // An event in parts: the file's Parts column is a guarded change too (decision 0033).
  updateExistingPartsLabel: "Update names, statuses and parts of guests already on the list",
  keptPartsExplained:
    "Names, statuses and parts of guests already on the list are left as they are. Tick 'Update names, statuses and parts of guests already on the list' to change them.",
  nameTooLong: "Name is too long (at most 200 characters)",
  unstorableCharacter: "Contains a character that cannot be saved (NUL)",
  addedMeanwhile: "The e-mail was added to the list after the preview",
  changedMeanwhile: "The guest was changed or removed after the preview",
} as const;

export const unknownCategoryText = (value: string) =>
  `Unknown category "${value}" (use ${guestCategories.join(", ")})`;
// Every status the export writes imports back, 'waitlisted' included (round trip export → import).
export const unknownStatusText = (value: string) =>
  `Unknown status "${value}" (use ${guestStatuses.join(", ")})`;
export const duplicateRowText = (usedRow: number) => `Same e-mail as row ${usedRow}, which is used instead`;

/** The fields an import compares for a guest already on the list ("parts": their part names, "; " between). */
export const importFields = ["name", "phone", "category", "status", "parts"] as const;

/** One field of a guest already on the list: as it is now, and as the file has it. */
export const importChangeSchema = z.object({
  field: z.enum(importFields),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/** Row numbers count the header as row 1, as in a spreadsheet. */
const row = z.number().int();

/** A guest already on the list (same e-mail) and the fields the file has that differ from theirs. */
const existingGuestChangesSchema = z.object({
  row,
  guestId: z.string(),
  name: z.string(),
  email: z.string(),
  changes: z.array(importChangeSchema),
});

const newGuestSchema = z.object({
  row,
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  category: z.enum(guestCategories).nullable(),
  status: z.enum(guestStatuses),
  /** The parts the file's `Parts` column names (an event in parts); left out: all of them. */
  parts: z.array(z.string()).optional(),
});

/** The event's guest limit as it meets the file's new guests (guests already on the list do not count). */
export const importLimitSchema = z.object({
  /** As the refusals name it: 'free plan', 'Basic package'. */
  planName: z.string(),
  /** Guests the plan allows on the list. */
  guests: z.number().int(),
  /** Guests on the list now. */
  onList: z.number().int(),
  /** Why the rows past the limit are not imported (ends with the upgrade hint). */
  refusal: z.string(),
});
export type ImportLimit = z.infer<typeof importLimitSchema>;

export const importPreviewSchema = z.object({
  /** Sent back with the import: the import refuses when the plan it would carry out differs. */
  fingerprint: z.string(),
  updateExisting: z.boolean(),
  /** New guests the import writes: those that fit the event's plan, in file order. */
  newGuests: z.array(newGuestSchema),
  /** New guests past the plan's limit: not imported (the first rows of the file fit, these come after). */
  overLimit: z.array(newGuestSchema),
  /** The plan's guest limit, or null when it has none. */
  limit: importLimitSchema.nullable(),
  /** Guests already on the list (same e-mail) whose fields the import changes. */
  updates: z.array(existingGuestChangesSchema),
  /** Guests already on the list with nothing to change. */
  unchanged: z.array(z.object({ row, guestId: z.string(), name: z.string(), email: z.string() })),
  /** Names and statuses in the file that differ from the list and are left alone (updateExisting off). */
  kept: z.array(existingGuestChangesSchema),
  /** Rows not imported, each with why: invalid data, or an e-mail a later row repeats. */
  skipped: z.array(
    z.object({
      row,
      kind: z.enum(["invalid", "duplicate"]),
      /** The row's name and e-mail cells as the file has them (either may be empty). */
      name: z.string(),
      email: z.string(),
      reasons: z.array(z.string()),
    }),
  ),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importMessageSchema = z.object({
  severity: z.enum(["success", "info", "warning", "error"]),
  text: z.string(),
});

export const skippedRowSchema = z.object({
  row,
  name: z.string(),
  email: z.string(),
  reasons: z.array(z.string()),
});
export type SkippedImportRow = z.infer<typeof skippedRowSchema>;

export const importReportSchema = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Rows skipped for invalid data (the spec's 'Some rows (…) were skipped' message). */
  skippedRows: z.array(row),
  /** Rows skipped because a later row has the same e-mail. */
  duplicateRows: z.array(row),
  /** Rows of the preview that were not written, each with why. */
  notApplied: z.array(z.object({ row, email: z.string(), reason: z.string() })),
  /**
   * Guests already on the list whose invitations the file's Parts column changed (an event in
   * parts); an answer to a part they lost went with it.
   */
  partsChanged: z.number().int(),
  /** Every row of the file that was not written, each with its name, e-mail and why: kept after the import. */
  skipped: z.array(skippedRowSchema),
  /** The spec's texts first (success, skipped rows), then what else the host should know. */
  messages: z.array(importMessageSchema),
});
export type ImportReport = z.infer<typeof importReportSchema>;

/** What the preview's lists call a field. */
export const importFieldLabels: Record<(typeof importFields)[number], string> = {
  name: "Name",
  phone: "Phone",
  category: "Category",
  status: "Status",
  parts: "Parts",
};

/** The report's line on the invitations an import changed. */
export const partsChangedText = (n: number) =>
  `Parts changed for ${n} ${n === 1 ? "guest" : "guests"} already on the list; answers to parts they are no longer invited to were removed`;

/**
 * The preview's word on the plan: '22 of 31 new guests fit the free plan of 25; 9 will not be
 * imported'. Only new guests count: a row that updates a guest already on the list takes no room.
 */
export function planFitText(fitting: number, over: number, limit: Pick<ImportLimit, "planName" | "guests">) {
  return `${fitting} of ${fitting + over} new guests fit the ${limit.planName} of ${limit.guests}; ${over} will not be imported`;
}

/**
 * How many rows the import wrote as new guests, updated, and found unchanged. The spec's
 * 'Successfully imported N guests' where it is true (every row a new guest); otherwise each count,
 * so a repeated import does not claim 31 guests when 9 were new.
 */
export function importCountsText({
  inserted,
  updated,
  unchanged,
}: {
  inserted: number;
  updated: number;
  unchanged: number;
}): string {
  if (updated === 0 && unchanged === 0) return importedText(inserted);
  return `${inserted} new ${inserted === 1 ? "guest" : "guests"} added, ${updated} updated, ${unchanged} unchanged`;
}
