import { formatPartWhen } from "../../contract/event-dates.ts";
import type { Part } from "../../contract/parts.ts";
import { partyPeople } from "../../contract/party.ts";
import type { Party } from "./queries.ts";

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
      `${count(people, "person", "people")} in ${count(parties, "party", "parties")}`,
      "",
      "",
      "",
    ],
  };
}

/**
 * One confirmed party's lines: one per person, the guest first, each with their own meal and
 * dietary needs, so the caterer counts meals by person. For a part, only the people the guest
 * brings to it (the guest and their first +1s). Guests' own words are made safe for spreadsheets
 * by the CSV writer (http/csv-writer.ts).
 */
export function headcountCells(party: Party, total: ReturnType<typeof headcountTotal>): (string | null)[][] {
  const people = partyPeople(party).slice(0, party.size ?? undefined);
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

/**
 * One part's section of the caterer's sheet for an event in parts: a line saying when and where,
 * a line per person coming to it (the part's name first, so a spreadsheet filters by part), then
 * the people per meal and the part's total.
 */
export async function* partSectionCells(
  part: Part,
  where: string,
  parties: AsyncIterable<Party>,
): AsyncGenerator<(string | null)[]> {
  yield [part.name, `${formatPartWhen(part.date, part.startTime, part.endTime)} · ${where}`, "", "", "", ""];
  const total = headcountTotal();
  const meals = new Map<string | null, number>();
  for await (const party of parties) {
    for (const cells of headcountCells(party, total)) {
      meals.set(cells[2], (meals.get(cells[2]) ?? 0) + 1);
      yield [part.name, ...cells];
    }
  }
  // People per meal, when any meal was chosen: what the caterer cooks for this part.
  if ([...meals.keys()].some((meal) => meal)) {
    const byPeople = [...meals].sort((a, b) => b[1] - a[1] || String(a[0]).localeCompare(String(b[0])));
    for (const [meal, people] of byPeople)
      yield [part.name, "Total", count(people, "person", "people"), meal || "Not chosen", "", ""];
  }
  yield [part.name, ...total.cells()];
}
