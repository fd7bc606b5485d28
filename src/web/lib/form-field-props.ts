import type { FieldValues, Path, UseFormReturn } from "react-hook-form";

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
