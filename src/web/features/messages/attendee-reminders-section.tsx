import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import MenuItem from "@mui/material/MenuItem";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import {
  type AttendeeReminderTiming,
  attendeeReminderTimingLabels,
  attendeeReminderTimings,
} from "../../../contract/messages.ts";
import { menuOptions } from "../../components/menu-options.tsx";
import { ApiError, api, unwrap } from "../../lib/api-client.ts";
import { formatTimestamp } from "../../lib/event-date-format.ts";

const key = (eventId: string) => ["messages", "event", eventId, "attendee-reminders"] as const;
const statusLabels = { scheduled: "Scheduled", sent: "Sent", cancelled: "Cancelled" } as const;

/** Reminders to the Going (optionally Maybe) guests: time, venue, directions and their pass, by e-mail. */
export function AttendeeRemindersSection({ eventId }: { eventId: string }) {
  const client = useQueryClient();
  const reminders = useQuery({
    queryKey: key(eventId),
    queryFn: () => unwrap(api.GET("/events/{id}/attendee-reminders", { params: { path: { id: eventId } } })),
  });
  const onSuccess = (data: unknown) => client.setQueryData(key(eventId), data);
  const schedule = useMutation({
    mutationFn: (body: { timing: AttendeeReminderTiming; includeMaybe: boolean; partId: string | null }) =>
      unwrap(api.POST("/events/{id}/attendee-reminders", { params: { path: { id: eventId } }, body })),
    onSuccess,
  });
  const cancel = useMutation({
    mutationFn: (id: string) => unwrap(api.DELETE("/attendee-reminders/{id}", { params: { path: { id } } })),
    onSuccess,
  });
  const [timing, setTiming] = useState<AttendeeReminderTiming>("day-before");
  const [includeMaybe, setIncludeMaybe] = useState(false);
  // An event in parts: a reminder of one part goes to its Going guests, timed by its start.
  const [partId, setPartId] = useState("");
  const parts = reminders.data?.parts ?? [];
  const partName = (id: string | null) => parts.find((p) => p.partId === id)?.name;
  const problem = schedule.error ?? cancel.error;

  function submit(e: FormEvent) {
    e.preventDefault();
    schedule.mutate({ timing, includeMaybe: !partId && includeMaybe, partId: partId || null });
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Stack component="form" spacing={2} onSubmit={submit} aria-labelledby="attendee-reminders-title">
        <Typography id="attendee-reminders-title" component="h2" variant="h6">
          Reminder for the guests who are coming
        </Typography>
        <Typography variant="body2" sx={{ color: "text.secondary" }}>
          Going guests get an e-mail with the time, the venue, directions and their pass: the day before (24
          hours before it starts) or on the day (3 hours before).
        </Typography>
        <TextField
          select
          label="When"
          value={timing}
          onChange={(e) => setTiming(e.target.value as AttendeeReminderTiming)}
        >
          {menuOptions(attendeeReminderTimings, attendeeReminderTimingLabels)}
        </TextField>
        {parts.length > 0 && (
          <TextField select label="Of" value={partId} onChange={(e) => setPartId(e.target.value)}>
            <MenuItem value="">The whole event</MenuItem>
            {parts.map((p) => (
              <MenuItem key={p.partId} value={p.partId}>
                {`${p.name} (Going to it)`}
              </MenuItem>
            ))}
          </TextField>
        )}
        {!partId && (
          <FormControlLabel
            control={<Checkbox checked={includeMaybe} onChange={(e) => setIncludeMaybe(e.target.checked)} />}
            label="Maybe guests too"
          />
        )}
        {problem && (
          <Alert severity="error" role="alert">
            {problem instanceof ApiError ? problem.message : "Could not save the reminder. Please try again."}
          </Alert>
        )}
        <Button
          type="submit"
          variant="outlined"
          loading={schedule.isPending}
          sx={{ alignSelf: "flex-start" }}
        >
          Schedule reminder
        </Button>
        {(reminders.data?.items ?? []).map((r) => (
          <Stack
            key={r.id}
            direction="row"
            spacing={1}
            sx={{ alignItems: "center", borderTop: 1, borderColor: "divider", pt: 1 }}
          >
            <Typography sx={{ flex: 1, minWidth: 0 }}>
              {`${formatTimestamp(r.sendAt)} · ${r.partId ? `Going to ${partName(r.partId) ?? "a part"}` : r.includeMaybe ? "Going and Maybe" : "Going"} · ${statusLabels[r.status]}${r.status === "sent" ? ` (${r.sentCount})` : ""}`}
            </Typography>
            {r.status === "scheduled" && (
              <Button
                onClick={() => cancel.mutate(r.id)}
                aria-label={`Cancel the reminder of ${formatTimestamp(r.sendAt)}`}
              >
                Cancel
              </Button>
            )}
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}
