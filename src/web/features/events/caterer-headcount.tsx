import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { flushSync } from "react-dom";
import type { Headcount, Tally } from "../../../contract/analytics.ts";
import type { Event } from "../../../contract/events.ts";
import { DataTable } from "../../components/data-table.tsx";
import { PrintOnlyStyles } from "../../components/print-only-styles.tsx";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { plural } from "./analytics-figures.ts";
import { headcountCsvPath } from "./use-event-analytics.ts";

const printId = "caterer-headcount";

// People, not parties: each guest and each +1 eats their own meal ("Veg — 3 people").
const tallyRows = (tallies: Tally[], none: string) =>
  tallies.map((t) => ({ key: t.label ?? "", cells: [t.label ?? none, t.people] }));

/**
 * Who comes and what they eat, for the caterer: confirmed guests with their +1s, each person
 * counted with their own meal and dietary need. Prints on its own (the rest of the page stays on screen) and, with Deluxe, downloads
 * as CSV.
 */
export function CatererHeadcount({
  event,
  headcount,
  canExport,
}: {
  event: Event;
  headcount: Headcount;
  canExport: boolean;
}) {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    // The print stylesheet is on the page only while this prints, so printing the page otherwise prints the page.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  const { meals, dietary, otherDietary } = headcount;
  return (
    <Box component="section" aria-labelledby="analytics-headcount" id={printId}>
      {printing && <PrintOnlyStyles targetId={printId} />}
      <Typography id="analytics-headcount" component="h3" variant="h6">
        Caterer's headcount
      </Typography>
      <Typography sx={{ display: "none", "@media print": { display: "block" } }}>
        {event.title} · {formatEventWhenShort(event.date, event.time, event.timeZone)} · {event.location}
      </Typography>
      <Typography sx={{ mt: 0.5 }}>
        <Box component="strong" sx={{ fontSize: "1.5rem" }}>
          {plural(headcount.people, "person", "people")}
        </Box>{" "}
        in {plural(headcount.parties, "confirmed party", "confirmed parties")}
      </Typography>
      <Typography variant="body2" sx={{ color: "text.secondary", mb: 1.5 }}>
        Not counted: {plural(headcount.maybePeople, "person", "people")} who said maybe
        {headcount.waitlistedPeople > 0 &&
          `, ${plural(headcount.waitlistedPeople, "person", "people")} on the waitlist`}
        .
      </Typography>
      {/* Equal columns, so the meal and dietary tables line up one under the other. */}
      <Stack spacing={2} sx={{ maxWidth: 560, "& table": { tableLayout: "fixed" } }}>
        {(headcount.askMeal || meals.some((m) => m.label !== null)) && (
          <DataTable
            label="Meals of the confirmed guests"
            columns={["Meal", "People"]}
            rows={tallyRows(meals, "Not chosen")}
            total={["Total", headcount.people]}
          />
        )}
        {(headcount.askDietary || dietary.length > 0) &&
          (dietary.length === 0 ? (
            <Typography>No confirmed guest has a dietary need.</Typography>
          ) : (
            <DataTable
              label="Dietary needs of the confirmed guests"
              columns={["Dietary need", "People"]}
              rows={[
                ...tallyRows(dietary, ""),
                ...(otherDietary ? tallyRows([{ ...otherDietary, label: "Other notes" }], "") : []),
              ]}
            />
          ))}
      </Stack>
      <Stack direction="row" useFlexGap spacing={1} className="no-print" sx={{ flexWrap: "wrap", mt: 2 }}>
        <Button variant="outlined" startIcon={<PrintOutlinedIcon />} onClick={print}>
          Print headcount
        </Button>
        {canExport && (
          <Button
            variant="outlined"
            startIcon={<DownloadOutlinedIcon />}
            component="a"
            href={headcountCsvPath(event.id)}
            download
          >
            Download CSV
          </Button>
        )}
      </Stack>
    </Box>
  );
}
