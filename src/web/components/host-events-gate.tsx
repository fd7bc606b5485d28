import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { ReactNode } from "react";
import type { HostEvent } from "../../contract/events.ts";
import { ErrorAlert } from "./error-alert.tsx";
import { NoEventsState } from "./no-events-state.tsx";

type Props = {
  /** The host's events query (useHostEvents). */
  events: { data?: HostEvent[]; isError: boolean };
  /** What the screen would show once there is an event ('then add its guests here'). */
  noEventsText: string;
  /** The screen itself, once the host has events. */
  children: (events: HostEvent[]) => ReactNode;
};

/**
 * The screens that work on one chosen event (guests, gallery): the load failure, a skeleton while
 * the events load, and the "create an event first" state (spec §2.19) before the screen itself.
 */
export function HostEventsGate({ events, noEventsText, children }: Props) {
  if (events.isError) {
    return <ErrorAlert message="Failed to load events" />;
  }
  if (!events.data) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading your events">
        <Skeleton variant="rounded" height={56} sx={{ maxWidth: 480 }} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  }
  if (events.data.length === 0) return <NoEventsState description={noEventsText} />;
  return children(events.data);
}
