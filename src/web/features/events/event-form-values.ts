import type { Event, EventInput } from "../../../contract/events.ts";
import { browserTimeZone } from "../../lib/event-date-format.ts";

/** Everything the wizard edits except the banner, which is a file and travels apart. */
export type EventFormValues = Required<Pick<EventInput, keyof EventInput>>;
export type EventField = keyof EventFormValues;

/** The fields each wizard step validates before moving on (the last step only shows them). */
export const stepFields: readonly (readonly EventField[])[] = [
  ["title", "description", "isPublic"],
  ["date", "time", "location", "timeZone"],
];

export const fieldLabels: Record<EventField, string> = {
  title: "Event Title",
  description: "Description",
  isPublic: "Visibility",
  date: "Date",
  time: "Time",
  location: "Location",
  timeZone: "Time Zone",
};

export function isEventField(name: string): name is EventField {
  return name in fieldLabels;
}

/** The step that shows a field, so a server complaint can be shown where the field is. */
export function stepOfField(field: EventField): number {
  return stepFields.findIndex((fields) => fields.includes(field));
}

export function emptyEventForm(): EventFormValues {
  return {
    title: "",
    description: "",
    isPublic: true,
    date: "",
    time: "",
    location: "",
    timeZone: browserTimeZone(),
  };
}

export function eventToForm(event: Event): EventFormValues {
  return {
    title: event.title,
    description: event.description,
    isPublic: event.isPublic,
    date: event.date,
    time: event.time.slice(0, 5),
    location: event.location,
    timeZone: event.timeZone,
  };
}

/** What happens to the banner on save. */
export type BannerChange = { kind: "keep" } | { kind: "replace"; file: File } | { kind: "remove" };

/** What a page reports back to the wizard after a failed save; a successful save returns nothing. */
export type SaveProblem = {
  /** Shown under the fields (and listed on the preview). */
  fieldErrors?: Partial<Record<EventField, string>>;
  /** Go to the step of the first field in error, as for the server's validation answers. */
  showField?: boolean;
  /** A message about the whole save. */
  formError?: string;
};
