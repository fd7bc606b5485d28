import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import { Controller, type UseFormReturn } from "react-hook-form";
import { PastDateWarning } from "../../components/past-date-warning.tsx";
import { TimeZoneField } from "../../components/time-zone-field.tsx";
import { isPastWallClock } from "../../lib/past-date.ts";
import { eventFieldProps } from "./event-field-props.ts";
import type { EventFormValues } from "./event-form-values.ts";

/** Step 1, 'Date & Location': the host's own date and time, where, and in which time zone. */
export function EventWhenWhereStep({ form }: { form: UseFormReturn<EventFormValues> }) {
  const shrink = { inputLabel: { shrink: true } };
  const [date, time, timeZone] = form.watch(["date", "time", "timeZone"]);
  const dateProps = eventFieldProps(form, "date");
  // A warning, not a refusal: the spec has no rule against it, and a host may record a past gathering.
  const past = !dateProps.error && isPastWallClock(date, time, timeZone);
  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3}>
        <TextField
          label="Date"
          type="date"
          required
          fullWidth
          slotProps={shrink}
          {...dateProps}
          helperText={past ? <PastDateWarning /> : dateProps.helperText}
        />
        <TextField
          label="Time"
          type="time"
          required
          fullWidth
          slotProps={shrink}
          {...eventFieldProps(form, "time")}
        />
      </Stack>
      <TextField
        label="Location"
        required
        fullWidth
        {...eventFieldProps(form, "location", "A venue name and address, or a link for an online event.")}
      />
      <Controller
        control={form.control}
        name="timeZone"
        render={({ field, fieldState }) => (
          <TimeZoneField
            name={field.name}
            value={field.value}
            onChange={(zone) => {
              field.onChange(zone);
              form.clearErrors("timeZone");
            }}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message ?? "The date and time above are in this time zone."}
          />
        )}
      />
    </Stack>
  );
}
