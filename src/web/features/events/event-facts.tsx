import { formatEventDateLong } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";
import { FactList } from "../../components/fact-list.tsx";
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
    <FactList
      facts={facts}
      sx={{
        gridTemplateColumns: { xs: "1fr", sm: "minmax(120px, max-content) 1fr" },
        columnGap: 3,
        rowGap: { xs: 0.25, sm: 1.5 },
      }}
      labelSx={{ color: "text.secondary", fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}
    />
  );
}
