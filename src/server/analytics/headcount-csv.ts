import { safeCsvCell } from "../../contract/csv-cells.ts";
import type { Party } from "./queries.ts";

/** The running total the CSV ends with: parties and people. */
export function headcountTotal() {
  let parties = 0;
  let people = 0;
  return {
    add(size: number) {
      parties += 1;
      people += size;
    },
    cells: () => [`Total: ${parties} ${parties === 1 ? "party" : "parties"}`, String(people), "", "", "", ""],
  };
}

/** One confirmed party's line: guests' own words are made safe for spreadsheets (csv-cells.ts). */
export function headcountCells(party: Party, total: ReturnType<typeof headcountTotal>): string[] {
  const size = 1 + party.plusOnes.length;
  total.add(size);
  return [
    safeCsvCell(party.name),
    String(size),
    safeCsvCell(party.plusOnes.join("; ")),
    safeCsvCell(party.mealChoice),
    safeCsvCell(party.dietaryNotes),
    // As the guest list's export writes it, so the two files read alike.
    party.category ?? "",
  ];
}
