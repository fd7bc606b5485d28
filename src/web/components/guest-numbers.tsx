import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { GuestCounts, MealTally } from "../../contract/guests.ts";

type Props = {
  counts: GuestCounts;
  meals: MealTally[];
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figure({
  title,
  value,
  note,
  children,
}: {
  title: string;
  value?: string;
  note: string;
  children?: ReactNode;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {title}
        {value !== undefined && " "}
        {value !== undefined && (
          <Box component="span" sx={{ fontSize: "1.5rem", fontWeight: 800 }}>
            {value}
          </Box>
        )}
      </Typography>
      {children}
      <Typography variant="body2" sx={{ color: "text.secondary" }}>
        {note}
      </Typography>
    </Box>
  );
}

/**
 * What the host plans with: the headcount (confirmed guests and their +1s), how many replied
 * themselves, and the meals each attending person chose. Every number comes from the server.
 */
export function GuestNumbers({ counts, meals }: Props) {
  const chosen = meals.reduce((sum, m) => sum + m.guests, 0);
  // Meals are chosen per person, so the rest of the headcount has none.
  const notChosen = counts.seatsTaken - chosen;
  const showMeals = meals.length > 0;
  return (
    <Paper variant="outlined" component="section" aria-label="Guest numbers" sx={{ p: 2, borderRadius: 2 }}>
      <Box
        sx={{
          display: "grid",
          gap: 2,
          gridTemplateColumns: {
            xs: "1fr",
            sm: "repeat(2, minmax(0, 1fr))",
            md: showMeals ? "1fr 1fr 2fr" : "1fr 1fr",
          },
        }}
      >
        <Figure
          title="Headcount"
          value={String(counts.seatsTaken)}
          note={`${plural(counts.confirmed, "confirmed guest", "confirmed guests")} + ${plural(counts.plusOnes, "plus-one", "plus-ones")}`}
        />
        <Figure
          title="Replied"
          value={`${counts.replied} of ${counts.all}`}
          note="Guests who replied themselves; a status you set is not counted"
        />
        {showMeals && (
          <Figure title="Meals" note="Chosen by each attending person: guests and their +1s">
            <Box
              component="ul"
              aria-label="Meal tallies"
              sx={{ display: "flex", flexWrap: "wrap", gap: 1, p: 0, my: 0.75, listStyle: "none" }}
            >
              {meals.map(({ choice, guests }) => (
                <li key={choice}>
                  <Chip variant="outlined" label={`${choice}: ${guests}`} />
                </li>
              ))}
              {notChosen > 0 && (
                <li>
                  <Chip variant="outlined" label={`No choice: ${notChosen}`} sx={{ borderStyle: "dashed" }} />
                </li>
              )}
            </Box>
          </Figure>
        )}
      </Box>
    </Paper>
  );
}
