import EventAvailableIcon from "@mui/icons-material/EventAvailable";
import type { ReactNode } from "react";
import { CreateEventButton } from "./create-event-button.tsx";
import { EmptyState } from "./empty-state.tsx";

type Props = {
  /** What the screen would show once there is an event ('then add its guests here'). */
  description: ReactNode;
  title?: string;
  headingLevel?: "h2" | "h3";
};

/** A screen that needs an event when there is none: says so and leads to creating one. */
export function NoEventsState({ description, title = "No events yet", headingLevel }: Props) {
  return (
    <EmptyState
      icon={<EventAvailableIcon />}
      title={title}
      description={description}
      headingLevel={headingLevel}
      action={<CreateEventButton />}
    />
  );
}
