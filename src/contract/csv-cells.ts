// A guest list leaves as CSV and is opened in a spreadsheet. A cell that starts with =, +, -, @,
// a tab or a carriage return is read there as a formula (=HYPERLINK(...) phoning home,
// +cmd|calc running a program), so such a cell is written with a leading apostrophe, as OWASP
// advises: spreadsheets show it as plain text and hide the apostrophe. The import takes the
// apostrophe off again, so "-Anna-" or "+91 98450 12345" round-trip unchanged.

const formulaStart = /^[=+\-@\t\r]/;

/** The cell as written to an exported CSV. */
export function safeCsvCell(value: string | null | undefined): string {
  const text = value ?? "";
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The cell as read from an imported CSV: undoes `safeCsvCell`, leaves anything else alone. */
export function importedCsvCell(value: string): string {
  return value.startsWith("'") && formulaStart.test(value.slice(1)) ? value.slice(1) : value;
}
