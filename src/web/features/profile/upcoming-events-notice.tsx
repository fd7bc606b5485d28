import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Skeleton from "@mui/material/Skeleton";
import Typography from "@mui/material/Typography";
import { useQuery } from "@tanstack/react-query";
import { notifyAllGuestsLabel, type UpcomingCancellations } from "../../../contract/event-cancellation.ts";
import { formatEventDateShort } from "../../../contract/event-dates.ts";
import { api, unwrap } from "../../lib/api-client.ts";

/** The account's upcoming events and who could be told; fresh each time the dialog opens. */
export function useUpcomingCancellations(enabled: boolean) {
  return useQuery({
    queryKey: ["profile", "upcoming-events"],
    queryFn: () => unwrap(api.GET("/profile/upcoming-events")),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}

/** How many guests the offer would e-mail, across every upcoming event. */
export const recipientsOf = (data: UpcomingCancellations | undefined) =>
  (data?.events ?? []).reduce((n, e) => n + e.recipients, 0);

const repliedText = (n: number) => (n === 0 ? "No guest to tell" : `${n} guest${n === 1 ? "" : "s"} replied`);

type Props = {
  query: ReturnType<typeof useUpcomingCancellations>;
  notify: boolean;
  onNotifyChange: (notify: boolean) => void;
};

/**
 * In the delete dialog: which upcoming events the deletion cancels, with their replied guests, and
 * the offer to e-mail those guests, as deleting one event offers (nobody turns up to nothing).
 */
export function UpcomingEventsNotice({ query, notify, onNotifyChange }: Props) {
  if (query.isPending) return <Skeleton variant="text" width="80%" height={44} sx={{ mb: 1 }} />;
  const upcoming = query.data?.events ?? [];
  if (upcoming.length === 0) return null;
  const recipients = recipientsOf(query.data);
  return (
    <>
      <Typography component="h3" variant="subtitle2" id="upcoming-events-title">
        Your upcoming events are cancelled:
      </Typography>
      <List dense aria-labelledby="upcoming-events-title" sx={{ mb: 1 }}>
        {upcoming.map((e) => (
          <ListItem key={e.id} disableGutters>
            <ListItemText
              primary={e.title}
              secondary={`${formatEventDateShort(e.date, e.time)} · ${repliedText(e.recipients)}`}
            />
          </ListItem>
        ))}
      </List>
      {recipients > 0 && (
        <FormControlLabel
          sx={{ mb: 2, alignItems: "center", minHeight: 44 }}
          control={<Checkbox checked={notify} onChange={(e) => onNotifyChange(e.target.checked)} />}
          label={notifyAllGuestsLabel(recipients, upcoming.filter((e) => e.recipients > 0).length)}
        />
      )}
    </>
  );
}
