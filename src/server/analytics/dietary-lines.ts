import type { Tally } from "../../contract/analytics.ts";
import type { DietaryTallies } from "./queries.ts";

/** The dietary notes listed one by one, and the rest (past the listed ones) added up as "other". */
export function dietaryLines(tallies: DietaryTallies | undefined): { lines: Tally[]; other: Tally | null } {
  if (!tallies) return { lines: [], other: null };
  const listed = tallies.lines.reduce(
    (sum, l) => ({ parties: sum.parties + l.parties, people: sum.people + l.people }),
    { parties: 0, people: 0 },
  );
  const rest = {
    parties: tallies.all.parties - listed.parties,
    people: tallies.all.people - listed.people,
  };
  return { lines: tallies.lines, other: rest.parties > 0 ? { label: null, ...rest } : null };
}
