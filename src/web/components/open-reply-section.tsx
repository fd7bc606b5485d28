import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { OpenReplyState } from "../../contract/guest-pages.ts";
import type { ReplyPart } from "../../contract/reply-parts.ts";
import type { RsvpView } from "../../contract/rsvp.ts";
import { savedReplyState } from "../lib/reply-state.ts";
import { GuestReplyForm } from "./guest-reply-form.tsx";

type Props = {
  /** Where the form posts (the page's own path). */
  pagePath: string;
  options: RsvpView["form"];
  state: OpenReplyState;
  heading: string;
  submitLabel?: string;
  /** Registering on an event's page usually means coming; the other answers are one tap away. */
  preselectAttending?: boolean;
  /** At an event in parts: the public parts to choose from. */
  parts?: ReplyPart[];
};

/**
 * A reply without a personal link (the shared invitation link, the public event's registration):
 * who you are, then the usual questions. The answer is the same neutral message whoever replies,
 * so the form reveals nothing about who is on the list.
 */
export function OpenReplySection({
  pagePath,
  options,
  state,
  heading,
  submitLabel,
  preselectAttending,
  parts = [],
}: Props) {
  return (
    <Stack spacing={2.5}>
      <Typography id="reply-heading" component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {heading}
      </Typography>
      {state.sent ? (
        <Alert severity="success" variant="filled" role="status" tabIndex={-1} data-focus>
          {state.sent}
        </Alert>
      ) : (
        <GuestReplyForm
          askIdentity
          action={`${pagePath}#reply`}
          options={options}
          state={state.form ?? savedReplyState(null, preselectAttending ? "attending" : null, parts)}
          submitLabel={submitLabel}
          parts={parts}
        />
      )}
    </Stack>
  );
}
