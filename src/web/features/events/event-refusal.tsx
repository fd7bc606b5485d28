import ArrowBackIcon from "@mui/icons-material/ArrowBack";
import ErrorOutlinedIcon from "@mui/icons-material/ErrorOutlined";
import LockOutlinedIcon from "@mui/icons-material/LockOutlined";
import { EmptyState } from "../../components/empty-state.tsx";
import { LinkButton } from "../../components/link-button.tsx";

type Props = {
  /** The spec's sentence for why (not found, private, not yours to edit). */
  message: string;
  /** What the host can do about it. */
  description: string;
  /** Someone else's event: a lock instead of the error sign. */
  locked: boolean;
};

/** An event screen that cannot be shown, saying why, with the way back to the host's events. */
export function EventRefusal({ message, description, locked }: Props) {
  return (
    <EmptyState
      role="alert"
      icon={locked ? <LockOutlinedIcon /> : <ErrorOutlinedIcon />}
      title={message}
      description={description}
      action={
        <LinkButton to="/dashboard/events" variant="contained" icon={<ArrowBackIcon />}>
          Back to Events
        </LinkButton>
      }
    />
  );
}
