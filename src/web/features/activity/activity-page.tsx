import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { type ActivityLine, activityMessages, activitySentence } from "../../../contract/activity.ts";
import { DashboardPage } from "../../components/dashboard-page.tsx";
import { perEventPage } from "../../components/per-event-page.tsx";
import { LoadError, LoadingSpinner } from "../../components/query-status.tsx";
import { currentTimeZoneName, formatActivityTime } from "../../lib/event-date-format.ts";
import { useEvent } from "../../lib/use-event.ts";
import { useActivity } from "./use-activity.ts";

/** /dashboard/events/:eventId/activity: who did what with the event, on the event's clock. */
export default perEventPage(ActivityScreen);

function ActivityScreen({ eventId }: { eventId: string }) {
  const event = useEvent(eventId);
  const [page, setPage] = useState(1);
  const activity = useActivity(eventId, page);
  const title = event.data?.title;
  const data = activity.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  return (
    <DashboardPage
      width={880}
      tabTitle={title ? `Activity of ${title}` : activityMessages.title}
      title={activityMessages.title}
      subtitle={title}
      back={{ to: `/dashboard/events/${eventId}`, label: "Back to the event" }}
      busy={activity.isPending}
    >
      {activity.isPending && <LoadingSpinner label="Loading the activity" />}
      {activity.isError && <LoadError error={activity.error} fallback={activityMessages.loadFailed} />}
      {data && (
        <Stack spacing={2}>
          <Typography sx={{ color: "text.secondary" }}>
            {activityMessages.intro} Times are on the event’s clock ({currentTimeZoneName(data.timeZone)}).
          </Typography>
          {data.items.length === 0 ? (
            <Typography>{activityMessages.empty}</Typography>
          ) : (
            <Paper variant="outlined" sx={{ borderRadius: 3 }}>
              <List aria-label={activityMessages.title} disablePadding>
                {data.items.map((line, i) => (
                  <ActivityItem
                    key={line.id}
                    line={line}
                    timeZone={data.timeZone}
                    divider={i < data.items.length - 1}
                  />
                ))}
              </List>
            </Paper>
          )}
          {pages > 1 && (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center", justifyContent: "space-between" }}>
              <Button variant="outlined" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {activityMessages.newer}
              </Button>
              <Typography sx={{ color: "text.secondary" }}>
                Page {page} of {pages}
              </Typography>
              <Button variant="outlined" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {activityMessages.older}
              </Button>
            </Stack>
          )}
        </Stack>
      )}
    </DashboardPage>
  );
}

/** "Priya added guest Asha Rao · 27 Nov, 10:42": who, what, and when on the event's clock. */
function ActivityItem({
  line,
  timeZone,
  divider,
}: {
  line: ActivityLine;
  timeZone: string;
  divider: boolean;
}) {
  return (
    <ListItem divider={divider} sx={{ px: { xs: 2, sm: 3 } }}>
      <ListItemText
        primary={
          <>
            <Typography component="span" sx={{ fontWeight: 600 }}>
              {line.actorName}
            </Typography>{" "}
            {activitySentence(line)}
          </>
        }
        secondary={<time dateTime={line.at}>{formatActivityTime(line.at, timeZone)}</time>}
        slotProps={{ primary: { sx: { overflowWrap: "anywhere" } } }}
      />
    </ListItem>
  );
}
