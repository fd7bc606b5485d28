import { zodResolver } from "@hookform/resolvers/zod";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import FormControl from "@mui/material/FormControl";
import FormControlLabel from "@mui/material/FormControlLabel";
import Grid from "@mui/material/Grid";
import InputLabel from "@mui/material/InputLabel";
import ListItemText from "@mui/material/ListItemText";
import MenuItem from "@mui/material/MenuItem";
import OutlinedInput from "@mui/material/OutlinedInput";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import Switch from "@mui/material/Switch";
import TextField from "@mui/material/TextField";
import { useEffect } from "react";
import { Controller, type UseFormReturn, useForm } from "react-hook-form";
import { type Venue, venueFacilityOptions, venueInputSchema } from "../../../contract/venues.ts";
import { ApiError } from "../../lib/api-client.ts";
import { type VenueFormValues, venueFormValues } from "./venue-form-values.ts";

type Props = {
  venue: Venue | null;
  saving: boolean;
  onSave: (values: VenueFormValues) => Promise<unknown>;
  onDelete?: () => void;
};

type TextName = Exclude<keyof VenueFormValues, "hasParking" | "facilities">;

function textProps(form: UseFormReturn<VenueFormValues>, name: TextName) {
  const { ref, ...field } = form.register(name, { onChange: () => form.clearErrors(name) });
  const message = form.getFieldState(name, form.formState).error?.message;
  return { ...field, inputRef: ref, error: Boolean(message), helperText: message, fullWidth: true };
}

/** Every field of spec §3 Venue; the server's per-field messages land under the fields. */
export function VenueForm({ venue, saving, onSave, onDelete }: Props) {
  const form = useForm<VenueFormValues>({
    resolver: zodResolver(venueInputSchema) as never,
    defaultValues: venueFormValues(venue),
  });
  useEffect(() => form.reset(venueFormValues(venue)), [venue, form]);
  const hasParking = form.watch("hasParking");

  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields)) {
          form.setError(field as keyof VenueFormValues, { message });
        }
      }
    }
  });

  return (
    <Box component="form" noValidate onSubmit={submit} aria-label="Venue details">
      <Grid container spacing={2}>
        <Grid size={{ xs: 12 }}>
          <TextField label="Venue name" required {...textProps(form, "name")} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <TextField label="Address" required multiline minRows={2} {...textProps(form, "address")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="City" {...textProps(form, "city")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField label="State" {...textProps(form, "state")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 4 }}>
          <TextField
            label="Zip code"
            {...textProps(form, "zipCode")}
            slotProps={{ htmlInput: { inputMode: "numeric" } }}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Contact person" {...textProps(form, "contactPerson")} />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField label="Contact phone" type="tel" {...textProps(form, "contactPhone")} />
        </Grid>
        <Grid size={{ xs: 12 }}>
          <Controller
            control={form.control}
            name="hasParking"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(_, on) => field.onChange(on)} />}
                label="Parking available"
              />
            )}
          />
        </Grid>
        {hasParking && (
          <Grid size={{ xs: 12 }}>
            <TextField
              label="Parking details"
              placeholder="Valet at the porch, 50 cars in the basement"
              multiline
              minRows={2}
              {...textProps(form, "parkingDetails")}
            />
          </Grid>
        )}
        <Grid size={{ xs: 12 }}>
          <Controller
            control={form.control}
            name="facilities"
            render={({ field }) => (
              <FormControl fullWidth>
                <InputLabel id="venue-facilities-label">Facilities</InputLabel>
                <Select
                  labelId="venue-facilities-label"
                  multiple
                  value={field.value}
                  onChange={(e) => field.onChange(e.target.value)}
                  input={<OutlinedInput label="Facilities" />}
                  renderValue={(selected) => (
                    <Box sx={{ display: "flex", flexWrap: "wrap", gap: 0.5 }}>
                      {selected.map((f) => (
                        <Chip key={f} label={f} size="small" />
                      ))}
                    </Box>
                  )}
                >
                  {venueFacilityOptions.map((option) => (
                    <MenuItem key={option} value={option}>
                      <Checkbox checked={field.value.includes(option)} tabIndex={-1} disableRipple />
                      <ListItemText primary={option} />
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
        </Grid>
      </Grid>
      <Stack
        direction={{ xs: "column-reverse", sm: "row" }}
        spacing={1.5}
        sx={{ mt: 3, justifyContent: "flex-end" }}
      >
        {onDelete && (
          <Button color="error" variant="outlined" onClick={onDelete} disabled={saving}>
            Delete Venue
          </Button>
        )}
        <Button type="submit" variant="contained" loading={saving}>
          Save Venue
        </Button>
      </Stack>
    </Box>
  );
}
