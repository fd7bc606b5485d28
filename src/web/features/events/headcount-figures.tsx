import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { plural } from "./analytics-figures.ts";
import { MealTables, type MealTablesFigures } from "./meal-tables.tsx";

/**
 * The caterer's figures, for the whole event or one of its parts: the people coming in their
 * confirmed parties, in large type, a line on who is not counted, and what they eat.
 */
export function HeadcountFigures({
  people,
  parties,
  size,
  note,
  tables,
  of,
}: {
  people: number;
  parties: number;
  /** The figure's type size: the event's headline is larger than a part's. */
  size: string;
  note: ReactNode;
  tables: MealTablesFigures;
  /** Whose meals the tables count, for their captions. */
  of: string;
}) {
  return (
    <>
      <Typography sx={{ mt: 0.5 }}>
        <Box component="strong" sx={{ fontSize: size }}>
          {plural(people, "person", "people")}
        </Box>{" "}
        in {plural(parties, "confirmed party", "confirmed parties")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        {note}
      </Typography>
      <MealTables tables={tables} of={of} />
    </>
  );
}
