import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Skeleton from "@mui/material/Skeleton";
import Stack from "@mui/material/Stack";
import type { Theme } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import useMediaQuery from "@mui/material/useMediaQuery";
import { useMutation, useQuery } from "@tanstack/react-query";
import { type ReactNode, useId, useState } from "react";
import type { OpenRsvp, OpenRsvpResult, RsvpView } from "../../../contract/rsvp.ts";
import { GuestReplyForm } from "../../components/guest-reply-form.tsx";
import { ApiError, api } from "../../lib/api-client.ts";
import { eventKeys } from "../../lib/query-keys.ts";

// Loaded only when a visitor presses 'Register for Event', so the public page itself stays free of
// zod and the form library.

type Props = { eventId: string; eventTitle: string; open: boolean; onClose: () => void };

/** 'Register for Event' on a public event page: who you are and your reply (open RSVP). */
export default function OpenRsvpForm({ eventId, eventTitle, open, onClose }: Props) {
  const titleId = useId();
  const phone = useMediaQuery((t: Theme) => t.breakpoints.down("sm"));
  const [sent, setSent] = useState(false);
  const view = useQuery({
    queryKey: eventKeys.openReply(eventId),
    queryFn: () => api<RsvpView>(`/api/events/${eventId}/rsvp`),
    enabled: open,
  });
  const send = useMutation({
    mutationFn: (body: OpenRsvp) =>
      api<OpenRsvpResult>(`/api/events/${eventId}/rsvp`, { method: "POST", json: body }),
    onSuccess: () => setSent(true),
  });

  let body: ReactNode;
  if (view.isError) {
    body = (
      <Alert severity="error" role="alert">
        {view.error instanceof ApiError && view.error.status > 0 && view.error.status < 500
          ? view.error.message
          : "Failed to load the form. Please try again."}
      </Alert>
    );
  } else if (!view.data) {
    body = (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the form">
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={56} />
        <Skeleton variant="rounded" height={80} />
      </Stack>
    );
  } else {
    body = (
      <Stack sx={{ pt: 1 }}>
        <GuestReplyForm
          askIdentity
          form={view.data.form}
          guest={null}
          // Registering usually means coming; the other answers are one tap away.
          defaultResponse="attending"
          submitLabel="Register"
          onSubmit={send.mutateAsync}
        />
      </Stack>
    );
  }

  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
      fullScreen={phone}
    >
      <DialogTitle id={titleId}>
        Register for Event
        <Typography component="span" variant="body2" sx={{ display: "block", color: "text.secondary" }}>
          {eventTitle} · Registration is free
        </Typography>
      </DialogTitle>
      <DialogContent>{body}</DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{sent ? "Close" : "Cancel"}</Button>
      </DialogActions>
    </Dialog>
  );
}
