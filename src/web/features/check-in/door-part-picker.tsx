import TextField from "@mui/material/TextField";
import type { DoorPart } from "../../../contract/check-in.ts";
import { formatEventWhenShort } from "../../lib/event-date-format.ts";

type Props = { parts: DoorPart[]; partId: string; timeZone: string; onPick: (partId: string) => void };

/**
 * At an event in parts (issue 36), which part this door is for: the counter, the list, scans and
 * walk-ins are that part's. Opens on the part happening now or next; a native select, one thumb.
 */
export function DoorPartPicker({ parts, partId, timeZone, onPick }: Props) {
  return (
    <TextField
      select
      label="Part"
      value={partId}
      onChange={(e) => onPick(e.target.value)}
      slotProps={{ select: { native: true }, htmlInput: { "data-testid": "door-part" } }}
      sx={{ mb: 2 }}
      fullWidth
    >
      {parts.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name} · {formatEventWhenShort(p.date, p.startTime, timeZone)}
        </option>
      ))}
    </TextField>
  );
}
