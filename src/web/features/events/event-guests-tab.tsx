import GroupsOutlinedIcon from "@mui/icons-material/GroupsOutlined";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Chip from "@mui/material/Chip";
import CircularProgress from "@mui/material/CircularProgress";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import type { Event } from "../../../contract/events.ts";
import { EmptyState } from "../../components/empty-state.tsx";
import { GuestNumbers } from "../../components/guest-numbers.tsx";
import { LinkButton } from "../../components/link-button.tsx";
import { runsEvent } from "../../lib/event-roles.ts";
import { guestStatusLabels } from "../../lib/guest-labels.ts";
import { useGuestStream } from "../../lib/use-guest-stream.ts";
import { useGuestSummary } from "./use-guest-summary.ts";

const tabs = [
  ["confirmed", "Confirmed"],
  ["invited", "Invited"],
  ["maybe", "Maybe"],
  ["declined", "Declined"],
  ["waitlisted", "Waitlist"],
] as const;

/** The Guests tab: counts by status and the newest guests, live while it is open, with the way to the full list. */
export function EventGuestsTab({ event }: { event: Event }) {
  const summary = useGuestSummary(event.id, runsEvent(event));
  useGuestStream(runsEvent(event) ? event.id : null);
  const manage = (
    <LinkButton
      to={`/dashboard/guests?eventId=${event.id}`}
      variant="contained"
      icon={<GroupsOutlinedIcon />}
    >
      Manage Guests
    </LinkButton>
  );

  if (!runsEvent(event)) {
    return <Alert severity="info">Only the event's host can see its guest list.</Alert>;
  }
  if (summary.isPending) return <CircularProgress aria-label="Loading guests" />;
  if (summary.isError) return <Alert severity="error">Failed to load guests for this event</Alert>;
  const { counts, items, meals } = summary.data;
  if (counts.all === 0) {
    return (
      <EmptyState
        headingLevel="h3"
        icon={<GroupsOutlinedIcon />}
        title="No guests yet"
        description="Add guests, track their RSVPs and send them invitations from the guest list."
        action={manage}
      />
    );
  }
  return (
    <Stack spacing={2}>
      <GuestNumbers counts={counts} meals={meals} />
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 1 }}>
        <Chip label={`All ${counts.all}`} color="primary" />
        {tabs
          .filter(([key]) => key !== "waitlisted" || counts.waitlisted > 0)
          .map(([key, label]) => (
            <Chip key={key} label={`${label} ${counts[key]}`} variant="outlined" />
          ))}
      </Box>
      <List dense aria-label="Newest guests">
        {items.map((g) => (
          <ListItem key={g.id} divider>
            <ListItemText
              primary={g.name}
              secondary={[g.email, guestStatusLabels[g.status]].filter(Boolean).join(" · ")}
            />
          </ListItem>
        ))}
      </List>
      <Box>{manage}</Box>
    </Stack>
  );
}
