import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import { Suspense, useContext, useState } from "react";
import type { Event } from "../../../contract/events.ts";
import { EventPageSections } from "../../lib/event-page-sections.ts";
import { runsEvent } from "../../lib/event-roles.ts";
import { EventAnalyticsTab } from "./event-analytics-tab.tsx";
import { EventFacts } from "./event-facts.tsx";
import { EventGalleryTab } from "./event-gallery-tab.tsx";
import { EventGuestsTab } from "./event-guests-tab.tsx";
import { EventVenueFacts } from "./event-venue-facts.tsx";

const allTabs = ["Details", "Guests", "Gallery", "Analytics"] as const;

/**
 * Details, Guests, Gallery and (for the host) Analytics tabs of the detail screen; the guest list
 * and gallery live on their own screens.
 */
export function EventDetailTabs({ event }: { event: Event }) {
  // Other features' host tabs (the Parts), given by the app, follow Details.
  const sections = useContext(EventPageSections).filter(() => runsEvent(event));
  const [first, ...rest] = allTabs.filter((name) => name !== "Analytics" || runsEvent(event));
  const tabs = [first, ...sections.map((s) => s.name), ...rest];
  const [tab, setTab] = useState(0);
  const id = (name: string) => `event-${name.toLowerCase()}`;

  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflow: "hidden" }}>
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        aria-label="Event sections"
        variant="fullWidth"
        sx={{
          borderBottom: 1,
          borderColor: "divider",
          // Four tabs fit a 390 px phone side by side; five (with the Parts) in a smaller type.
          "& .MuiTab-root": {
            textTransform: "none",
            fontSize: tabs.length > 4 ? { xs: "0.875rem", sm: "1rem" } : "1rem",
            minWidth: 0,
            px: tabs.length > 4 ? { xs: 0.5, sm: 2 } : { xs: 1, sm: 2 },
          },
        }}
      >
        {tabs.map((name) => (
          <Tab key={name} label={name} id={`${id(name)}-tab`} aria-controls={`${id(name)}-panel`} />
        ))}
      </Tabs>
      {tabs.map((name, index) => (
        <Box
          key={name}
          role="tabpanel"
          id={`${id(name)}-panel`}
          aria-labelledby={`${id(name)}-tab`}
          hidden={tab !== index}
          sx={{ p: { xs: 2, sm: 3 } }}
        >
          {tab === index && name === "Details" && <EventFacts event={event} />}
          {tab === index && name === "Details" && <EventVenueFacts event={event} />}
          {tab === index && name === "Guests" && <EventGuestsTab event={event} />}
          {tab === index && name === "Gallery" && <EventGalleryTab event={event} />}
          {tab === index && name === "Analytics" && <EventAnalyticsTab event={event} />}
          {sections.map(
            ({ name: sectionName, Component }) =>
              tab === index &&
              name === sectionName && (
                <Suspense key={sectionName} fallback={<Skeleton variant="rounded" height={160} />}>
                  <Component event={event} />
                </Suspense>
              ),
          )}
        </Box>
      ))}
    </Paper>
  );
}
