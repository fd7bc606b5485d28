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

/** One confirmed party's line: guests' own words are made safe for spreadsheets by the CSV writer (http/csv-writer.ts). */
export function headcountCells(party: Party, total: ReturnType<typeof headcountTotal>): (string | null)[] {
  const size = 1 + party.plusOnes.length;
  total.add(size);
  return [
    party.name,
    String(size),
    party.plusOnes.join("; "),
    party.mealChoice,
    party.dietaryNotes,
    // As the guest list's export writes it, so the two files read alike.
    party.category ?? "",
  ];
}
