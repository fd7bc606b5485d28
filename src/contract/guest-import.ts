import { z } from "zod";
import { guestCategories, hostGuestStatuses } from "./guests.ts";

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
  nameTooLong: "Name is too long (at most 200 characters)",
  unstorableCharacter: "Contains a character that cannot be saved (NUL)",
  addedMeanwhile: "The e-mail was added to the list after the preview",
  changedMeanwhile: "The guest was changed or removed after the preview",
} as const;

export const unknownCategoryText = (value: string) =>
  `Unknown category "${value}" (use ${guestCategories.join(", ")})`;
export const unknownStatusText = (value: string) =>
  `Unknown status "${value}" (use ${hostGuestStatuses.join(", ")})`;
export const duplicateRowText = (usedRow: number) => `Same e-mail as row ${usedRow}, which is used instead`;

export const importFields = ["name", "phone", "category", "status"] as const;

/** One field of a guest already on the list: as it is now, and as the file has it. */
export const importChangeSchema = z.object({
  field: z.enum(importFields),
  from: z.string().nullable(),
  to: z.string().nullable(),
});
export type ImportChange = z.infer<typeof importChangeSchema>;

/** Row numbers count the header as row 1, as in a spreadsheet. */
const row = z.number().int();

export const importPreviewSchema = z.object({
  /** Sent back with the import: the import refuses when the plan it would carry out differs. */
  fingerprint: z.string(),
  updateExisting: z.boolean(),
  newGuests: z.array(
    z.object({
      row,
      name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
      category: z.enum(guestCategories).nullable(),
      status: z.enum(hostGuestStatuses),
    }),
  ),
  /** Guests already on the list (same e-mail) whose fields the import changes. */
  updates: z.array(
    z.object({
      row,
      guestId: z.string(),
      name: z.string(),
      email: z.string(),
      changes: z.array(importChangeSchema),
    }),
  ),
  /** Guests already on the list with nothing to change. */
  unchanged: z.array(z.object({ row, guestId: z.string(), name: z.string(), email: z.string() })),
  /** Names and statuses in the file that differ from the list and are left alone (updateExisting off). */
  kept: z.array(
    z.object({
      row,
      guestId: z.string(),
      name: z.string(),
      email: z.string(),
      changes: z.array(importChangeSchema),
    }),
  ),
  /** Rows not imported, each with why: invalid data, or an e-mail a later row repeats. */
  skipped: z.array(z.object({ row, kind: z.enum(["invalid", "duplicate"]), reasons: z.array(z.string()) })),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const importMessageSchema = z.object({
  severity: z.enum(["success", "info", "warning", "error"]),
  text: z.string(),
});

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
};
