import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { GuestCounts } from "../../../contract/guests.ts";

type Props = { capacity: number; counts: GuestCounts };

/** Seats taken (confirmed guests and their +1s) against the event's capacity, and the waitlist. */
export function CapacitySummary({ capacity, counts }: Props) {
  const percent = Math.min(100, Math.round((counts.seatsTaken / capacity) * 100));
  const full = counts.seatsTaken >= capacity;
  return (
    <Paper variant="outlined" sx={{ p: 2, borderRadius: 2 }}>
      <Stack
        direction={{ xs: "column", sm: "row" }}
        spacing={{ xs: 0.5, sm: 2 }}
        sx={{ justifyContent: "space-between", mb: 1 }}
      >
        <Typography sx={{ fontWeight: 700 }}>
          {counts.seatsTaken} of {capacity} seats taken{full ? " · Full" : ""}
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          {counts.waitlisted === 0
            ? "Nobody on the waitlist"
            : `${counts.waitlisted} on the waitlist (they move up when a seat frees)`}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={full ? "secondary" : "primary"}
        aria-label={`${counts.seatsTaken} of ${capacity} seats taken`}
        sx={{ height: 8, borderRadius: 4 }}
      />
    </Paper>
  );
}
