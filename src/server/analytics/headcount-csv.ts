import { partyPeople } from "../../contract/party.ts";
import type { Party } from "./queries.ts";

/** The running total the CSV ends with: people and parties. */
export function headcountTotal() {
  let parties = 0;
  let people = 0;
  return {
    add(size: number) {
      parties += 1;
      people += size;
    },
    cells: () => [
      "Total",
      `${people} ${people === 1 ? "person" : "people"} in ${parties} ${parties === 1 ? "party" : "parties"}`,
      "",
      "",
      "",
    ],
  };
}

/**
 * One confirmed party's lines: one per person, the guest first, each with their own meal and
 * dietary needs, so the caterer counts meals by person. Guests' own words are made safe for
 * spreadsheets by the CSV writer (http/csv-writer.ts).
 */
export function headcountCells(party: Party, total: ReturnType<typeof headcountTotal>): (string | null)[][] {
  const people = partyPeople(party);
  total.add(people.length);
  return people.map((person) => [
    party.name,
    person.name,
    person.mealChoice,
    person.dietaryNotes,
    // As the guest list's export writes it, so the two files read alike.
    party.category ?? "",
  ]);
}
