import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { formatEventDateShort } from "../../contract/event-dates.ts";
import type { Event } from "../../contract/events.ts";

type Props = {
  events: Event[];
  value: string | null;
  onChange: (eventId: string | null) => void;
  /** Offers an entry for no event at all (a filter), with this text. */
  allLabel?: string;
  disabled?: boolean;
  helperText?: string;
  required?: boolean;
};

const all = "__all__";

/** One of the host's events, by title and date: the guest list, the invitations and the gallery choose with it. */
export function EventSelect({ events, value, onChange, allLabel, disabled, helperText, required }: Props) {
  const known = value !== null && events.some((e) => e.id === value);
  return (
    <TextField
      select
      label="Event"
      value={known ? value : allLabel ? all : ""}
      onChange={(e) => onChange(e.target.value === all ? null : e.target.value)}
      disabled={disabled}
      required={required}
      helperText={helperText}
      fullWidth
      sx={{ minWidth: { sm: 320 }, maxWidth: { sm: 480 }, bgcolor: "background.paper" }}
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      {allLabel && <MenuItem value={all}>{allLabel}</MenuItem>}
      {events.map((event) => (
        <MenuItem key={event.id} value={event.id} sx={{ whiteSpace: "normal" }}>
          {event.title} · {formatEventDateShort(event.date)}
        </MenuItem>
      ))}
    </TextField>
  );
}
