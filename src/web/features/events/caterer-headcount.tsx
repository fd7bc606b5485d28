import DownloadOutlinedIcon from "@mui/icons-material/DownloadOutlined";
import PrintOutlinedIcon from "@mui/icons-material/PrintOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { flushSync } from "react-dom";
import type { Headcount, PartHeadcount } from "../../../contract/analytics.ts";
import type { Event } from "../../../contract/events.ts";
import { PrintOnlyStyles } from "../../components/print-only-styles.tsx";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";
import { plural } from "./analytics-figures.ts";
import { HeadcountFigures } from "./headcount-figures.tsx";
import { PartHeadcountSection } from "./part-headcount-section.tsx";
import { headcountCsvPath } from "./use-event-analytics.ts";

const printId = "caterer-headcount";

/**
 * Who comes and what they eat, for the caterer: confirmed guests with their +1s, each person
 * counted with their own meal and dietary need; for an event in parts, a section per part with the
 * people each guest brings to it. Prints on its own (the rest of the page stays on screen) and,
 * with Deluxe, downloads as CSV.
 */
export function CatererHeadcount({
  event,
  headcount,
  parts,
  canExport,
}: {
  event: Event;
  headcount: Headcount;
  /** Per part, for an event in parts (empty otherwise). */
  parts: PartHeadcount[];
  canExport: boolean;
}) {
  const [printing, setPrinting] = useState(false);
  const print = () => {
    // The print stylesheet is on the page only while this prints, so printing the page otherwise prints the page.
    flushSync(() => setPrinting(true));
    window.print();
    setPrinting(false);
  };
  return (
    <Box component="section" aria-labelledby="analytics-headcount" id={printId}>
      {printing && <PrintOnlyStyles targetId={printId} />}
      <Typography id="analytics-headcount" component="h3" variant="h6">
        Caterer's headcount
      </Typography>
      <Typography sx={{ display: "none", "@media print": { display: "block" } }}>
        {event.title} · {formatEventWhenShort(event.date, event.time, event.timeZone)} · {event.location}
      </Typography>
      {parts.length > 0 ? (
        <Stack spacing={3} sx={{ mt: 1 }}>
          {parts.map((p) => (
            <PartHeadcountSection
              key={p.part.id}
              headcount={p}
              where={p.part.venue ?? event.location}
              tables={{ ...p, askMeal: headcount.askMeal, askDietary: headcount.askDietary }}
              csvPath={canExport ? headcountCsvPath(event.id, p.part.id) : null}
            />
          ))}
        </Stack>
      ) : (
        <HeadcountFigures
          people={headcount.people}
          parties={headcount.parties}
          size="1.5rem"
          note={
            <>
              Not counted: {plural(headcount.maybePeople, "person", "people")} who said maybe
              {headcount.waitlistedPeople > 0 &&
                `, ${plural(headcount.waitlistedPeople, "person", "people")} on the waitlist`}
              .
            </>
          }
          tables={headcount}
          of="the confirmed guests"
        />
      )}
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
