import { maxDietaryLines, type PartHeadcount } from "../../contract/analytics.ts";
import type { Db } from "../db/client.ts";
import { type PartsService, partOf } from "../parts/service.ts";
import { dietaryLines } from "./dietary-lines.ts";
import { dietaryTallies, mealTallies } from "./queries.ts";

/**
 * The headcount of each part of an event in parts (decision 0033), in the parts' order: the guests
 * by their answer from the trigger-kept counts, and the meals and dietary needs of the people each
 * going guest brings to the part, from one grouped statement each. Empty for an event without parts.
 */
export async function partHeadcounts(
  db: Db,
  parts: Pick<PartsService, "rows" | "counts">,
  eventId: string,
): Promise<PartHeadcount[]> {
  const rows = await parts.rows(eventId);
  if (rows.length === 0) return [];
  const [counts, meals, dietary] = await Promise.all([
    parts.counts(eventId),
    mealTallies(db, eventId, true),
    dietaryTallies(db, eventId, maxDietaryLines, true),
  ]);
  return rows.map((row) => {
    const c = counts.find((x) => x.partId === row.id);
    const { lines, other } = dietaryLines(dietary.get(row.id));
    return {
      part: partOf(row),
      going: c?.confirmed ?? 0,
      waitlisted: c?.waitlisted ?? 0,
      declined: c?.declined ?? 0,
      noAnswer: c?.invited ?? 0,
      people: c?.seats ?? 0,
      meals: meals.filter((m) => m.partId === row.id).map(({ partId: _, ...tally }) => tally),
      dietary: lines,
      otherDietary: other,
    };
  });
}
