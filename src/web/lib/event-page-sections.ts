import { type ComponentType, createContext } from "react";
import type { Event } from "../../contract/events.ts";

/**
 * A tab another feature adds to the host's event page, after Details (the Parts of an event): the
 * events feature may not import other features, so the app hands it their sections through this.
 */
export type EventPageSection = { name: string; Component: ComponentType<{ event: Event }> };

export const EventPageSections = createContext<EventPageSection[]>([]);
