import { z } from "zod";
import { type RsvpSettings, rsvpSettingsSchema, showGoingChoices } from "../../../contract/rsvp.ts";

export const maxMealOptions = 12;

/**
 * What the settings dialog edits: text fields as typed, turned into the contract's RsvpSettings
 * (and checked by it) on submit, so the server's schema stays the one source of the rules.
 */
export const rsvpSettingsFormSchema = z
  .object({
    rsvpDeadline: z.string(),
    capacity: z.string().trim().regex(/^\d*$/, "Capacity must be a whole number"),
    askMeal: z.boolean(),
    mealOptions: z.array(
      z.object({ label: z.string().trim().max(80, "A meal option should be at most 80 characters") }),
    ),
    askDietary: z.boolean(),
    hostMessage: z.string().max(2000, "The message should be at most 2,000 characters"),
    openPlusOnes: z.number(),
    showGoing: z.enum(showGoingChoices),
  })
  .refine((v) => !v.askMeal || v.mealOptions.some((o) => o.label.trim() !== ""), {
    message: "Add at least one meal option",
    path: ["askMeal"],
  })
  .transform(
    (v): z.input<typeof rsvpSettingsSchema> => ({
      rsvpDeadline: v.rsvpDeadline || null,
      capacity: v.capacity === "" ? null : Number(v.capacity),
      askMeal: v.askMeal,
      mealOptions: v.mealOptions.map((o) => o.label.trim()).filter(Boolean),
      askDietary: v.askDietary,
      hostMessage: v.hostMessage.trim(),
      openPlusOnes: v.openPlusOnes,
      showGoing: v.showGoing,
    }),
  )
  .pipe(rsvpSettingsSchema);

export type RsvpSettingsFormValues = z.input<typeof rsvpSettingsFormSchema>;

export function settingsToForm(s: RsvpSettings): RsvpSettingsFormValues {
  return {
    rsvpDeadline: s.rsvpDeadline ?? "",
    capacity: s.capacity === null ? "" : String(s.capacity),
    askMeal: s.askMeal,
    mealOptions: s.mealOptions.length ? s.mealOptions.map((label) => ({ label })) : [{ label: "" }],
    askDietary: s.askDietary,
    hostMessage: s.hostMessage,
    openPlusOnes: s.openPlusOnes,
    // The server always answers with the setting in force (the event's default until chosen).
    showGoing: s.showGoing ?? "off",
  };
}
