import { imageWidths, variantKey } from "../images/image-processor.ts";

/**
 * One feature's share of a user's data export ("Download my data"): its records as tables (each
 * written as JSON and CSV) and the stored files that belong to them. Every feature that holds a
 * user's data answers with one of these from its service's `exportFor(userId)`; the profile
 * service puts them together without reading any other feature's tables.
 */
export type AccountExportPart = {
  /** Table name → rows (plain JSON values). */
  tables: Record<string, Record<string, unknown>[]>;
  /** Files to copy into the ZIP: `path` inside the archive, `key` in storage. */
  files: { path: string; key: string }[];
};

/** The largest stored size of an image (what the storeImage base key holds), for an export. */
export function largestImageKey(base: string): string {
  return variantKey(base, imageWidths[imageWidths.length - 1]);
}
