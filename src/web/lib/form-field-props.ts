import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError } from "./api-client.ts";

/**
 * Wires a react-hook-form field into an MUI TextField: the ref goes to the <input> (so focus-on-error
 * works) and the field's error becomes its helper text, which MUI links with aria-describedby.
 */
export function formFieldProps<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  name: Path<T>,
) {
  const { ref, ...field } = form.register(name);
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: Boolean(message), helperText: message };
}

/**
 * Puts a server refusal's per-field messages under the form's fields (those of `names`), and
 * answers the sentence to show above the form: the server's own for a refusal, `fallback` otherwise.
 */
export function showServerRefusal<T extends FieldValues, C, R extends FieldValues>(
  form: UseFormReturn<T, C, R>,
  error: unknown,
  names: ReadonlySet<string>,
  fallback: string,
): string {
  if (!(error instanceof ApiError)) return fallback;
  for (const [name, message] of Object.entries(error.fields ?? {})) {
    if (names.has(name)) form.setError(name as Path<T>, { message });
  }
  return error.status < 500 ? error.message : fallback;
}
