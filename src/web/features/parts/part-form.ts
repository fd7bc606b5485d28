import { z } from "zod";
import { type Part, type PartInputForm, partInputSchema } from "../../../contract/parts.ts";

/**
 * What the part dialog edits: fields as typed, turned into the contract's part input (and checked
 * by it) on submit, so the server's schema stays the one source of the rules and their messages.
 */
export const partFormSchema = z
  .object({
    name: z.string(),
    date: z.string(),
    startTime: z.string(),
    endTime: z.string(),
    venue: z.string(),
    note: z.string(),
    capacity: z.string().trim().regex(/^\d*$/, "Capacity must be a whole number"),
    isPublic: z.boolean(),
  })
  .transform(
    (v): PartInputForm => ({
      name: v.name,
      date: v.date,
      startTime: v.startTime,
      endTime: v.endTime || null,
      venue: v.venue,
      note: v.note,
      capacity: v.capacity === "" ? null : Number(v.capacity),
      isPublic: v.isPublic,
    }),
  )
  .pipe(partInputSchema);

export type PartFormValues = z.input<typeof partFormSchema>;

export const partFormFields = new Set<string>([
  "name",
  "date",
  "startTime",
  "endTime",
  "venue",
  "note",
  "capacity",
  "isPublic",
]);

/** A new part starts on the event's day, at its time. */
export function partToForm(part: Part | null, event: { date: string; time: string }): PartFormValues {
  return {
    name: part?.name ?? "",
    date: part?.date ?? event.date,
    startTime: part?.startTime ?? event.time.slice(0, 5),
    endTime: part?.endTime ?? "",
    venue: part?.venue ?? "",
    note: part?.note ?? "",
    capacity: part?.capacity == null ? "" : String(part.capacity),
    isPublic: part?.isPublic ?? true,
  };
}
