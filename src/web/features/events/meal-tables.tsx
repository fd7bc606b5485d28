import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { Headcount, Tally } from "../../../contract/analytics.ts";
import { DataTable } from "../../components/data-table.tsx";

// People, not parties: each guest and each +1 eats their own meal ("Veg — 3 people").
const tallyRows = (tallies: Tally[], none: string) =>
  tallies.map((t) => ({ key: t.label ?? "", cells: [t.label ?? none, t.people] }));

export type MealTablesFigures = Pick<
  Headcount,
  "people" | "meals" | "dietary" | "otherDietary" | "askMeal" | "askDietary"
>;

/** The meals and the dietary needs of the people counted, one table each (the event's, or a part's). */
export function MealTables({ tables, of }: { tables: MealTablesFigures; of: string }) {
  const { meals, dietary, otherDietary } = tables;
  return (
    // Equal columns, so the meal and dietary tables line up one under the other.
    <Stack spacing={2} sx={{ maxWidth: 560, "& table": { tableLayout: "fixed" } }}>
      {(tables.askMeal || meals.some((m) => m.label !== null)) && (
        <DataTable
          label={`Meals of ${of}`}
          columns={["Meal", "People"]}
          rows={tallyRows(meals, "Not chosen")}
          total={["Total", tables.people]}
        />
      )}
      {(tables.askDietary || dietary.length > 0) &&
        (dietary.length === 0 ? (
          <Typography>No confirmed guest has a dietary need.</Typography>
        ) : (
          <DataTable
            label={`Dietary needs of ${of}`}
            columns={["Dietary need", "People"]}
            rows={[
              ...tallyRows(dietary, ""),
              ...(otherDietary ? tallyRows([{ ...otherDietary, label: "Other notes" }], "") : []),
            ]}
          />
        ))}
    </Stack>
  );
}
