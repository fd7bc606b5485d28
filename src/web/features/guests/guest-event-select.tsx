import MenuItem from "@mui/material/MenuItem";
import TextField from "@mui/material/TextField";
import { formatEventDateShort } from "../../../contract/event-dates.ts";
import type { Event } from "../../../contract/events.ts";

type Props = {
  events: Event[];
  value: string | null;
  onChange: (eventId: string) => void;
};

/** Which of the host's events the guest list shows. */
export function GuestEventSelect({ events, value, onChange }: Props) {
  const known = value !== null && events.some((e) => e.id === value);
  return (
    <TextField
      select
      label="Event"
      value={known ? value : ""}
      onChange={(e) => onChange(e.target.value)}
      sx={{ minWidth: { sm: 320 }, maxWidth: { sm: 480 }, bgcolor: "background.paper" }}
      fullWidth
      slotProps={{ select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 420 } } } } } }}
    >
      {events.map((event) => (
        <MenuItem key={event.id} value={event.id} sx={{ whiteSpace: "normal" }}>
          {event.title} · {formatEventDateShort(event.date)}
        </MenuItem>
      ))}
    </TextField>
  );
}
