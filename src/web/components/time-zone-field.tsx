import Autocomplete from "@mui/material/Autocomplete";
import TextField from "@mui/material/TextField";
import { useMemo } from "react";
import { currentTimeZoneName, timeZoneOffsetLabel } from "../lib/event-date-format.ts";

type Props = {
  value: string;
  onChange: (timeZone: string) => void;
  label?: string;
  helperText?: string;
  error?: boolean;
  name?: string;
};

/** Every IANA zone the browser knows, searchable; the current value always stays among the options. */
export function TimeZoneField({ value, onChange, label = "Time Zone", helperText, error, name }: Props) {
  const options = useMemo(() => {
    // Old ids (Asia/Calcutta) are listed under their current names; the value is kept even if unlisted.
    const zones = new Set(Intl.supportedValuesOf("timeZone").map(currentTimeZoneName));
    if (value) zones.add(value);
    return [...zones].sort();
  }, [value]);
  const offsets = useMemo(() => new Map(options.map((zone) => [zone, timeZoneOffsetLabel(zone)])), [options]);
  const describe = (zone: string) => `${zone.replaceAll("_", " ")} (${offsets.get(zone) ?? ""})`;

  return (
    <Autocomplete
      options={options}
      value={value || null}
      onChange={(_, next) => {
        if (next) onChange(next);
      }}
      getOptionLabel={describe}
      disableClearable={Boolean(value)}
      autoHighlight
      renderInput={(params) => (
        <TextField {...params} name={name} label={label} helperText={helperText} error={error} />
      )}
    />
  );
}
