import FormControlLabel from "@mui/material/FormControlLabel";
import FormHelperText from "@mui/material/FormHelperText";
import Switch from "@mui/material/Switch";
import { useId } from "react";
import { type Control, Controller, type FieldPathByValue, type FieldValues } from "react-hook-form";

/**
 * A form's on/off field: a labelled switch with its hint below, read out with the switch; the
 * field's error takes the hint's place. `hint` may depend on the switch (what "on" means now).
 */
export function SwitchField<T extends FieldValues, R extends FieldValues>({
  control,
  name,
  label,
  hint,
}: {
  control: Control<T, unknown, R>;
  name: FieldPathByValue<T, boolean>;
  label: string;
  hint: string | ((on: boolean) => string);
}) {
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <div>
          <FormControlLabel
            label={label}
            control={
              <Switch
                name={field.name}
                checked={field.value}
                onChange={(e) => field.onChange(e.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { ref: field.ref, "aria-describedby": hintId } }}
              />
            }
          />
          <FormHelperText id={hintId} error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
            {fieldState.error?.message ?? (typeof hint === "function" ? hint(field.value) : hint)}
          </FormHelperText>
        </div>
      )}
    />
  );
}
