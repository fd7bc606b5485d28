import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import { Link as RouterLink } from "react-router";
import type { NextEvent } from "../../../contract/dashboard.ts";
import { formatEventDateLong } from "../../../contract/event-dates.ts";

const ReplyChart = lazy(() => import("./reply-chart.tsx"));

/** The host's next event and how its replies stand, with the way to its guest list. */
export function NextEventCard({ event }: { event: NextEvent }) {
  const invited = event.confirmed + event.maybe + event.declined + event.waiting;
  const replied = invited - event.waiting;
  const rows = [
    { label: "Confirmed", value: event.confirmed, color: "#2e7d32" },
    { label: "Maybe", value: event.maybe, color: "#b45309" },
    { label: "Declined", value: event.declined, color: "#c62828" },
    { label: "Waiting", value: event.waiting, color: "#9e9e9e" },
  ];
  return (
    <Paper
      component="section"
      aria-labelledby="next-event-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}
    >
      <Typography variant="overline" sx={{ color: "text.secondary" }}>
        Your next event
      </Typography>
      <Typography
        id="next-event-heading"
        component="h2"
        variant="h5"
        sx={{ fontWeight: 800, overflowWrap: "anywhere" }}
      >
        {event.title}
      </Typography>
      <Typography sx={{ color: "text.secondary", mb: 2 }}>
        {`${formatEventDateLong(event.date, event.time)} · ${event.location}`}
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={3} sx={{ alignItems: { sm: "center" } }}>
        {invited > 0 && (
          <Suspense fallback={<Skeleton variant="circular" width={140} height={140} />}>
            <ReplyChart event={event} />
          </Suspense>
        )}
        <Box sx={{ flex: 1 }}>
          {invited === 0 ? (
            <Typography>No guests yet. Add your guests to start collecting replies.</Typography>
          ) : (
            <>
              <Typography sx={{ mb: 1 }}>{`${replied} of ${invited} guests have replied`}</Typography>
              <LinearProgress
                variant="determinate"
                value={(replied / invited) * 100}
                aria-label="Replies received"
                sx={{ height: 8, borderRadius: 4, mb: 2 }}
              />
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: "grid",
                  // Two by two on a phone: four in a row overflowed 390 px.
                  gridTemplateColumns: { xs: "repeat(2, auto)", sm: "repeat(4, auto)" },
                  gap: 1,
                  justifyContent: "start",
                  columnGap: 3,
                }}
              >
                {rows.map((r) => (
                  <Box key={r.label}>
                    <Typography
                      component="dt"
                      variant="body2"
                      sx={{ color: "text.secondary", display: "flex", alignItems: "center", gap: 0.75 }}
                    >
                      {/* The chart's key: the same colour as the ring's slice. */}
                      <Box
                        aria-hidden
                        sx={{ width: 10, height: 10, borderRadius: "50%", bgcolor: r.color }}
                      />
                      {r.label}
                    </Typography>
                    <Typography component="dd" sx={{ m: 0, fontWeight: 800, fontSize: "1.25rem" }}>
                      {r.value}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </>
          )}
          <Button
            component={RouterLink}
            to={`/dashboard/guests?eventId=${event.id}`}
            variant="contained"
            sx={{ mt: 2 }}
          >
            Open the guest list
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
