import { lazy } from "react";
import type { EventPageSection } from "../lib/event-page-sections.ts";

/** The host's tabs of the event page that other features own, each loaded when first opened. */
export const eventPageSections: EventPageSection[] = [
  { name: "Parts", Component: lazy(() => import("../features/parts/parts-section.tsx")) },
];
