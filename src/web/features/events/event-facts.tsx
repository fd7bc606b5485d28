import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";
import { formatTimestamp, timeZoneAbbreviation } from "../../lib/event-date-format.ts";

/** The Details tab: every fact about the event in one list. */
export function EventFacts({ event }: { event: Event }) {
  const abbreviation = timeZoneAbbreviation(event.timeZone, event.date, event.time);
  const facts: [string, string][] = [
    ["Date", formatEventDateLong(event.date)],
    ["Time", event.time.slice(0, 5)],
    ["Time zone", `${event.timeZone.replaceAll("_", " ")}${abbreviation ? ` (${abbreviation})` : ""}`],
    ["Location", event.location],
    ["Visibility", event.isPublic ? "Public" : "Private"],
    ["Host", event.hostName],
    ["Created", formatTimestamp(event.createdAt)],
    ["Last updated", formatTimestamp(event.updatedAt)],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: "grid",
        gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, max-content) 1fr" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: "contents" }}>
          <Typography
            component="dt"
            sx={{ color: "text.secondary", fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}
          >
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: "anywhere" }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
