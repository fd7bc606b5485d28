import type { UseFormReturn } from "react-hook-form";
import type { EventField, EventFormValues } from "./event-form-values.ts";

/**
 * Wires a wizard field into an MUI TextField: the ref reaches the <input> (so focus-on-error works),
 * the error becomes the helper text, and any error on the field clears as soon as it changes (spec §4).
 */
export function eventFieldProps(form: UseFormReturn<EventFormValues>, name: EventField, hint?: string) {
  const { ref, ...field } = form.register(name, { onChange: () => form.clearErrors(name) });
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: Boolean(message), helperText: message ?? hint };
}
