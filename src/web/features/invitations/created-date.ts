import { format, isValid } from "date-fns";

/** A creation moment in the spec's US short form ('Jan 5, 2025'), in the viewer's zone. */
export function createdDate(iso: string): string {
  const date = new Date(iso);
  return isValid(date) ? format(date, "MMM d, yyyy") : "";
}
